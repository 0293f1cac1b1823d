import { createRemoteConfig } from '../config/webpack/remote.mjs';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'admin',
  portKey: 'admin',
  title: 'Kasuwa admin (standalone)',
  exposes: { './routes': './src/app/admin-routes.tsx' },
});
