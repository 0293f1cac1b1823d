/**
 * The shoppers' accounts and signing in (after Medusa's customer and auth modules): accounts and their profile,
 * passwords, the address book, confirming an email, the contacts that make a customer one customer, and the admin's
 * customer list; in `auth/`, sessions (refresh tokens), password-reset links, phone sign-in codes and the sign-in
 * throttle, and the authentication plugin (`auth/auth-plugin.ts`: the access token checked on every request with the
 * account's current role, `authenticate`, `requireAdmin`, the password hasher, device cookies), whose decorations
 * every domain's routes use. The `users` table stays in db/schema.ts (orders, settings, returns and more refer to it).
 */
export { default as authPlugin } from './auth/auth-plugin.js';
export { default as loginThrottlePlugin } from './auth/login-throttle.js';
export { default as authRoutes } from './routes/auth/index.js';
export { default as usersRoutes } from './routes/users.js';
export { default as addressRoutes } from './routes/addresses.js';
export { default as adminCustomerRoutes } from './routes/admin-customers.js';
export type { CartLoader } from './profile.js';
export type { CustomerOrdersLoader } from './admin-customers.js';
export {
  contactOfUser,
  currentRole,
  emailOrPhone,
  findUserById,
  paymentEmailOf,
  rememberLocale,
} from './users.js';
export { verifiedContacts } from './customer-contacts.js';
export { emailConfirmationMail } from './email-verification.js';
export { passwordResetMail } from './auth/password-reset-mail.js';
export {
  accountOfVerifiedPhone,
  createPhoneAccount,
  issuePhoneCode,
  PHONE_CODE_TTL_MS,
} from './auth/phone-sign-in.js';
/** Its tables, for the tests that read them. */
export * from './tables.js';
export * as customerTables from './tables.js';
