/**
 * Releases: the registry of each remote's published versions and channels (stable, canary), the automatic canary
 * check over the shell's load telemetry, and the routes that read and change them.
 */
export { default as releaseRoutes } from './routes/shop.js';
export { default as adminReleaseRoutes } from './routes/admin.js';
/** Its tables, for the tests that read them. */
export * as releaseTables from './tables.js';
