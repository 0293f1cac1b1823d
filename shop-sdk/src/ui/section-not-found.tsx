import { usePageMeta } from '../hooks/use-page-meta';
import { ButtonLink } from 'shared-contracts/ui/button';
import { Page } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';

export interface SectionNotFoundProps {
  /** Says where the shopper looked, e.g. 'There is no such page in our catalog.' */
  message: string;
  /** The way back into the part of the shop that answered. */
  back: { to: string; label: string };
}

/** A remote's own 404, for a path under its prefixes that names none of its pages. */
export function SectionNotFound({ message, back }: SectionNotFoundProps) {
  usePageMeta({ title: 'Page Not Found | Kasuwa', status: 404 });
  return (
    <Page>
      <EmptyState title="Oops! Page Not Found" level={1}>
        <p>{message}</p>
        <ButtonLink to={back.to}>{back.label}</ButtonLink>
        <ButtonLink to="/" $variant="secondary">
          Go to Homepage
        </ButtonLink>
      </EmptyState>
    </Page>
  );
}
