import { memo, useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { useHref } from 'react-router-dom';
import { splitLocalePath } from 'shared-contracts/locales';
import { DEFAULT_PAGE_SIZE } from 'shared-contracts';
import { catalogApi, useCategories, usePageMeta } from 'shop-sdk';
import { ButtonAnchor, ButtonLink } from 'shared-contracts/ui/button';
import { HydrateWhenSeen } from 'shop-sdk/ui/hydrate-when-seen';
import { EmptyState } from 'shared-contracts/ui/states';
import { Button } from 'shared-contracts/ui/button';
import { Page, Muted, Title } from 'shared-contracts/ui/layout';
import { hiddenWithoutScript, openWhenTargeted } from 'shared-contracts/ui/no-script';
import { theme } from 'shared-contracts/ui/theme';
import { useDeferredProducts, useFacets, useProducts } from '../../features/product-list/api/get-products';
import { ActiveFilters, activeFilters } from '../../features/product-list/components/active-filters';
import { CategoryList } from '../../features/product-list/components/category-list';
import { Pagination } from 'shared-contracts/ui/pagination';
import { ProductFacets } from '../../features/product-list/components/product-facets';
import { ProductFilters } from '../../features/product-list/components/product-filters';
import { ProductResults } from '../../features/product-list/components/product-results';
import { ProductSort } from '../../features/product-list/components/product-sort';
import { facetQueryOf, useProductFilters } from '../../features/product-list/hooks/use-product-filters';
import { categoryNotFoundMeta, listingMeta } from '../../features/seo/page-meta';
import { seoMessages } from '../../features/seo/seo.messages';
import {
  filtersLabel,
  listingMessages,
  resultsFor,
  resultCount,
} from '../../features/product-list/product-list.messages';
import { useTextLang } from 'shared-contracts/i18n';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  @media (min-width: 860px) {
    grid-template-columns: 240px 1fr;
    align-items: start;
  }
`;

const Sidebar = styled.aside<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  padding: 1rem;
  ${openWhenTargeted('block')}
  @media (min-width: 860px) {
    display: block;
    position: sticky;
    top: 1rem;
  }
`;

/**
 * The sidebar's facets and filters, hydrated once they come near the screen or are touched (HydrateWhenSeen): on a
 * phone they are folded away behind the Filters button until the shopper opens them, and hydrating their links and
 * fields is not on the path to the first tap. Memoised, with props that keep their identity while the URL does, so
 * that the page's own updates leave them waiting as the server's HTML.
 */
const FilterPanel = memo(function FilterPanel({
  facets,
  filters,
  hrefOf,
  onChange,
  onReset,
  hasFilters,
}: ComponentProps<typeof ProductFacets> & Omit<ComponentProps<typeof ProductFilters>, 'filters'>) {
  return (
    <HydrateWhenSeen>
      <div>
        <ProductFacets facets={facets} filters={filters} hrefOf={hrefOf} />
        <ProductFilters filters={filters} onChange={onChange} onReset={onReset} hasFilters={hasFilters} />
      </div>
    </HydrateWhenSeen>
  );
});

/** On small screens the filters fold away behind this button (without script, a link to them). */
const FiltersToggle = styled(Button)`
  @media (min-width: 860px) {
    display: none;
  }
  ${hiddenWithoutScript}
`;

const NoScriptFiltersLink = styled(ButtonAnchor)`
  @media (min-width: 860px) {
    display: none;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin: 1rem 0;
  /* Room for the count before it arrives, so that the sort control does not wrap to a new line when it does. */
  > :first-child {
    min-width: 9em;
  }
`;

/** The line above a search's results, and where the results begin (below the sticky header when scrolled to). */
const ResultsTop = styled.div`
  scroll-margin-top: calc(var(--kasuwa-header-height, 0px) + 8px);
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
`;

/** /products, /products?category=all and /products/category/:category */
export default function ProductsPage() {
  const { filters, query, update, reset, hasFilters, hrefOfPage, hrefOf, pathname, keptForSort } =
    useProductFilters();
  const { formatMessage: t } = useIntl();
  // Without script the sort is a form: its address in the page's language.
  const sortAction = useHref(pathname);
  const products = useProducts(query);
  const { data: facets } = useFacets(facetQueryOf(filters));
  // While a page of cards is rendered (as deferred work) the page before it, or the skeletons, stays on screen.
  const shown = useDeferredProducts(products);
  const { data } = shown;
  const count = data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / (data?.page_size ?? DEFAULT_PAGE_SIZE)));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = activeFilters(filters, facets, t);
  const search = filters.search.trim();
  const resultsTop = useRef<HTMLDivElement>(null);
  // On a phone the filters cover the results: a choice made in them closes them and shows its results first.
  const narrowing = JSON.stringify(facetQueryOf(filters));
  const lastNarrowing = useRef(narrowing);
  useEffect(() => {
    if (narrowing === lastNarrowing.current) return;
    lastNarrowing.current = narrowing;
    if (!filtersOpen) return;
    setFiltersOpen(false);
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
  }, [narrowing, filtersOpen]);
  const { data: categories } = useCategories();
  // The path may carry a category's name or slug; show its proper name.
  const category = filters.category?.toLowerCase();
  const known = categories?.find((c) => c.name.toLowerCase() === category || c.slug === category);
  // A category the shop does not have is a 404, as a product that does not exist is: its name is not a page.
  const unknownCategory = !!filters.category && !!categories && !known;
  const heading = known?.name ?? filters.category ?? t(seoMessages.allProducts);
  const langOf = useTextLang();
  usePageMeta(
    unknownCategory
      ? categoryNotFoundMeta(t)
      : listingMeta(heading, known?.description, hrefOfPage(filters.page), filters.search, known?.slug, t),
  );

  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  if (unknownCategory) {
    return (
      <Page>
        <EmptyState title={t(listingMessages.categoryNotFound)} level={1}>
          <p>{t(listingMessages.noSuchCategory)}</p>
          <ButtonLink to="/products">{t(listingMessages.browseAll)}</ButtonLink>
        </EmptyState>
      </Page>
    );
  }

  /** A product opened from a search's results counts for the admin's Searches report (nothing about who). */
  const countSearchClick = (event: MouseEvent) => {
    const search = filters.search.trim();
    const href = event.target instanceof Element ? event.target.closest('a')?.getAttribute('href') : null;
    // A link's href carries the page's language (`/yo/products/3`).
    if (search && href && /^\/products\/\d+/.test(splitLocalePath(href).path))
      catalogApi.searchClick(search).catch(() => undefined);
  };

  return (
    <Page>
      <Title lang={langOf(known?.lang)}>{heading}</Title>
      <CategoryList current={filters.category} />
      <Toolbar>
        <Muted aria-live="polite">{data ? t(resultCount, { count }) : '\u00a0'}</Muted>
        <FiltersToggle
          type="button"
          $variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls="product-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersLabel(active.length, t)}
        </FiltersToggle>
        <noscript>
          <NoScriptFiltersLink href="#product-filters" $variant="secondary">
            {filtersLabel(active.length, t)}
          </NoScriptFiltersLink>
        </noscript>
        <ProductSort
          action={sortAction}
          kept={keptForSort}
          value={filters.sort}
          searching={Boolean(filters.search.trim())}
          onChange={(sort) => update({ sort })}
        />
      </Toolbar>
      <Layout>
        <Sidebar id="product-filters" $open={filtersOpen}>
          <FilterPanel
            facets={facets}
            filters={filters}
            hrefOf={hrefOf}
            onChange={update}
            onReset={reset}
            hasFilters={hasFilters}
          />
        </Sidebar>
        {/* Clicks on the products' links, by pointer or keyboard, bubble here. */}
        <section aria-label={t(listingMessages.results)} onClick={countSearchClick}>
          <ResultsTop ref={resultsTop}>
            {search && <h2>{t(resultsFor, { search })}</h2>}
            <ActiveFilters active={active} hrefOf={hrefOf} />
          </ResultsTop>
          <ProductResults
            data={data}
            isPending={shown.pending}
            isError={products.isError}
            isStale={products.isPlaceholderData || shown.behind}
            error={products.error}
            onRetry={() => void products.refetch()}
            hasFilters={hasFilters}
            onReset={reset}
            noResults={{
              search: filters.search.trim(),
              didYouMean: facets?.did_you_mean ?? null,
              hrefOfSearch: (search) => hrefOf({ search, sort: undefined }),
              popular: [...(categories ?? [])].sort((a, b) => b.product_count - a.product_count).slice(0, 4),
            }}
          />
          {data && <Pagination page={filters.page} pages={pages} onPage={goToPage} hrefFor={hrefOfPage} />}
        </section>
      </Layout>
    </Page>
  );
}
