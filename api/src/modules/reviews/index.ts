/**
 * Reviews: verified buyers' reviews of products, their moderation (held for a link or a word the shop does not
 * allow, hidden by the admin) and "helpful" votes, with the routes that read and write them.
 */
export { default as reviewRoutes } from './routes/shop.js';
export { default as adminReviewRoutes } from './routes/admin.js';
/** Its tables, for the seed and the tests that read them. */
export * as reviewTables from './tables.js';
