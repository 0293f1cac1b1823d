import type { Category, Paginated, Product, Variant } from 'shared-contracts';

let nextId = 100;

export const variant = (over: Partial<Variant> = {}): Variant => ({
  id: nextId++,
  sku: `SKU-${nextId}`,
  sale_price: 0,
  regular_price: 15000,
  stock: 10,
  attributes: [],
  ...over,
});

export const product = (over: Partial<Product> = {}): Product => {
  const id = over.id ?? nextId++;
  const variants = over.variants ?? [variant()];
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    category: { id: 1, name: 'Fashion', slug: 'fashion' },
    type: variants.length > 1 ? 'variable' : 'simple',
    published: true,
    subscribers: 0,
    created_by: 1,
    last_modified_by: 1,
    created_at: '2026-11-01T10:00:00.000Z',
    last_modified_at: '2026-11-01T10:00:00.000Z',
    image: { id: id * 10, url: `/media/${id}.webp`, alt: '' },
    description: 'A fine thing.',
    images: [{ id: id * 10, url: `/media/${id}.webp`, alt: '' }],
    variants,
    price: Math.min(...variants.map((v) => (v.sale_price > 0 ? v.sale_price : v.regular_price))),
    in_stock: variants.some((v) => v.stock > 0),
    ...over,
  };
};

export const page = (results: Product[], over: Partial<Paginated<Product>> = {}): Paginated<Product> => ({
  results,
  count: results.length,
  page: 1,
  page_size: 24,
  ...over,
});

export const categories: Category[] = [
  { id: 1, name: 'Fashion', slug: 'fashion', description: '', product_count: 12 },
  { id: 2, name: 'Electronics', slug: 'electronics', description: '', product_count: 8 },
];
