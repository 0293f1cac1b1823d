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
  // The server draws the sign-in dialog into each page (its markup only); the account's pages render in the browser.
  server: { exposes: { './SignInMarkup': './src/app/sign-in-markup.tsx' }, pages: false },
  // The sign-in dialogs open on load on every public page (docs/storefront.md §2.3): one script, not five.
  pagesWhole: true,
});
