import { createWebpackConfig } from '../config/webpack.mjs';
import { withStandalonePage } from '../config/standalone-page.mjs';

export default withStandalonePage(
  createWebpackConfig({
    dir: import.meta.dirname,
    name: 'cart',
    portKey: 'cart',
    title: 'Kasuwa cart (standalone)',
    exposes: { './routes': './src/app/cart-routes.tsx' },
  }),
);
