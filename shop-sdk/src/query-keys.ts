import type { ProductListQuery } from 'shared-contracts/schemas/catalog';

/** Query-key factories: invalidate a whole family with `.all`, one entry with its full key. */
export const queryKeys = {
  profile: {
    all: ['profile'] as const,
    me: () => ['profile', 'me'] as const,
    /** The shopper's own promotion prices: under `profile`, so signing out or placing an order reads them again. */
    myPrices: (ids: readonly number[]) => ['profile', 'my-prices', ...ids] as const,
    /** The address book: under `profile`, so signing out forgets it. */
    addresses: () => ['profile', 'addresses'] as const,
    /** The shopper's own account number for transfers, and their store credit. */
    bankAccount: () => ['profile', 'bank-account'] as const,
    credit: () => ['profile', 'credit'] as const,
  },
  categories: { all: ['categories'] as const },
  products: {
    all: ['products'] as const,
    lists: () => ['products', 'list'] as const,
    list: (query: ProductListQuery) => ['products', 'list', query] as const,
    facets: (query: ProductListQuery) => ['products', 'facets', query] as const,
    suggestions: (q: string) => ['products', 'suggestions', q] as const,
    details: () => ['products', 'detail'] as const,
    detail: (id: number) => ['products', 'detail', id] as const,
  },
  wishlist: { all: ['wishlist'] as const },
  orders: {
    all: ['orders'] as const,
    lists: () => ['orders', 'list'] as const,
    list: (page: number) => ['orders', 'list', page] as const,
    quote: () => ['orders', 'quote'] as const,
    /** The quote for one state, delivery and code; under `quote()`, so invalidating that reaches it. */
    quoteFor: (query: object) => ['orders', 'quote', query] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
    /** The courier's shipment of an order: under the order's own key, so reading the order again reads it again. */
    shipment: (id: number) => ['orders', 'detail', id, 'shipment'] as const,
  },
  /** The public tracking page's lookups, by order number and the phone given with it. */
  track: {
    all: ['track'] as const,
    order: (orderNumber: string, phone: string) => ['track', orderNumber, phone] as const,
  },
  store: {
    settings: () => ['store', 'settings'] as const,
    delivery: () => ['store', 'delivery'] as const,
    /** The home page's promotion banners, live now. */
    banners: () => ['store', 'banners'] as const,
    /** A promotion's landing page, a page of its products at a time. */
    promotion: (slug: string, page: number) => ['store', 'promotion', slug, page] as const,
  },
  payments: {
    options: () => ['payments', 'options'] as const,
    /** Under the order's own key, so reading the order again reads its payments again. */
    ofOrder: (orderId: number) => ['orders', 'detail', orderId, 'payments'] as const,
  },
} as const;

/**
 * Mutation keys: `cart` marks every change to the cart on its way to the server, so that the profile's cart, read
 * meanwhile, does not replace the cart the shopper has just changed (docs/storefront.md §4.2).
 */
export const mutationKeys = {
  cart: ['cart-change'] as const,
};
