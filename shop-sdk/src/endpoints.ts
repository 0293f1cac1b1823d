import { apiClient, unwrap } from './api-client';
import type { Envelope, Paginated } from 'shared-contracts/schemas/common';
import type {
  LoginInput,
  PhoneStartAnswer,
  PhoneStartInput,
  PhoneVerifyInput,
  RegisterInput,
  Tokens,
  UpdateProfileInput,
} from 'shared-contracts/schemas/auth';
import type {
  Category,
  MyProductPrices,
  Product,
  ProductFacets,
  ProductListQuery,
  Suggestions,
} from 'shared-contracts/schemas/catalog';
import type {
  AddToCartInput,
  Cart,
  UpdateCartQuantityInput,
  WishlistItem,
  WishlistMoveAnswer,
} from 'shared-contracts/schemas/cart';
import type { SignedInUser } from 'shared-contracts/schemas/users';
import type { AddressInput, SavedAddress } from 'shared-contracts/schemas/addresses';
import type { BankAccount, StoreCredit } from 'shared-contracts/schemas/transfers';
import type {
  CheckoutInput,
  CheckoutQuote,
  CheckoutQuoteQuery,
  Order,
  OrderListQuery,
} from 'shared-contracts/schemas/orders';
import type { StoreDelivery, StoreSettings } from 'shared-contracts/schemas/settings';
import type { ContactInput } from 'shared-contracts/schemas/contact';
import type { PromotionLanding, StoreBanner } from 'shared-contracts/schemas/banners';
import type {
  OrderPayments,
  PaymentOptions,
  StartPaymentAnswer,
  VerifyPaymentAnswer,
} from 'shared-contracts/schemas/payments';

const get = async <T>(url: string, params?: object) =>
  unwrap(await apiClient.get<Envelope<T>>(url, { params }));
const post = async <T>(
  url: string,
  body?: unknown,
  options: { retry?: false; idempotencyKey?: string } = {},
) =>
  unwrap(
    await apiClient.post<Envelope<T>>(url, body, {
      ...(options.retry === false ? { retry: false } : {}),
      ...(options.idempotencyKey ? { headers: { 'Idempotency-Key': options.idempotencyKey } } : {}),
    }),
  );
const patch = async <T>(url: string, body?: unknown) => unwrap(await apiClient.patch<Envelope<T>>(url, body));
const put = async <T>(url: string, body?: unknown) => unwrap(await apiClient.put<Envelope<T>>(url, body));
const del = async <T>(url: string) => unwrap(await apiClient.delete<Envelope<T>>(url));

/** The shop's client, answering a response's `data`: what every endpoint function here and in ./admin is made of. */
export const request = { get, post, patch, put, del };

/** One typed function per endpoint of the API (docs/architecture.md); each answers the `data` of the response. */
export const authApi = {
  login: (body: LoginInput) => post<Tokens>('auth/login', body),
  register: (body: RegisterInput) =>
    post<{ id: number; email: string; username: string }>('auth/register', body),
  refresh: (refreshToken: string) => post<Tokens>('auth/refresh-token', { refreshToken }),
  logout: (refreshToken: string) => post<null>('auth/logout', { refreshToken }),
  forgotPassword: (email: string) => post<{ message: string }>('auth/forgot-password', { email }),
  resetPassword: (token: string, password: string) =>
    post<{ message: string }>('auth/reset-password', { token, password }),
  /** The button of the page the mailed link opens: confirms the account's email. */
  verifyEmail: (token: string) => post<{ message: string }>('auth/verify-email', { token }),
  /** Sends a sign-in code by SMS. Not retried: a repeat would send another message. */
  startPhoneSignIn: (body: PhoneStartInput) =>
    post<PhoneStartAnswer>('auth/phone/start', body, { retry: false }),
  /** Signs in with the code (creating the account, with names, for a new number). */
  verifyPhoneSignIn: (body: PhoneVerifyInput) => post<Tokens>('auth/phone/verify', body, { retry: false }),
};

export const usersApi = {
  me: () => get<SignedInUser>('users/me'),
  updateMe: (body: UpdateProfileInput) => patch<SignedInUser>('users/me', body),
  changePassword: (current_password: string, new_password: string) =>
    post<{ message: string }>('users/me/change-password', { current_password, new_password }),
  /** The first password of an account that has none (made with a phone number alone). */
  setPassword: (new_password: string) => post<{ message: string }>('users/me/set-password', { new_password }),
  /** Mails a new link to confirm the email (limited per hour). Not retried: a repeat would send another mail. */
  sendVerificationEmail: () =>
    post<{ message: string }>('users/me/verify-email', undefined, { retry: false }),
};

/** The address book (users/me/addresses): the default first. */
export const addressesApi = {
  list: () => get<SavedAddress[]>('users/me/addresses'),
  create: (body: AddressInput) => post<SavedAddress>('users/me/addresses', body, { retry: false }),
  update: (id: number, body: AddressInput) => put<SavedAddress>(`users/me/addresses/${id}`, body),
  makeDefault: (id: number) => post<SavedAddress[]>(`users/me/addresses/${id}/default`),
  remove: (id: number) => del<SavedAddress[]>(`users/me/addresses/${id}`),
};

/** The shopper's own account number for bank transfers, and their store credit (users/me/…). */
export const transfersApi = {
  /** Their account number, or null until they ask for one. */
  bankAccount: () => get<BankAccount | null>('users/me/bank-account'),
  /** Gives them their account number (the same one when asked again). */
  openBankAccount: () => post<BankAccount>('users/me/bank-account', undefined, { retry: false }),
  credit: () => get<StoreCredit>('users/me/credit'),
};

