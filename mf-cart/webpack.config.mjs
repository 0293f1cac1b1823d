import { createRemoteConfig } from '../config/webpack/remote.mjs';
import { withStandalonePage } from '../config/standalone-page.mjs';

export default withStandalonePage(
  createRemoteConfig({
    dir: import.meta.dirname,
    name: 'cart',
    portKey: 'cart',
    title: 'Kasuwa cart (standalone)',
    exposes: { './routes': './src/app/cart-routes.tsx' },
  }),
);
