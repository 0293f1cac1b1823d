import { defineMessage, defineMessages, type PrimitiveType } from 'react-intl';
import type { Translate } from '../../messages/translate';

/** The listing's words: all products, a category, a search (docs/storefront.md §2; English as SPEC.md has it). */
export const listingMessages = defineMessages({
  categoryNotFound: { id: 'catalog.listing.categoryNotFound', defaultMessage: 'Category not found' },
  noSuchCategory: { id: 'catalog.listing.noSuchCategory', defaultMessage: 'This category does not exist.' },
  browseAll: { id: 'catalog.listing.browseAll', defaultMessage: 'Browse all products' },
  filters: { id: 'catalog.listing.filters', defaultMessage: 'Filters' },
  results: { id: 'catalog.listing.results', defaultMessage: 'Results' },
});

/** The number of products the listing found. */
export const resultCount = defineMessage<{ count: number }>({
  id: 'catalog.listing.resultCount',
  defaultMessage: '{count, plural, one {# product} other {# products}}',
});

/** The Filters button with the number of filters chosen. */
export const filtersCount = defineMessage<{ count: number }>({
  id: 'catalog.listing.filtersCount',
  defaultMessage: 'Filters ({count})',
});

export const filtersLabel = (active: number, t: Translate): string =>
  active > 0 ? t(filtersCount, { count: active }) : t(listingMessages.filters);

/** The heading above a search's results (the search in quotes: '' is ICU's quote). */
export const resultsFor = defineMessage<{ search: string }>({
  id: 'catalog.listing.resultsFor',
  defaultMessage: "Results for ''{search}''",
});

/** The listing's facets, filters, sort and results. */
export const filterMessages = defineMessages({
  inStock: { id: 'catalog.filters.inStock', defaultMessage: 'In stock' },
  onSale: { id: 'catalog.filters.onSale', defaultMessage: 'On sale' },
  fourStars: { id: 'catalog.filters.fourStars', defaultMessage: '4★ & up' },
  inForce: { id: 'catalog.filters.inForce', defaultMessage: 'Filters in force' },
  categories: { id: 'catalog.filters.categories', defaultMessage: 'Categories' },
  allCategories: { id: 'catalog.filters.allCategories', defaultMessage: 'All Categories' },
  narrow: { id: 'catalog.filters.narrow', defaultMessage: 'Narrow the results' },
  category: { id: 'catalog.filters.category', defaultMessage: 'Category' },
  brand: { id: 'catalog.filters.brand', defaultMessage: 'Brand' },
  price: { id: 'catalog.filters.price', defaultMessage: 'Price' },
  availability: { id: 'catalog.filters.availability', defaultMessage: 'Availability' },
  customerRating: { id: 'catalog.filters.customerRating', defaultMessage: 'Customer rating' },
  filterProducts: { id: 'catalog.filters.filterProducts', defaultMessage: 'Filter products' },
  search: { id: 'catalog.filters.search', defaultMessage: 'Search' },
  searchProducts: { id: 'catalog.filters.searchProducts', defaultMessage: 'Search products' },
  minPrice: { id: 'catalog.filters.minPrice', defaultMessage: 'Min price' },
  maxPrice: { id: 'catalog.filters.maxPrice', defaultMessage: 'Max price' },
  inStockOnly: { id: 'catalog.filters.inStockOnly', defaultMessage: 'In stock only' },
  onSaleOnly: { id: 'catalog.filters.onSaleOnly', defaultMessage: 'On sale only' },
  rated4: { id: 'catalog.filters.rated4', defaultMessage: 'Rated 4★ & up' },
  apply: { id: 'catalog.filters.apply', defaultMessage: 'Apply filters' },
  clear: { id: 'catalog.filters.clear', defaultMessage: 'Clear filters' },
  sortBy: { id: 'catalog.sort.sortBy', defaultMessage: 'Sort by' },
  sort: { id: 'catalog.sort.sort', defaultMessage: 'Sort' },
  relevance: { id: 'catalog.sort.relevance', defaultMessage: 'Best match' },
  newest: { id: 'catalog.sort.newest', defaultMessage: 'Newest' },
  priceAsc: { id: 'catalog.sort.priceAsc', defaultMessage: 'Price: low to high' },
  priceDesc: { id: 'catalog.sort.priceDesc', defaultMessage: 'Price: high to low' },
  name: { id: 'catalog.sort.name', defaultMessage: 'Name' },
  rating: { id: 'catalog.sort.rating', defaultMessage: 'Customer rating' },
  loadingProducts: { id: 'catalog.results.loading', defaultMessage: 'Loading products' },
  loadFailed: { id: 'catalog.results.loadFailed', defaultMessage: "We couldn't load the products" },
  checkConnection: {
    id: 'catalog.results.checkConnection',
    defaultMessage: 'Please check your connection and try again.',
  },
  checkSpelling: {
    id: 'catalog.results.checkSpelling',
    defaultMessage:
      'Check the spelling, try fewer or more general words, or have a look around these categories:',
  },
  popularCategories: { id: 'catalog.results.popularCategories', defaultMessage: 'Popular categories' },
  noProducts: { id: 'catalog.results.noProducts', defaultMessage: 'No products found' },
  tryDifferent: {
    id: 'catalog.results.tryDifferent',
    defaultMessage: 'Try a different search or widen the price range.',
  },
  nothingYet: { id: 'catalog.results.nothingYet', defaultMessage: 'Nothing here yet. Check back soon.' },
  products: { id: 'catalog.results.products', defaultMessage: 'Products' },
});

export const brandFilter = defineMessage<{ brand: string }>({
  id: 'catalog.filters.brandChip',
  defaultMessage: 'Brand: {brand}',
});

type Band = { min: string; max: string };

export const priceBetween = defineMessage<Band>({
  id: 'catalog.filters.priceBetween',
  defaultMessage: 'Price: {min} – {max}',
});

export const priceFrom = defineMessage<{ min: string }>({
  id: 'catalog.filters.priceFrom',
  defaultMessage: 'Price: from {min}',
});

export const priceUpTo = defineMessage<{ max: string }>({
  id: 'catalog.filters.priceUpTo',
  defaultMessage: 'Price: up to {max}',
});

/** The price facet's bands. */
export const bandUnder = defineMessage<{ max: string }>({
  id: 'catalog.filters.bandUnder',
  defaultMessage: 'Under {max}',
});

export const bandAbove = defineMessage<{ min: string }>({
  id: 'catalog.filters.bandAbove',
  defaultMessage: '{min} and above',
});

/** A search that found nothing. */
export const nothingMatches = defineMessage<{ search: string }>({
  id: 'catalog.results.nothingMatches',
  defaultMessage: 'Sorry, nothing matches “{search}”',
});

/** A search's likely spelling (`suggestion`: a link that searches it). */
export const didYouMean = defineMessage<{ suggestion: PrimitiveType }>({
  id: 'catalog.results.didYouMean',
  defaultMessage: 'Did you mean {suggestion}?',
});