export const catalogApi = {
  categories: () => get<Category[]>('products/categories'),
  products: (query: ProductListQuery) => get<Paginated<Product>>('products', query),
  /** Facets with counts (and "Did you mean") of the listing the same query shows. */
  facets: (query: ProductListQuery) => get<ProductFacets>('products/facets', query),
  suggestions: (q: string) => get<Suggestions>('products/suggestions', { q }),
  /** A search's result (or suggestion) was opened: counted for the admin's Searches report, without who. */
  searchClick: (q: string) => post<null>('products/search-clicks', { q }, { retry: false }),
  product: (id: number) => get<Product>(`products/${id}`),
  /** The signed-in shopper's own promotion prices for these products (their per-customer limits counted). */
  myPrices: (ids: readonly number[]) => get<MyProductPrices>('products/my-prices', { ids: ids.join(',') }),
};

export const cartApi = {
  add: (body: AddToCartInput) => post<Cart>('products/add-to-cart', body),
  updateQuantity: (body: UpdateCartQuantityInput) => patch<Cart>('products/update-cart-quantity', body),
  remove: (productId: number, variantId: number) =>
    del<Cart>(`products/remove-from-cart/${productId}/${variantId}`),
  clear: () => del<Cart>('products/clear-cart'),
};

export const wishlistApi = {
  list: () => get<WishlistItem[]>('products/wishlist'),
  /** `variantId`: the variant the shopper chose, kept with the item (with its price). */
  add: (productId: number, variantId?: number) =>
    post<WishlistItem[]>(
      'products/add-to-wishlist',
      variantId === undefined ? { product_id: productId } : { product_id: productId, variant_id: variantId },
    ),
  remove: (productId: number) => del<WishlistItem[]>(`products/remove-from-wishlist/${productId}`),
  /** Moves the item into the cart; it leaves the wishlist. Not retried: a repeat would find it gone. */
  moveToCart: (productId: number) =>
    post<WishlistMoveAnswer>(`products/move-wishlist-item-to-cart/${productId}`, undefined, { retry: false }),
};

export const ordersApi = {
  /**
   * `idempotencyKey`: one UUID per checkout attempt (`crypto.randomUUID()`), sent as `Idempotency-Key`.
   * Retried like every call (network errors, 5xx) with the same key: the server answers a repeat with the
   * first answer, so a retry never places a second order.
   */
  checkout: (body: CheckoutInput, idempotencyKey: string) =>
    post<Order>('orders/checkout', body, { idempotencyKey }),
  list: (query: OrderListQuery = {}) => get<Paginated<Order>>('orders', query),
  /**
   * What placing the order now would charge, from the server's prices and Settings, for this state, delivery
   * (home or a pickup station) and code; and the last address used.
   */
  quote: (query: CheckoutQuoteQuery = {}) => get<CheckoutQuote>('orders/quote', query),
  detail: (id: number) => get<Order>(`orders/${id}`),
  /** Retried like checkout, with one key per attempt; cancelling a cancelled order answers it unchanged. */
  cancel: (id: number, idempotencyKey: string) =>
    post<Order>(`orders/${id}/cancel`, undefined, { idempotencyKey }),
};

export const storeApi = {
  subscribe: (email: string) =>
    post<{ email: string; subscribed: boolean }>('newsletter/subscribe', { email }),
  contact: (body: ContactInput) => post<{ id: number }>('contact', body),
  /** The shop's public Settings: its details and VAT rate. */
  settings: () => get<StoreSettings>('store/settings'),
  /** The delivery zones and the open pickup stations. */
  delivery: () => get<StoreDelivery>('store/delivery'),
  /** The promotion banners the home page shows now. */
  banners: () => get<StoreBanner[]>('store/banners'),
  /** A running promotion's landing page: the promotion and a page of its products with their promotion prices. */
  promotion: (slug: string, page = 1) =>
    get<PromotionLanding>(`store/promotions/${encodeURIComponent(slug)}`, page > 1 ? { page } : undefined),
};

/** The payment routes' paths under the API base (the admin's calls, in mf-admin, use them too). */
export const paymentEndpoints = {
  options: () => 'payments/options',
  start: (orderId: number) => `orders/${orderId}/pay`,
  verify: (orderId: number) => `orders/${orderId}/payments/verify`,
  ofOrder: (orderId: number) => `orders/${orderId}/payments`,
  admin: {
    ofOrder: (orderId: number) => `admin/orders/${orderId}/payments`,
    refund: (orderId: number) => `admin/orders/${orderId}/refund`,
    review: () => 'admin/payments/review',
    attention: () => 'admin/payments/attention',
    retryRefund: (refundId: number) => `admin/refunds/${refundId}/retry`,
    reviewPayment: (paymentId: number) => `admin/payments/${paymentId}/review`,
  },
} as const;

/** Paying online (schemas/payments.ts). Starting or verifying a payment is never repeated by the client on its own. */
export const paymentsApi = {
  options: () => get<PaymentOptions>(paymentEndpoints.options()),
  start: (orderId: number) =>
    post<StartPaymentAnswer>(paymentEndpoints.start(orderId), undefined, { retry: false }),
  verify: (orderId: number, reference: string) =>
    post<VerifyPaymentAnswer>(paymentEndpoints.verify(orderId), { reference }, { retry: false }),
  ofOrder: (orderId: number) => get<OrderPayments>(paymentEndpoints.ofOrder(orderId)),
};
