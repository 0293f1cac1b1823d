import { createWebpackConfig } from '../config/webpack.mjs';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'cart',
  portKey: 'cart',
  title: 'Kasuwa cart (standalone)',
  exposes: { './routes': './src/app/cart-routes.tsx' },
});
