/**
 * Query keys of one admin resource (Medusa's factory): `all` covers everything about it, `lists()` every
 * list whatever its filters, `list(query)` one filtered list, `details()` every record, `detail(id)` one.
 * Mutations invalidate `lists()`, so every filtered page refreshes and open records stay as they are.
 */
function resourceKeys<const Resource extends string>(resource: Resource) {
  const all = ['admin', resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: object = {}) => [...all, 'list', query] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

/** Every admin query starts with `['admin']`, so signing out can drop them all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  customers: resourceKeys('customers'),
  products: resourceKeys('products'),
  categories: resourceKeys('categories'),
  attributes: resourceKeys('attributes'),
  orders: resourceKeys('orders'),
  payLater: resourceKeys('pay-later'),
  /** Returns: the queue by status, one return, and `list({report})` the report and what waits. */
  returns: resourceKeys('returns'),
  transactions: resourceKeys('transactions'),
  /** Bank transfers to the shoppers' own account numbers: `list(query)` a page, and what waits and each customer's. */
  transfers: resourceKeys('transfers'),
  reports: resourceKeys('reports'),
  support: resourceKeys('support'),
  /** Online payments: `detail(orderId)` an order's attempts and events, `list({review: true})` those to review. */
  payments: resourceKeys('payments'),
  promotions: resourceKeys('promotions'),
  /** The home page's promotion banners. */
  banners: resourceKeys('banners'),
  /** Newsletter campaigns: `lists()` the list with counts, `detail(id)` a campaign's preview. */
  campaigns: resourceKeys('campaigns'),
  /** Jobs that failed every attempt: `list(query)` a page of them. */
  failedJobs: resourceKeys('failed-jobs'),
  /** Every remote's release: channels, versions and their failure rates, history. */
  releases: () => ['admin', 'releases'] as const,
  /** Settings (shop details, zones, stations, VAT, payment ways) and, under it, their history. */
  settings: () => ['admin', 'settings'] as const,
  settingsHistory: (page: number) => ['admin', 'settings', 'history', page] as const,
};
