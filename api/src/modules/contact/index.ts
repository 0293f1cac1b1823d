/**
 * Contact messages: what shoppers send from the contact dialog, and the admin's list of them (handled or waiting
 * for an answer).
 */
export { default as contactRoutes } from './routes/store.js';
export { default as adminContactMessageRoutes } from './routes/admin.js';
/** Its table, for the seed and the tests that read it. */
export * from './tables.js';
export * as contactTables from './tables.js';
