import { createRemoteConfig } from '../config/webpack/remote.mjs';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'admin',
  portKey: 'admin',
  title: 'Kasuwa admin (standalone)',
  exposes: { './routes': './src/app/admin-routes.tsx' },
  // Each admin page one script: the dashboard's first load is what `/admin`'s budget counts.
  pagesWhole: true,
});
