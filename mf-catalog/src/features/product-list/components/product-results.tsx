import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_PAGE_SIZE, type Category, type Paginated, type Product } from 'shared-contracts';
import { errorMessage } from 'shop-sdk';
import { ProductCard, ProductCardSkeleton, ProductGridLayout } from '../../../components/product-card';
import { Button } from 'shared-contracts/ui/button';
import { EmptyState, ErrorState } from 'shared-contracts/ui/states';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { didYouMean as didYouMeanMessage, filterMessages, nothingMatches } from '../product-list.messages';

const Grid = styled(ProductGridLayout)<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.15s ease;
`;

const Suggestions = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: center;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    justify-content: center;
  }
  ul a {
    display: inline-block;
    padding: 0.45rem 0.9rem;
    border-radius: 999px;
    border: 1px solid ${theme.border};
    color: ${theme.text};
    text-decoration: none;
  }
`;

/** What a search that found nothing offers: the closest spelling the shop knows, and its biggest categories. */
export interface NoResultsHelp {
  search: string;
  didYouMean: string | null;
  /** The link to the results of a search. */
  hrefOfSearch: (search: string) => string;
  popular: Category[];
}

interface Props {
  data: Paginated<Product> | undefined;
  noResults?: NoResultsHelp | undefined;
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
  noResults,
}: Props) {
  const { formatMessage: t } = useIntl();
  const clearFilters = hasFilters && (
    <Button type="button" $variant="secondary" onClick={onReset}>
      {t(filterMessages.clear)}
    </Button>
  );
  if (isPending) {
    return (
      <ProductGridLayout aria-busy="true" aria-label={t(filterMessages.loadingProducts)}>
        {Array.from({ length: 8 }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </ProductGridLayout>
    );
  }
  if (isError || !data) {
    return (
      <ErrorState
        title={t(filterMessages.loadFailed)}
        message={errorMessage(error, t(filterMessages.checkConnection))}
        onRetry={onRetry}
      />
    );
  }
  if (data.results.length === 0 && noResults?.search) {
    const { search, didYouMean, hrefOfSearch, popular } = noResults;
    return (
      <EmptyState title={t(nothingMatches, { search })}>
        <Suggestions>
          {didYouMean ? (
            <p>
              {t(didYouMeanMessage, {
                suggestion: <Link to={hrefOfSearch(didYouMean)}>{didYouMean}</Link>,
              })}
            </p>
          ) : null}
          <p>{t(filterMessages.checkSpelling)}</p>
          {popular.length > 0 && (
            <nav aria-label={t(filterMessages.popularCategories)}>
              <ul>
                {popular.map((c) => (
                  <li key={c.id}>
                    <Link to={`/products/category/${c.slug}`}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {clearFilters}
        </Suggestions>
      </EmptyState>
    );
  }
  if (data.results.length === 0) {
    return (
      <EmptyState title={t(filterMessages.noProducts)}>
        <p>{t(hasFilters ? filterMessages.tryDifferent : filterMessages.nothingYet)}</p>
        {clearFilters}
      </EmptyState>
    );
  }
  return (
    <Grid $stale={isStale} aria-busy={isStale} aria-label={t(filterMessages.products)}>
      {data.results.slice(0, DEFAULT_PAGE_SIZE).map((product, i) => (
        <ProductCard key={product.id} product={product} eager={i < 4} first={i === 0} />
      ))}
    </Grid>
  );
}
