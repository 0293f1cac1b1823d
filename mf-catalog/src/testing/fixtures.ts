import type { Category, Paginated, Product } from 'shared-contracts';

/** The contracts' product and variant builders, under the names the catalog's tests use. */
export { productFixture as product, variantFixture as variant } from 'shared-contracts/testing/fixtures';

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
