import { createWebpackConfig } from '../config/webpack.mjs';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'catalog',
  portKey: 'catalog',
  title: 'Kasuwa catalog (standalone)',
  exposes: { './routes': './src/app/catalog-routes.tsx' },
  server: {},
});
