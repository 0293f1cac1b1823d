import { createRemoteConfig } from '../config/webpack/remote.mjs';

export default createRemoteConfig({
  dir: import.meta.dirname,
  name: 'account',
  portKey: 'account',
  title: 'Kasuwa account (standalone)',
  exposes: {
    './routes': './src/app/account-routes.tsx',
    './AuthDialogs': './src/app/auth-dialogs.tsx',
  },
  // The sign-in dialogs open on load on every public page (docs/storefront.md §2.3): one script, not five.
  pagesWhole: true,
});
