export declare const REMOTES: Readonly<{
  catalog: { readonly dir: 'mf-catalog'; readonly env: 'REMOTE_CATALOG_URL' };
  cart: { readonly dir: 'mf-cart'; readonly env: 'REMOTE_CART_URL' };
  account: { readonly dir: 'mf-account'; readonly env: 'REMOTE_ACCOUNT_URL' };
  admin: { readonly dir: 'mf-admin'; readonly env: 'REMOTE_ADMIN_URL' };
}>;
