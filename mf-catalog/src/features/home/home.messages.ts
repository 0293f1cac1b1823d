import { defineMessage, defineMessages } from 'react-intl';

/** The home page's words (docs/storefront.md §1; English as SPEC.md has it). */
export const homeMessages = defineMessages({
  heroTitle: {
    id: 'catalog.home.heroTitle',
    defaultMessage: 'Everything you love, delivered across Nigeria',
  },
  heroText: {
    id: 'catalog.home.heroText',
    defaultMessage:
      'Fashion, electronics, home essentials and more — at prices that make sense, paid your way.',
  },
  shopNow: { id: 'catalog.home.shopNow', defaultMessage: 'Shop now' },
  browseCategories: { id: 'catalog.home.browseCategories', defaultMessage: 'Browse categories' },
  shopByCategory: { id: 'catalog.home.shopByCategory', defaultMessage: 'Shop by category' },
  newArrivals: { id: 'catalog.home.newArrivals', defaultMessage: 'New arrivals' },
  onSale: { id: 'catalog.home.onSale', defaultMessage: 'On sale' },
  viewAll: { id: 'catalog.home.viewAll', defaultMessage: 'View all' },
});

/** A category's number of products. */
export const productCount = defineMessage<{ count: number }>({
  id: 'catalog.home.productCount',
  defaultMessage: '{count, plural, one {# product} other {# products}}',
});
