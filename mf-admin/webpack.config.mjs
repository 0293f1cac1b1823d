import { createRemoteConfig } from '../config/webpack/remote.mjs';
import { withStandalonePage } from '../config/standalone-page.mjs';

export default withStandalonePage(
  createRemoteConfig({
    dir: import.meta.dirname,
    name: 'admin',
    portKey: 'admin',
    title: 'Kasuwa admin (standalone)',
    exposes: { './routes': './src/app/admin-routes.tsx' },
  }),
);
