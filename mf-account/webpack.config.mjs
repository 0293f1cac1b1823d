import { createWebpackConfig } from '../config/webpack.mjs';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'account',
  portKey: 'account',
  title: 'Kasuwa account (standalone)',
  exposes: {
    './AuthDialogs': './src/app/auth-dialogs.tsx',
    './AuthRoutes': './src/app/routes/auth-routes.tsx',
    './AccountPage': './src/app/routes/account-page.tsx',
    './OrdersPage': './src/app/routes/orders-page.tsx',
  },
});
