import { createWebpackConfig } from '../config/webpack.mjs';
import { withStandalonePage } from '../config/standalone-page.mjs';

export default withStandalonePage(
  createWebpackConfig({
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
