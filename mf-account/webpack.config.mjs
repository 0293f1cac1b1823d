import { createRemoteConfig } from '../config/webpack/remote.mjs';
import { withStandalonePage } from '../config/standalone-page.mjs';

export default withStandalonePage(
  createRemoteConfig({
    dir: import.meta.dirname,
    name: 'account',
    portKey: 'account',
    title: 'Kasuwa account (standalone)',
    exposes: {
      './routes': './src/app/account-routes.tsx',
      './AuthDialogs': './src/app/auth-dialogs.tsx',
    },
  }),
);
