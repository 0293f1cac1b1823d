import { createRemoteConfig } from '../config/webpack/remote.mjs';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'catalog',
  portKey: 'catalog',
  title: 'Kasuwa catalog (standalone)',
  exposes: { './routes': './src/app/catalog-routes.tsx' },
  // The server's `./routes` also exports `prefetch` (what a page's first screen needs), which the browser never runs.
  server: { exposes: { './routes': './src/app/server-routes.ts' } },
  // A storefront page's JavaScript in all has a budget (docs/performance.md): each page is one script.
  pagesWhole: true,
});
