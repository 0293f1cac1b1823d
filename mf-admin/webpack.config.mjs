import { createWebpackConfig } from '../config/webpack.mjs';
import { withStandalonePage } from '../config/standalone-page.mjs';

export default withStandalonePage(
  createWebpackConfig({
    dir: import.meta.dirname,
    name: 'admin',
    portKey: 'admin',
    title: 'Kasuwa admin (standalone)',
    exposes: { './routes': './src/app/admin-routes.tsx' },
  }),
);
