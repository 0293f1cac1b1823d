import { createWebpackConfig } from '../config/webpack.mjs';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'admin',
  portKey: 'admin',
  title: 'Kasuwa admin (standalone)',
  exposes: { './routes': './src/app/admin-routes.tsx' },
});
