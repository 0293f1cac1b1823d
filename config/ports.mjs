// Default ports (docs/architecture.md); each can be overridden by env (SHELL_PORT, CATALOG_PORT, ...).
const env = (key, fallback) => Number(process.env[key] ?? fallback);

export const ports = {
  shell: env('SHELL_PORT', 3000),
  catalog: env('CATALOG_PORT', 3001),
  cart: env('CART_PORT', 3002),
  account: env('ACCOUNT_PORT', 3003),
  admin: env('ADMIN_PORT', 3004),
  api: env('API_PORT', 4000),
};
