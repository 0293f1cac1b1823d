import { ButtonLink } from 'shared-contracts/ui/button';
import { Page } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';

/** A path the cart's subtree was given that names none of its pages. */
export default function CartNotFoundPage() {
  return (
    <Page>
      <EmptyState title="Oops! Page Not Found" level={1}>
        <p>There is no such page here.</p>
        <ButtonLink to="/cart">Go to your cart</ButtonLink>
        <ButtonLink to="/" $variant="secondary">
          Go to Homepage
        </ButtonLink>
      </EmptyState>
    </Page>
  );
}
