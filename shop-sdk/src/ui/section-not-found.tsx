import { useIntl } from 'react-intl';
import { usePageMeta } from '../hooks/use-page-meta';
import { sdkMessages } from '../sdk.messages';
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
  const { formatMessage: t } = useIntl();
  usePageMeta({ title: `${t(sdkMessages.notFoundTitle)} | Kasuwa`, status: 404 });
  return (
    <Page>
      <EmptyState title={t(sdkMessages.notFoundHeading)} level={1}>
        <p>{message}</p>
        <ButtonLink to={back.to}>{back.label}</ButtonLink>
        <ButtonLink to="/" $variant="secondary">
          {t(sdkMessages.goHome)}
        </ButtonLink>
      </EmptyState>
    </Page>
  );
}
