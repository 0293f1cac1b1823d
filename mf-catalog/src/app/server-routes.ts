/**
 * The catalog's `./routes` as its server build exposes it: the route subtree, and `prefetch`, which fetches what a
 * page's first screen needs before the server renders it. The browser's `./routes` (catalog-routes.tsx) leaves
 * `prefetch` and the listing's URL parsing it needs out of every page's scripts.
 */
export { default } from './catalog-routes';
export { prefetch } from './prefetch';
