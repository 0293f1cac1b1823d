import * as v from 'valibot';
import type { Product } from 'shared-contracts/schemas/catalog';
import { checkoutSchema, type CheckoutQuote, type Order } from 'shared-contracts/schemas/orders';
import type { PickupStation } from 'shared-contracts/schemas/settings';
import type { Db, Executor } from '../../db/client.js';
import { HttpError, isUniqueViolation } from '../../lib/http-error.js';
import type { OfflineCharge, OfflineChoice } from '../../lib/payments/provider.js';
import { queueSms } from '../../services/sms-queue.js';
import type { JobSender } from '../../services/mail-queue.js';
import { addToCart, cartLineCount, removeFromCart } from '../cart/index.js';
import { listCategories, listProducts, loadProducts, normaliseListFilter } from '../catalog/index.js';
import { placeOrder, quoteCheckout } from '../checkout/index.js';
import { accountOfVerifiedPhone, createPhoneAccount, findUserById } from '../customers/index.js';
import { cancelOrder, listOwnOrders } from '../orders/index.js';
import { payNowOf, payOffline, type PaymentDeps } from '../payments/index.js';
import type { CodeAttempts } from '../promotions/index.js';
import { withPromotionPrices } from '../promotions/index.js';
import { listStations, loadSettingsRow } from '../settings/index.js';
import type { Delivery, ProductSource } from './menu-state.js';

/**
 * What the menu needs beyond the database: the job queue (the order's SMS and mail), the promo code limits, the
 * online payments (null when the shop takes none: then only pay on delivery is offered), and the catalogue's cache.
 */
export interface ShopDeps {
  jobs: JobSender;
  codesOf: (userId: number) => CodeAttempts;
  payments: PaymentDeps | null;
  /** How long an order paid now holds its stock for the payment (`PAYMENT_TIMEOUT_MINUTES`, as on the website). */
  reserveForMs: number;
  /**
   * Called once a hop that moved stock is in (an order placed, or cancelled when the bank could not be reached): the
   * public catalogue's cached answers move on, as after an order placed on the website, so the website shows the
   * stock the caller left.
   */
  stockMoved: () => Promise<void>;
}

/** Products, categories and pickup stations to a screen. */
export const PAGE_SIZE = 5;

/**
 * An account for a new caller: the network vouches for the number, as a code sent by SMS does on the website. Two
 * sessions of the same number at once make one account: the second finds the first's.
 */
export async function accountForCaller(db: Executor, phone: string, name: string): Promise<number> {
  const [firstName = name, ...rest] = name.split(/\s+/);
  try {
    const made = await db.transaction((tx) =>
      createPhoneAccount(tx, phone, {
        firstName: firstName.slice(0, 64),
        lastName: rest.join(' ').slice(0, 64),
      }),
    );
    return made.id;
  } catch (error) {
    const found = isUniqueViolation(error) ? await accountOfVerifiedPhone(db, phone) : null;
    if (!found) throw error;
    return found.id;
  }
}

/** An account's first name (the first screen's greeting). */
export async function firstNameOf(db: Executor, userId: number): Promise<string | null> {
  return (await findUserById(db, userId))?.firstName ?? null;
}

/** Whether the caller's cart has anything in it (what checking out needs before asking where to deliver). */
export const hasCartLines = async (db: Executor, userId: number) => (await cartLineCount(db, userId)) > 0;

/** The categories that have products on sale, by name. */
export async function shopCategories(db: Executor) {
  return (await listCategories(db, true)).filter((c) => c.product_count > 0);
}

/** A page of a category's products or of a search's answers (5, the search's best), as the website lists them. */
export async function productPage(
  db: Executor,
  from: ProductSource,
  page: number,
): Promise<{ products: Product[]; more: boolean }> {
  const found = await listProducts(
    db,
    normaliseListFilter({
      ...(from.kind === 'category' ? { category: from.slug } : { search: from.q }),
      page,
      page_size: PAGE_SIZE,
      publishedOnly: true,
    }),
  );
  const products = await withPromotionPrices(db, found.results);
  return { products, more: from.kind === 'category' && page * PAGE_SIZE < found.count };
}

/** A published product with its variants and any automatic promotion's prices; null when it is gone. */
export async function productForSale(db: Executor, productId: number): Promise<Product | null> {
  const [product] = await withPromotionPrices(db, await loadProducts(db, [productId]));
  return product ?? null;
}

/** Runs a change in a savepoint: a refusal (out of stock, gone) undoes all of it and leaves the hop's transaction whole. */
const inSavepoint = <T>(db: Executor, change: (tx: Executor) => Promise<T>): Promise<T> =>
  db.transaction(change);

export const addLine = (
  db: Executor,
  userId: number,
  line: { productId: number; variantId: number; quantity: number },
) => inSavepoint(db, (tx) => addToCart(tx, userId, line.productId, line.variantId, line.quantity));

export const removeLine = (db: Executor, userId: number, line: { productId: number; variantId: number }) =>
  inSavepoint(db, (tx) => removeFromCart(tx, userId, line.productId, line.variantId));

/** Every line of an order put in the cart again, in one step (all or none). */
export const addOrderLines = (db: Executor, userId: number, order: Order) =>
  inSavepoint(db, async (tx) => {
    for (const item of order.items) {
      if (item.product_id === null || item.variant_id === null) continue;
      await addToCart(tx, userId, item.product_id, item.variant_id, item.quantity);
    }
  });

