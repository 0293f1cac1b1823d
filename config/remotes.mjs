// The remotes of the shop: each one's package folder and the variable that names its manifest's address
// (REMOTE_<NAME>_URL; SSR_REMOTE_<NAME>_URL where the shop's server reaches it elsewhere). Read by the shop's server
// (shell/src/server/http/config.ts) and by the release tool (scripts/release.mjs).
export const REMOTES = Object.freeze({
  catalog: { dir: 'mf-catalog', env: 'REMOTE_CATALOG_URL' },
  cart: { dir: 'mf-cart', env: 'REMOTE_CART_URL' },
  account: { dir: 'mf-account', env: 'REMOTE_ACCOUNT_URL' },
  admin: { dir: 'mf-admin', env: 'REMOTE_ADMIN_URL' },
});
