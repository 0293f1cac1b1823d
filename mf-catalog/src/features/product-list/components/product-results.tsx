import styled from 'styled-components';
import { errorMessage, DEFAULT_PAGE_SIZE, type Paginated, type Product } from 'shared-contracts';
import { ProductCard, ProductCardSkeleton, ProductGridLayout } from '../../../components/product-card';
import { Button } from 'shared-contracts/ui/button';
import { EmptyState, ErrorState } from 'shared-contracts/ui/states';

const Grid = styled(ProductGridLayout)<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.15s ease;
`;

interface Props {
  data: Paginated<Product> | undefined;
  isPending: boolean;
  isError: boolean;
  isStale: boolean;
  error: unknown;
  onRetry: () => void;
  hasFilters: boolean;
  onReset: () => void;
}

export function ProductResults({
  data,
  isPending,
  isError,
  isStale,
  error,
  onRetry,
  hasFilters,
  onReset,
}: Props) {
  if (isPending) {
    return (
      <ProductGridLayout aria-busy="true" aria-label="Loading products">
        {Array.from({ length: 8 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </ProductGridLayout>
    );
  }
  if (isError || !data) {
    return (
      <ErrorState
        title="We couldn't load the products"
        message={errorMessage(error, 'Please check your connection and try again.')}
        onRetry={onRetry}
      />
    );
  }
  if (data.results.length === 0) {
    return (
      <EmptyState title="No products found">
        <p>
          {hasFilters
            ? 'Try a different search or widen the price range.'
            : 'Nothing here yet. Check back soon.'}
        </p>
        {hasFilters && (
          <Button type="button" $variant="secondary" onClick={onReset}>
            Clear filters
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <Grid $stale={isStale} aria-busy={isStale} aria-label="Products">
      {data.results.slice(0, DEFAULT_PAGE_SIZE).map((product, i) => (
        <ProductCard key={product.id} product={product} eager={i < 4} first={i === 0} />
      ))}
    </Grid>
  );
}
