import type { Category, Paginated, Product, ProductFacets } from 'shared-contracts';

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

/** A search's facets when nothing narrows it (no counts, no suggestion). */
export const noFacets: ProductFacets = {
  categories: [],
  brands: [],
  price_bands: [],
  in_stock: 0,
  on_sale: 0,
  did_you_mean: null,
};
