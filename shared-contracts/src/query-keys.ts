import type { ProductListQuery } from './schemas/catalog';

/** Query-key factories: invalidate a whole family with `.all`, one entry with its full key. */
export const queryKeys = {
  profile: { all: ['profile'] as const, me: () => ['profile', 'me'] as const },
  categories: { all: ['categories'] as const },
  products: {
    all: ['products'] as const,
    lists: () => ['products', 'list'] as const,
    list: (query: ProductListQuery) => ['products', 'list', query] as const,
    details: () => ['products', 'detail'] as const,
    detail: (id: number) => ['products', 'detail', id] as const,
  },
  wishlist: { all: ['wishlist'] as const },
  orders: {
    all: ['orders'] as const,
    list: () => ['orders', 'list'] as const,
    detail: (id: number) => ['orders', 'detail', id] as const,
  },
  admin: {
    all: ['admin'] as const,
    dashboard: () => ['admin', 'dashboard'] as const,
    customers: (query: object) => ['admin', 'customers', query] as const,
    customer: (id: number) => ['admin', 'customer', id] as const,
    products: (query: object) => ['admin', 'products', query] as const,
    product: (id: number) => ['admin', 'product', id] as const,
    categories: () => ['admin', 'categories'] as const,
    attributes: () => ['admin', 'attributes'] as const,
    orders: (query: object) => ['admin', 'orders', query] as const,
    order: (id: number) => ['admin', 'order', id] as const,
    payLater: (query: object) => ['admin', 'pay-later', query] as const,
    contactMessages: () => ['admin', 'contact-messages'] as const,
  },
} as const;
