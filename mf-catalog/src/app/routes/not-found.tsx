import { ButtonLink } from 'shared-contracts/ui/button';
import { Page } from 'shared-contracts/ui/layout';
import { EmptyState } from 'shared-contracts/ui/states';

/** A path under the catalog's prefixes that names no catalog page. */
export default function CatalogNotFoundPage() {
  return (
    <Page>
      <EmptyState title="Oops! Page Not Found" level={1}>
        <p>There is no such page in our catalog.</p>
        <ButtonLink to="/products">Browse all products</ButtonLink>
        <ButtonLink to="/" $variant="secondary">
          Go to Homepage
        </ButtonLink>
      </EmptyState>
    </Page>
  );
}
