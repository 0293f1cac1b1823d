/**
 * The catalogue: products, their variants, pictures and attributes, the categories, the shop's listing (filters,
 * sorting, facets), its search (query plans, synonyms, "did you mean", suggestions, the search log and its report),
 * the storefront's sitemap and share cards, "Notify me" when a product is back in stock, and the admin's pages for all
 * of them, with the routes that serve them and the background plugins: the catalogue's cache generation
 * (`catalog-cache.ts`), the search log's writer (`search/log-plugin.ts`) and the back-in-stock job.
 */
export { default as catalogRoutes } from './routes/products.js';
export { default as storefrontSeoRoutes } from './routes/storefront-seo.js';
export { default as adminProductRoutes } from './routes/admin-products.js';
export { default as adminCategoryRoutes } from './routes/admin-categories.js';
export { default as adminAttributeRoutes } from './routes/admin-attributes.js';
export { default as adminSearchSynonymRoutes } from './routes/admin-search-synonyms.js';
export { default as adminSearchReportRoutes } from './routes/admin-searches.js';
export { default as backInStockRoutes } from './routes/back-in-stock.js';
export { default as backInStockPlugin } from './back-in-stock-plugin.js';
export { backInStockMail } from './back-in-stock.js';
/** The waits' table, for the tests that read it. */
export { backInStockRequests } from './tables.js';
export { default as searchLogPlugin } from './search/log-plugin.js';
export { default as catalogCachePlugin, changesCatalog } from './catalog-cache.js';
export {
  imageUrl,
  listCategories,
  loadProducts,
  loadSummaries,
  loadVariantLabels,
  loadVariants,
  summaryOfProduct,
} from './catalog.js';
export { inStock, listProducts, normaliseListFilter } from './product-listing.js';
export { SearchLog } from './search/log.js';
/** Its tables, for the seed and the tests that read them. */
export * as catalogTables from './tables.js';