/** The caller's last orders, newest first. */
export async function lastOrders(db: Executor, userId: number, count: number): Promise<Order[]> {
  return (await listOwnOrders(db, userId, { page: 1, page_size: count })).results;
}

/** Where the last order went, to offer it again; null for a first order. */
export function deliveryOf(order: Order | undefined): Delivery | null {
  const delivery = order?.delivery;
  if (!order || !delivery) return null;
  if (delivery.method === 'pickup')
    return delivery.station
      ? { method: 'pickup', state: delivery.state, stationId: delivery.station.id }
      : null;
  return {
    method: 'home',
    state: delivery.state,
    street: order.shipping_address.street,
    city: order.shipping_address.city,
  };
}

/** The shop's support contacts (Settings). */
export async function supportContacts(
  db: Executor,
): Promise<{ phone: string; email: string; hours: string }> {
  const row = await loadSettingsRow(db);
  return { phone: row.supportPhone, email: row.supportEmail, hours: row.supportHours };
}

export const openStations = (db: Executor): Promise<PickupStation[]> => listStations(db, true);

/** What checkout would charge for the cart now, delivered as `delivery` (the cart's screen: Lagos by default). */
export function quoteFor(
  db: Executor,
  deps: ShopDeps,
  userId: number,
  delivery: Delivery | null,
): Promise<CheckoutQuote> {
  return quoteCheckout(
    db,
    userId,
    delivery === null
      ? {}
      : {
          state: delivery.state,
          delivery_method: delivery.method,
          ...(delivery.method === 'pickup' ? { pickup_station_id: delivery.stationId } : {}),
        },
    { codes: deps.codesOf(userId), payNowAvailable: deps.payments !== null },
  );
}

/**
 * Places the cart as an order through the shop's checkout (one transaction: stock, promotions, the total the caller
 * was shown), with the USSD channel: paid on delivery, with the SMS that repeats the last screen queued with it; or
 * paid now (by a bank's USSD code or a transfer: `payUssdOrder`), its stock held for the time to pay.
 */
export async function placeUssdOrder(
  db: Executor,
  deps: ShopDeps,
  caller: { userId: number; phone: string },
  order: { delivery: Delivery; expectedTotal: number } & (
    { paid: 'on-delivery'; sms: (placed: Order) => string } | { paid: 'now' }
  ),
): Promise<Order> {
  const account = await findUserById(db, caller.userId);
  const fullName = `${account?.firstName ?? ''} ${account?.lastName ?? ''}`.trim() || 'USSD shopper';
  const { delivery } = order;
  const station =
    delivery.method === 'pickup'
      ? (await openStations(db)).find((s) => s.id === delivery.stationId)
      : undefined;
  const body = v.parse(checkoutSchema, {
    shipping_address: {
      full_name: fullName,
      phone: caller.phone,
      street: delivery.method === 'home' ? delivery.street : (station?.address ?? 'Pickup station'),
      city: delivery.method === 'home' ? delivery.city : (station?.name.slice(0, 80) ?? delivery.state),
      state: delivery.state,
    },
    payment_method: order.paid === 'now' ? 'pay_now' : 'pay_on_delivery',
    delivery_method: delivery.method,
    ...(delivery.method === 'pickup' ? { pickup_station_id: delivery.stationId } : {}),
    expected_total: order.expectedTotal,
  });
  // Checkout runs in a savepoint of the hop's transaction: a refusal (out of stock, a changed total) undoes the order
  // alone. The SMS is queued in the hop's transaction after it, so the order and its SMS commit together or not at all.
  const placed = await placeOrder(db, caller.userId, body, {
    codes: deps.codesOf(caller.userId),
    payNowAvailable: deps.payments !== null,
    reserveForMs: deps.reserveForMs,
    jobs: deps.jobs,
    channel: 'ussd',
  });
  if (order.paid === 'on-delivery')
    await queueSms(deps.jobs, db, {
      to: caller.phone,
      text: order.sms(placed),
      key: `ussd-order-${placed.id}`,
    });
  return placed;
}

/** An order placed by USSD to be paid now, and how: a bank's USSD code, or a transfer. */
export interface UssdPayment {
  userId: number;
  /** `payBy`: when its stock is released unless paid, in Lagos time (`14:30`). */
  order: { id: number; number: string; total: number; payBy: string };
  method: OfflineChoice;
}

/**
 * Asks the provider what the caller must do to pay (outside any transaction: the provider is never called inside
 * one) and texts it to them; null when the provider could not be reached, and then the order is cancelled, its stock
 * and promotion uses given back, so nothing waits for a payment the caller was never told how to make.
 */
export async function payUssdOrder(
  db: Db,
  deps: ShopDeps,
  phone: string,
  payment: UssdPayment,
  sms: (charge: OfflineCharge) => string,
): Promise<OfflineCharge | null> {
  const { order } = payment;
  try {
    const charge = await payOffline(payNowOf(deps.payments), payment.userId, order.id, payment.method);
    await queueSms(deps.jobs, db, { to: phone, text: sms(charge), key: `ussd-pay-${order.id}` });
    return charge;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await cancelOrder(db, order.id, 'shop', {
      reason: 'The payment provider could not be reached',
      jobs: deps.jobs,
    });
    return null;
  }
}
