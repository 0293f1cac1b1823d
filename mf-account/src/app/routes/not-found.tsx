import { ButtonLink } from 'shared-contracts/ui/button';
import { Page } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';

/** A path under the account's prefixes that names none of its pages. */
export default function AccountNotFoundPage() {
  return (
    <Page>
      <EmptyState title="Oops! Page Not Found" level={1}>
        <p>There is no such page in your account.</p>
        <ButtonLink to="/account">Go to My Account</ButtonLink>
        <ButtonLink to="/" $variant="secondary">
          Go to Homepage
        </ButtonLink>
      </EmptyState>
    </Page>
  );
}
