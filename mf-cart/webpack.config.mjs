import { createRemoteConfig } from '../config/webpack/remote.mjs';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'cart',
  portKey: 'cart',
  title: 'Kasuwa cart (standalone)',
  exposes: { './routes': './src/app/cart-routes.tsx' },
});
