import { useCallback, useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, isProductSort, type ProductListQuery, type ProductSort } from 'shared-contracts';

export interface ProductFilters {
  category: string | undefined;
  search: string;
  /** A brand's name, any case; empty for every brand. */
  brand: string;
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  onSale: boolean;
  /** Only products rated 4 stars and up (`min_rating=4`). */
  fourStars: boolean;
  sort: ProductSort;
  page: number;
}

export type FilterChange = Partial<
  Pick<
    ProductFilters,
    'search' | 'brand' | 'minPrice' | 'maxPrice' | 'inStock' | 'onSale' | 'fourStars' | 'sort' | 'page'
  >
>;

const PARAM = {
  search: 'search',
  brand: 'brand',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  inStock: 'in_stock',
  onSale: 'on_sale',
  minRating: 'min_rating',
  sort: 'sort',
  page: 'page',
} as const;

const nonNegative = (raw: string | null): string => {
  if (raw === null || raw.trim() === '') return '';
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? raw.trim() : '';
};

/**
 * The listing's filters, read from the URL: /products/category/:category or ?category (where 'all' means every
 * category), plus search, min_price, max_price, in_stock, on_sale, min_rating (4 only), sort and page. Pure, so the server reads the same
 * page from the same URL.
 */
export function filtersOf(categoryParam: string | undefined, params: URLSearchParams): ProductFilters {
  const rawCategory = categoryParam ?? params.get('category') ?? undefined;
  const sort = params.get(PARAM.sort);
  const page = Number(params.get(PARAM.page));
  return {
    category: rawCategory && rawCategory.toLowerCase() !== 'all' ? rawCategory : undefined,
    search: params.get(PARAM.search) ?? '',
    brand: params.get(PARAM.brand)?.trim() ?? '',
    minPrice: nonNegative(params.get(PARAM.minPrice)),
    maxPrice: nonNegative(params.get(PARAM.maxPrice)),
    inStock: params.get(PARAM.inStock) === 'true',
    onSale: params.get(PARAM.onSale) === 'true',
    fourStars: params.get(PARAM.minRating) === '4',
    // No order asked: relevance for a search (the API's choice), newest otherwise.
    sort: isProductSort(sort) ? sort : params.get(PARAM.search)?.trim() ? 'relevance' : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The API query of a listing's filters. */
export function listQueryOf(filters: ProductFilters): ProductListQuery {
  const q: ProductListQuery = { sort: filters.sort, page: filters.page, page_size: DEFAULT_PAGE_SIZE };
  if (filters.category) q.category = filters.category;
  if (filters.search.trim()) q.search = filters.search.trim();
  if (filters.brand) q.brand = filters.brand;
  if (filters.minPrice) q.min_price = Number(filters.minPrice);
  if (filters.maxPrice) q.max_price = Number(filters.maxPrice);
  if (filters.inStock) q.in_stock = true;
  if (filters.onSale) q.on_sale = true;
  if (filters.fourStars) q.min_rating = 4;
  return q;
}

/** The facets' API query of a listing's filters: what narrows it, without its order and page. */
export function facetQueryOf(filters: ProductFilters): ProductListQuery {
  const { sort: _sort, page: _page, page_size: _size, ...narrowing } = listQueryOf(filters);
  return narrowing;
}

/**
 * The listing's URL with some of its parameters changed (undefined removes one), back on the first page: the
 * facets' links, which work without JavaScript.
 */
export function hrefWith(
  pathname: string,
  params: URLSearchParams,
  changes: Record<string, string | undefined>,
) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  next.delete(PARAM.page);
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The listing's URL with another page number (page 1 has none), for real links that work without JavaScript. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PARAM.page, String(page));
  else next.delete(PARAM.page);
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The listing's state lives in the URL (see `filtersOf`).
 */
export function useProductFilters() {
  const { category: categoryParam } = useParams();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();

  const filters = useMemo(() => filtersOf(categoryParam, params), [categoryParam, params]);
  const query = useMemo(() => listQueryOf(filters), [filters]);

  /** Applies changes; any change other than the page itself starts again from page 1. */
  const update = useCallback(
    (change: FilterChange) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, value: string | undefined) => {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          };
          if (change.search !== undefined) set(PARAM.search, change.search.trim());
          if (change.brand !== undefined) set(PARAM.brand, change.brand);
          if (change.minPrice !== undefined) set(PARAM.minPrice, change.minPrice);
          if (change.maxPrice !== undefined) set(PARAM.maxPrice, change.maxPrice);
          if (change.inStock !== undefined) set(PARAM.inStock, change.inStock ? 'true' : undefined);
          if (change.onSale !== undefined) set(PARAM.onSale, change.onSale ? 'true' : undefined);
          if (change.fourStars !== undefined) set(PARAM.minRating, change.fourStars ? '4' : undefined);
          if (change.sort !== undefined) {
            const search = change.search ?? prev.get(PARAM.search) ?? '';
            const usual = search.trim() ? 'relevance' : 'newest';
            set(PARAM.sort, change.sort === usual ? undefined : change.sort);
          }
          set(PARAM.page, change.page !== undefined && change.page > 1 ? String(change.page) : undefined);
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  const reset = useCallback(() => {
    setParams((prev) => {
      const next = new URLSearchParams();
      const category = prev.get('category');
      if (category) next.set('category', category);
      return next;
    });
  }, [setParams]);

  const hasFilters = Boolean(
    filters.search ||
    filters.brand ||
    filters.minPrice ||
    filters.maxPrice ||
    filters.inStock ||
    filters.onSale ||
    filters.fourStars,
  );

  const hrefOfPage = useCallback((page: number) => pageHref(pathname, params, page), [pathname, params]);
  const hrefOf = useCallback(
    (changes: Record<string, string | undefined>, path = pathname) => hrefWith(path, params, changes),
    [pathname, params],
  );

  /** The listing's parameters other than its order and page: what a GET form that sorts it carries along. */
  const keptForSort = useMemo(
    () => [...params].filter(([name]) => name !== PARAM.sort && name !== PARAM.page),
    [params],
  );

  return { filters, query, update, reset, hasFilters, hrefOfPage, hrefOf, pathname, keptForSort };
}
