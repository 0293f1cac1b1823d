import { formatPlainNaira, fromKobo, toKobo } from 'shared-contracts/money';
import type { Product } from 'shared-contracts/schemas/catalog';
import { isoToLagosLocal } from 'shared-contracts/dates';
import { formatNigerianPhone } from 'shared-contracts/phone';
import { NIGERIAN_STATES, type NigerianState, type Order } from 'shared-contracts/schemas/orders';
import type { Db, Executor } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { effectivePriceKobo } from '../../lib/money.js';
import { menuScreen, textScreen, toGsm7, type Choice } from './gsm7.js';
import { USSD_BANKS, type OfflineCharge } from '../../lib/payments/provider.js';
import type {
  Checkout,
  Delivery,
  PayWay,
  Pending,
  ProductSource,
  ProductsAt,
  UssdState,
} from './menu-state.js';
import {
  PAGE_SIZE,
  accountForCaller,
  addLine,
  addOrderLines,
  deliveryOf,
  firstNameOf,
  hasCartLines,
  lastOrders,
  openStations,
  payUssdOrder,
  placeUssdOrder,
  productForSale,
  productPage,
  quoteFor,
  removeLine,
  shopCategories,
  supportContacts,
  type ShopDeps,
  type UssdPayment,
} from './shop.js';

/**
 * Who is calling: their number, the account they shop as (null until a new caller gives their name), and its first
 * name when it was read with it (the first screen reads it otherwise).
 */
export interface Caller {
  phone: string;
  userId: number | null;
  firstName?: string | null;
}

export interface MenuContext {
  db: Executor;
  deps: ShopDeps;
  caller: Caller;
}

/** What a hop answers: the screen, whether the session ends, and the state that reads the next reply. */
export interface Hop {
  screen: string;
  end: boolean;
  state: UssdState;
  /** The screen's name where it is not the state's (a last screen): `placed`, `track`, `help`. */
  name?: string;
  orderId?: number;
  /** The account this hop made for a new caller (on the hop that reads their name). */
  userId?: number;
  /**
   * An order placed to be paid now: once the hop's transaction is in, the provider is asked what the caller must do
   * (`payScreen`), which is the last screen.
   */
  pay?: UssdPayment;
}

const BACK = '00 Back';
const MORE = '0 More';
/** States to a screen: 37 names fit in five screens, Borno on the first. */
const STATES_PER_PAGE = 8;

const naira = (amount: number) => toGsm7(formatPlainNaira(amount));
const show = (state: UssdState, screen: string): Hop => ({ screen, end: false, state });
const end = (name: string, screen: string): Hop => ({ screen, end: true, state: { at: 'home' }, name });
/** `input` as the number of a choice (1, 2 …), or null. */
const choiceOf = (input: string): number | null => (/^[1-9]\d?$/.test(input) ? Number(input) : null);
const footer = (more: boolean) => (more ? [MORE, BACK] : [BACK]);

/** The first screen of a session. */
export function startMenu(ctx: MenuContext): Promise<Hop> {
  return home(ctx);
}

async function home(ctx: MenuContext, note?: string): Promise<Hop> {
  const { userId } = ctx.caller;
  const firstName =
    ctx.caller.firstName !== undefined || userId === null
      ? ctx.caller.firstName
      : await firstNameOf(ctx.db, userId);
  const greeting = firstName ? `Kasuwa: hi ${firstName}` : 'Welcome to Kasuwa';
  return show(
    { at: 'home' },
    menuScreen(note ?? greeting, [
      { key: '1', name: 'Shop by category' },
      { key: '2', name: 'Search' },
      { key: '3', name: 'My cart' },
      { key: '4', name: 'Buy again' },
      { key: '5', name: 'Track my order' },
      { key: '6', name: 'Help' },
    ]),
  );
}

async function categories(ctx: MenuContext, page: number): Promise<Hop> {
  const all = await shopCategories(ctx.db);
  const last = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const at = Math.min(Math.max(1, page), last);
  const shown = all.slice((at - 1) * PAGE_SIZE, at * PAGE_SIZE);
  const more = at < last;
  return show(
    { at: 'categories', page: at, slugs: shown.map((c) => ({ slug: c.slug, name: c.name })), more },
    menuScreen(
      'Shop by category',
      shown.map((c, i) => ({ key: String(i + 1), name: c.name })),
      footer(more),
    ),
  );
}

/** A product's price as the shop charges it now: the promotion's, with the price before it. */
function priceOf(product: Pick<Product, 'price' | 'promotion'>): string {
  return product.promotion && product.promotion.price < product.price
    ? `${naira(product.promotion.price)} (was ${naira(product.price)})`
    : naira(product.price);
}

async function products(ctx: MenuContext, from: ProductSource, page: number): Promise<Hop> {
  const found = await productPage(ctx.db, from, page);
  const title = from.kind === 'category' ? from.name : `Results: ${from.q}`;
  if (found.products.length === 0) {
    if (from.kind === 'search')
      return show({ at: 'search' }, textScreen(`Nothing found for "${from.q}".`, 'Type another word', BACK));
    return show(
      { at: 'products', from, page, ids: [], more: false },
      textScreen(title, 'No products here yet.', BACK),
    );
  }
  const choices: Choice[] = found.products.map((p, i) => ({
    key: String(i + 1),
    name: p.name,
    note: p.in_stock ? naira(p.promotion?.price ?? p.price) : 'sold out',
  }));
  return show(
    { at: 'products', from, page, ids: found.products.map((p) => p.id), more: found.more },
    menuScreen(page > 1 ? `${title} (${page})` : title, choices, footer(found.more)),
  );
}

/** What one unit of a variant costs now: its promotion's price, else its sale price, else its price. */
const unitPrice = (product: Product, variant: Product['variants'][number]): number =>
  product.promotion?.variant_prices.find((p) => p.variant_id === variant.id)?.price ??
  fromKobo(
    effectivePriceKobo({
      salePriceKobo: toKobo(variant.sale_price),
      regularPriceKobo: toKobo(variant.regular_price),
    }),
  );

/** A variant's name for the screen: its attributes' values ('Red / XL'). */
const variantName = (variant: { sku: string; attributes: { value: string }[] }) =>
  variant.attributes.map((a) => a.value).join(' / ') || variant.sku;

async function product(ctx: MenuContext, productId: number, page: number, back: ProductsAt): Promise<Hop> {
  const found = await productForSale(ctx.db, productId);
  if (!found) return notice(ctx, 'This product is no longer on sale.', back);
  const [only] = found.variants;
  if (found.variants.length === 1 && only) {
    if (only.stock <= 0)
      return show(
        { at: 'product', productId, variantIds: [], page: 1, more: false, back },
        textScreen(found.name, priceOf(found), 'Out of stock', BACK),
      );
    return show(
      { at: 'quantity', productId, variantId: only.id, max: only.stock, back },
      textScreen(found.name, priceOf(found), `${only.stock} in stock`, 'Enter quantity', BACK),
    );
  }
  const perPage = 4;
  const shown = found.variants.slice((page - 1) * perPage, page * perPage);
  const more = page * perPage < found.variants.length;
  return show(
    { at: 'product', productId, variantIds: shown.map((v) => v.id), page, more, back },
    menuScreen(
      `${found.name}\n${priceOf(found)}`,
      shown.map((variant, i) => ({
        key: String(i + 1),
        name: variantName(variant),
        note: variant.stock > 0 ? naira(unitPrice(found, variant)) : 'sold out',
      })),
      footer(more),
    ),
  );
}

async function quantity(
  ctx: MenuContext,
  productId: number,
  variantId: number,
  back: ProductsAt,
  note?: string,
): Promise<Hop> {
  const found = await productForSale(ctx.db, productId);
  const variant = found?.variants.find((v) => v.id === variantId);
  if (!found || !variant) return notice(ctx, 'This product is no longer on sale.', back);
  if (variant.stock <= 0) return notice(ctx, `${found.name} is out of stock.`, back);
  const single = found.variants.length === 1;
  return show(
    { at: 'quantity', productId, variantId, max: variant.stock, back },
    textScreen(
      single ? found.name : `${found.name} ${variantName(variant)}`,
      single ? priceOf(found) : naira(unitPrice(found, variant)),
      note ?? `${variant.stock} in stock`,
      'Enter quantity',
      BACK,
    ),
  );
}

async function buy(
  ctx: MenuContext,
  line: { productId: number; variantId: number; quantity: number },
  back: ProductsAt,
): Promise<Hop> {
  const found = await productForSale(ctx.db, line.productId);
  const variant = found?.variants.find((v) => v.id === line.variantId);
  if (!found || !variant) return notice(ctx, 'This product is no longer on sale.', back);
  const unit = unitPrice(found, variant);
  return show(
    { at: 'buy', ...line, back },
    menuScreen(
      `${line.quantity} x ${found.name} = ${naira(unit * line.quantity)}`,
      [
        { key: '1', name: 'Add to cart' },
        { key: '2', name: 'Buy now' },
      ],
      [BACK],
    ),
  );
}

async function addAndGo(ctx: MenuContext, pending: Pending): Promise<Hop> {
  const userId = ctx.caller.userId;
  if (userId === null) return askName(pending);
  const back: UssdState = { at: 'home' };
  try {
    await addLine(ctx.db, userId, pending);
  } catch (error) {
    if (error instanceof HttpError) return notice(ctx, error.message, back);
    throw error;
  }
  if (pending.buyNow) return delivery(ctx);
  return show(
    { at: 'added' },
    menuScreen('Added to your cart.', [
      { key: '1', name: 'Check out' },
      { key: '2', name: 'Keep shopping' },
      { key: '3', name: 'My cart' },
    ]),
  );
}

function askName(pending: Pending): Hop {
  return show(
    { at: 'name', pending },
    textScreen('New to Kasuwa? Welcome!', 'Type your name (e.g. Ada Obi)', BACK),
  );
}

function search(note?: string): Hop {
  return show({ at: 'search' }, textScreen(note ?? 'Search Kasuwa', 'Type a product name', BACK));
}

async function cart(ctx: MenuContext, note?: string): Promise<Hop> {
  const userId = ctx.caller.userId;
  const quote = userId === null ? null : await quoteFor(ctx.db, ctx.deps, userId, null);
  if (!quote || quote.items.length === 0)
    return show(
      { at: 'cart', lines: [] },
      menuScreen(
        `${note ? `${note} ` : ''}Your cart is empty.`,
        [{ key: '1', name: 'Shop by category' }],
        [BACK],
      ),
    );
  const shown = quote.items.slice(0, 3);
  const others = quote.items.length - shown.length;
  const lines = shown.map((i) => `${i.quantity}x ${i.product_name}`.slice(0, 24));
  return show(
    { at: 'cart', lines: quote.items.map((i) => ({ productId: i.product_id, variantId: i.variant_id })) },
    menuScreen(
      [
        `${note ? `${note} ` : ''}My cart`,
        ...lines,
        ...(others > 0 ? [`and ${others} more`] : []),
        `Total ${naira(quote.subtotal - (quote.discount ?? 0))}`,
      ].join('\n'),
      [
        { key: '1', name: 'Check out' },
        { key: '2', name: 'Remove an item' },
      ],
      [BACK],
    ),
  );
}

async function removeChoices(ctx: MenuContext): Promise<Hop> {
  const userId = ctx.caller.userId;
  const quote = userId === null ? null : await quoteFor(ctx.db, ctx.deps, userId, null);
  const items = (quote?.items ?? []).slice(0, 6);
  return show(
    { at: 'remove', lines: items.map((i) => ({ productId: i.product_id, variantId: i.variant_id })) },
    menuScreen(
      'Remove which?',
      items.map((i, n) => ({ key: String(n + 1), name: i.product_name, note: `x${i.quantity}` })),
      [BACK],
    ),
  );
}

async function buyAgain(ctx: MenuContext): Promise<Hop> {
  const userId = ctx.caller.userId;
  const [last] = userId === null ? [] : await lastOrders(ctx.db, userId, 1);
  if (!last)
    return show(
      { at: 'cart', lines: [] },
      menuScreen('You have no orders yet.', [{ key: '1', name: 'Shop by category' }], [BACK]),
    );
  const items = last.items.slice(0, 3).map((i) => `${i.quantity}x ${i.product_name}`.slice(0, 26));
  const others = last.items.length - items.length;
  return show(
    { at: 'buy-again', orderId: last.id },
    menuScreen(
      ['Buy again:', ...items, ...(others > 0 ? [`and ${others} more`] : [])].join('\n'),
      [{ key: '1', name: 'Add all and check out' }],
      [BACK],
    ),
  );
}

const STATUS_WORDS: Record<Order['status'], string> = {
  pending: 'Received',
  confirmed: 'Confirmed',
  processing: 'Packing',
  shipped: 'On the way',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** An order's status in a word or two; an order to be paid now that is not paid yet waits for its payment. */
const statusWords = (o: Order) =>
  o.status === 'pending' && o.payment_method === 'pay_now' && o.payment_status === 'unpaid'
    ? 'Awaiting payment'
    : STATUS_WORDS[o.status];

const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'Africa/Lagos' });

async function track(ctx: MenuContext): Promise<Hop> {
  const userId = ctx.caller.userId;
  const orders = userId === null ? [] : await lastOrders(ctx.db, userId, 3);
  if (orders.length === 0) return end('track', textScreen('You have no orders yet.'));
  return end(
    'track',
    textScreen('Your orders:', ...orders.map((o) => `${o.number} ${dayOf(o.created_at)}: ${statusWords(o)}`)),
  );
}

async function help(ctx: MenuContext): Promise<Hop> {
  const support = await supportContacts(ctx.db);
  return end(
    'help',
    textScreen(
      'Kasuwa help',
      `Call ${formatNigerianPhone(support.phone)}`,
      support.hours,
      `Email ${support.email}`,
    ),
  );
}

async function delivery(ctx: MenuContext): Promise<Hop> {
  const userId = ctx.caller.userId;
  if (userId === null || !(await hasCartLines(ctx.db, userId))) return cart(ctx);
  const [lastOrder] = await lastOrders(ctx.db, userId, 1);
  const last = deliveryOf(lastOrder);
  const stations = last?.method === 'pickup' ? await openStations(ctx.db) : [];
  const lastName =
    last === null
      ? null
      : last.method === 'home'
        ? `${last.city}, ${last.state}`
        : (stations.find((s) => s.id === last.stationId)?.name ?? null);
  const choices: Choice[] = [
    ...(last && lastName ? [{ key: '1', name: `As last time: ${lastName}` }] : []),
    { key: '2', name: 'Home delivery' },
    { key: '3', name: 'Pickup station' },
  ];
  return show(
    { at: 'delivery', last: last && lastName ? last : null },
    menuScreen('Deliver to', choices, [BACK]),
  );
}

async function statesPage(ctx: MenuContext, method: 'home' | 'pickup', page: number): Promise<Hop> {
  const open = method === 'pickup' ? new Set<string>((await openStations(ctx.db)).map((s) => s.state)) : null;
  const list: NigerianState[] = open ? NIGERIAN_STATES.filter((s) => open.has(s)) : [...NIGERIAN_STATES];
  if (list.length === 0) return notice(ctx, 'No pickup stations are open now.', { at: 'home' });
  const last = Math.ceil(list.length / STATES_PER_PAGE);
  const at = Math.min(Math.max(1, page), last);
  const shown = list.slice((at - 1) * STATES_PER_PAGE, at * STATES_PER_PAGE);
  const more = at < last;
  return show(
    { at: 'states', method, page: at, states: shown, more },
    menuScreen(
      method === 'home' ? 'Your state' : 'Pickup in which state?',
      shown.map((s, i) => ({ key: String(i + 1), name: s })),
      footer(more),
    ),
  );
}

function address(state: NigerianState, note?: string): Hop {
  return show(
    { at: 'address', state },
    textScreen(note ?? `Delivery in ${state}`, 'Type your street and area', '(e.g. 12 Ojo Rd, Ikeja)', BACK),
  );
}

async function stations(ctx: MenuContext, state: NigerianState, page: number): Promise<Hop> {
  const all = (await openStations(ctx.db)).filter((s) => s.state === state);
  const last = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  const at = Math.min(Math.max(1, page), last);
  const shown = all.slice((at - 1) * PAGE_SIZE, at * PAGE_SIZE);
  const more = at < last;
  return show(
    { at: 'stations', state, page: at, ids: shown.map((s) => s.id), more },
    menuScreen(
      `Pickup in ${state}`,
      shown.map((s, i) => ({ key: String(i + 1), name: s.name, note: naira(s.fee) })),
      footer(more),
    ),
  );
}

async function confirm(ctx: MenuContext, chosen: Delivery): Promise<Hop> {
  const userId = ctx.caller.userId;
  if (userId === null) return cart(ctx);
  let quote;
  try {
    quote = await quoteFor(ctx.db, ctx.deps, userId, chosen);
  } catch (error) {
    if (error instanceof HttpError) return notice(ctx, error.message, { at: 'home' });
    throw error;
  }
  if (quote.items.length === 0) return cart(ctx);
  const short = quote.items.find((i) => i.quantity > i.stock);
  if (short)
    return notice(
      ctx,
      short.stock === 0
        ? `${short.product_name} is out of stock.`
        : `Only ${short.stock} of ${short.product_name} left.`,
      { at: 'cart', lines: [] },
    );
  const way = (method: string) => (quote.payment_methods ?? []).find((m) => m.method === method);
  const cod = way('pay_on_delivery');
  const ways: PayWay[] = [
    ...(cod?.available ? (['pay_on_delivery'] as const) : []),
    ...(way('pay_now')?.available ? (['ussd', 'bank_transfer'] as const) : []),
  ];
  if (ways.length === 0)
    return notice(ctx, cod?.reason ?? 'Pay on delivery is not offered for this order.', {
      at: 'cart',
      lines: [],
    });
  const count = quote.items.reduce((n, i) => n + i.quantity, 0);
  const vat = (quote.vat ?? []).reduce((n, l) => n + l.amount, 0);
  return show(
    { at: 'confirm', delivery: chosen, total: quote.total, ways },
    textScreen(
      `${count} item${count === 1 ? '' : 's'} ${naira(quote.subtotal - (quote.discount ?? 0))}`,
      `Delivery ${quote.shipping_fee === 0 ? 'free' : naira(quote.shipping_fee)}`,
      `Total ${naira(quote.total)} incl. VAT ${naira(vat)}`,
      ...ways.map((w, i) => `${i + 1} ${WAY_NAMES[w]}`),
      BACK,
    ),
  );
}

const WAY_NAMES: Record<PayWay, string> = {
  pay_on_delivery: 'Pay on delivery',
  ussd: 'Pay by bank USSD',
  bank_transfer: 'Pay by bank transfer',
};

/** The banks whose USSD code can pay the order. */
function banks(checkout: Checkout): Hop {
  return show(
    { at: 'bank', delivery: checkout.delivery, total: checkout.total },
    menuScreen(
      `Pay ${naira(checkout.total)} from which bank?`,
      USSD_BANKS.map((b, i) => ({ key: String(i + 1), name: b.name, note: `*${b.code}#` })),
      [BACK],
    ),
  );
}

/** The order's last screen, and the SMS that repeats it. */
const orderWords = (order: Order) => {
  const vat = (order.vat ?? []).reduce((n, l) => n + l.amount, 0);
  return `Order ${order.number} placed. Total ${naira(order.total)} incl. delivery ${naira(order.shipping_fee)} and VAT ${naira(vat)}. Pay on delivery.`;
};

/** What the caller must do to pay an order placed to be paid now: the last screen, and the SMS. */
const payWords = (order: UssdPayment['order'], charge: OfflineCharge) =>
  charge.kind === 'ussd'
    ? `Order ${order.number}: dial ${charge.ussdCode} to pay ${naira(order.total)} by ${order.payBy}.`
    : `Order ${order.number}: transfer ${naira(order.total)} to ${charge.bankName} ${charge.accountNumber} (${charge.accountName}) by ${order.payBy}.`;

/**
 * The last screen of an order placed to be paid now, once its hop's transaction is in: what to dial or where to
 * transfer, sent by SMS too; or, when the provider could not be reached, that the order was cancelled.
 */
export async function payScreen(db: Db, deps: ShopDeps, phone: string, pay: UssdPayment): Promise<string> {
  const charge = await payUssdOrder(db, deps, phone, pay, (c) => `Kasuwa: ${toGsm7(payWords(pay.order, c))}`);
  if (!charge)
    return textScreen(
      `The bank could not be reached, so order ${pay.order.number} was cancelled.`,
      'Please dial again later, or choose Pay on delivery.',
    );
  return textScreen(payWords(pay.order, charge), 'We sent it by SMS.');
}

/** How the caller chose to pay: on delivery, a bank's USSD code, a transfer. */
type Payment = { kind: 'on-delivery' } | UssdPayment['method'];

async function place(ctx: MenuContext, checkout: Checkout, payment: Payment): Promise<Hop> {
  const userId = ctx.caller.userId;
  if (userId === null) return cart(ctx);
  try {
    const caller = { userId, phone: ctx.caller.phone };
    const placing = { delivery: checkout.delivery, expectedTotal: checkout.total };
    if (payment.kind === 'on-delivery') {
      const order = await placeUssdOrder(ctx.db, ctx.deps, caller, {
        ...placing,
        paid: 'on-delivery',
        sms: (o) => `Kasuwa: ${orderWords(o)}`,
      });
      return { ...end('placed', textScreen(orderWords(order), 'We sent it by SMS.')), orderId: order.id };
    }
    const order = await placeUssdOrder(ctx.db, ctx.deps, caller, { ...placing, paid: 'now' });
    return {
      ...end('placed', ''),
      orderId: order.id,
      pay: {
        userId,
        order: {
          id: order.id,
          number: order.number,
          total: order.total,
          payBy: order.reserved_until ? isoToLagosLocal(order.reserved_until).slice(11) : '',
        },
        method: payment,
      },
    };
  } catch (error) {
    if (error instanceof HttpError) return notice(ctx, error.message, { at: 'cart', lines: [] });
    throw error;
  }
}

function notice(_ctx: MenuContext, message: string, back: UssdState): Hop {
  return show({ at: 'notice', back }, textScreen(message, BACK));
}

/** A screen shown again from its state (after `00 Back` to it, or an answer it could not read). */
async function again(ctx: MenuContext, state: UssdState, note?: string): Promise<Hop> {
  switch (state.at) {
    case 'home':
      return home(ctx, note);
    case 'categories':
      return categories(ctx, state.page);
    case 'products':
      return products(ctx, state.from, state.page);
    case 'search':
      return search(note);
    case 'product':
      return product(ctx, state.productId, state.page, state.back);
    case 'quantity':
      return quantity(ctx, state.productId, state.variantId, state.back, note);
    case 'buy':
      return buy(ctx, state, state.back);
    case 'added':
    case 'cart':
      return cart(ctx, note);
    case 'remove':
      return removeChoices(ctx);
    case 'buy-again':
      return buyAgain(ctx);
    case 'name':
      return askName(state.pending);
    case 'delivery':
      return delivery(ctx);
    case 'states':
      return statesPage(ctx, state.method, state.page);
    case 'address':
      return address(state.state, note);
    case 'stations':
      return stations(ctx, state.state, state.page);
    case 'confirm':
      return confirm(ctx, state.delivery);
    case 'bank':
      return banks(state);
    case 'notice':
      return again(ctx, state.back);
  }
}

/** The screen after `00 Back` on `state`. */
function back(ctx: MenuContext, state: UssdState): Promise<Hop> {
  switch (state.at) {
    case 'categories':
      return state.page > 1 ? categories(ctx, state.page - 1) : home(ctx);
    case 'products':
      if (state.page > 1) return products(ctx, state.from, state.page - 1);
      return state.from.kind === 'search' ? Promise.resolve(search()) : categories(ctx, 1);
    case 'product':
      return state.page > 1
        ? product(ctx, state.productId, state.page - 1, state.back)
        : again(ctx, state.back);
    case 'quantity':
    case 'buy':
      return again(ctx, state.back);
    case 'remove':
    case 'delivery':
      return cart(ctx);
    case 'states':
      return state.page > 1 ? statesPage(ctx, state.method, state.page - 1) : delivery(ctx);
    case 'address':
      return statesPage(ctx, 'home', 1);
    case 'stations':
      return state.page > 1 ? stations(ctx, state.state, state.page - 1) : statesPage(ctx, 'pickup', 1);
    case 'confirm':
      return delivery(ctx);
    case 'bank':
      return confirm(ctx, state.delivery);
    case 'notice':
      return again(ctx, state.back);
    default:
      return home(ctx);
  }
}

/** A caller's name as typed: letters, spaces, apostrophes, dots and hyphens, 2 to 60 of them. */
const NAME = /^[A-Za-z][A-Za-z' .-]{1,59}$/;

/**
 * The next screen: the caller's reply `input` to the screen `state` showed. Actions (a cart line, the order) happen
 * here, once per hop: the hop's answer is kept, so the gateway sending it again never repeats them.
 */
export async function answerReply(ctx: MenuContext, state: UssdState, raw: string): Promise<Hop> {
  const input = raw.trim();
  if (input === '00') return back(ctx, state);
  const choice = choiceOf(input);
  switch (state.at) {
    case 'home':
      switch (choice) {
        case 1:
          return categories(ctx, 1);
        case 2:
          return search();
        case 3:
          return cart(ctx);
        case 4:
          return buyAgain(ctx);
        case 5:
          return track(ctx);
        case 6:
          return help(ctx);
        default:
          return home(ctx, 'Choose 1 to 6');
      }
    case 'categories': {
      if (input === '0' && state.more) return categories(ctx, state.page + 1);
      const picked = choice === null ? undefined : state.slugs[choice - 1];
      if (!picked) return categories(ctx, state.page);
      return products(ctx, { kind: 'category', slug: picked.slug, name: picked.name }, 1);
    }
    case 'products': {
      if (input === '0' && state.more) return products(ctx, state.from, state.page + 1);
      const id = choice === null ? undefined : state.ids[choice - 1];
      if (id === undefined) return products(ctx, state.from, state.page);
      return product(ctx, id, 1, state);
    }
    case 'search': {
      const q = toGsm7(input).replace(/\s+/g, ' ').trim().slice(0, 60);
      if (q.length < 2) return search('Type at least 2 letters');
      return products(ctx, { kind: 'search', q }, 1);
    }
    case 'product': {
      if (input === '0' && state.more) return product(ctx, state.productId, state.page + 1, state.back);
      const variantId = choice === null ? undefined : state.variantIds[choice - 1];
      if (variantId === undefined) return product(ctx, state.productId, state.page, state.back);
      return quantity(ctx, state.productId, variantId, state.back);
    }
    case 'quantity': {
      const wanted = /^\d{1,3}$/.test(input) ? Number(input) : 0;
      const max = Math.min(state.max, 999);
      if (wanted < 1 || wanted > max)
        return quantity(ctx, state.productId, state.variantId, state.back, `Enter 1 to ${max}`);
      return buy(
        ctx,
        { productId: state.productId, variantId: state.variantId, quantity: wanted },
        state.back,
      );
    }
    case 'buy':
      if (choice === 1 || choice === 2)
        return addAndGo(ctx, {
          then: 'add',
          productId: state.productId,
          variantId: state.variantId,
          quantity: state.quantity,
          buyNow: choice === 2,
        });
      return buy(ctx, state, state.back);
    case 'added':
      if (choice === 1) return delivery(ctx);
      if (choice === 2) return categories(ctx, 1);
      if (choice === 3) return cart(ctx);
      return home(ctx);
    case 'cart':
      if (state.lines.length === 0) return choice === 1 ? categories(ctx, 1) : cart(ctx);
      if (choice === 1) return delivery(ctx);
      if (choice === 2) return removeChoices(ctx);
      return cart(ctx);
    case 'remove': {
      const line = choice === null ? undefined : state.lines[choice - 1];
      if (!line || ctx.caller.userId === null) return removeChoices(ctx);
      await removeLine(ctx.db, ctx.caller.userId, line);
      return cart(ctx, 'Removed.');
    }
    case 'buy-again': {
      const userId = ctx.caller.userId;
      if (choice !== 1 || userId === null) return buyAgain(ctx);
      const [last] = await lastOrders(ctx.db, userId, 1);
      if (!last || last.id !== state.orderId) return buyAgain(ctx);
      try {
        await addOrderLines(ctx.db, userId, last);
      } catch (error) {
        if (error instanceof HttpError) return notice(ctx, error.message, { at: 'home' });
        throw error;
      }
      return delivery(ctx);
    }
    case 'name': {
      const name = toGsm7(input).replace(/\s+/g, ' ').trim();
      if (!NAME.test(name))
        return show(state, textScreen('Type your name in letters', '(e.g. Ada Obi)', BACK));
      const userId = await accountForCaller(ctx.db, ctx.caller.phone, name);
      const [firstName = name] = name.split(' ');
      const known: MenuContext = { ...ctx, caller: { ...ctx.caller, userId, firstName } };
      return { ...(await addAndGo(known, state.pending)), userId };
    }
    case 'delivery':
      if (choice === 1 && state.last) return confirm(ctx, state.last);
      if (choice === 2) return statesPage(ctx, 'home', 1);
      if (choice === 3) return statesPage(ctx, 'pickup', 1);
      return delivery(ctx);
    case 'states': {
      if (input === '0' && state.more) return statesPage(ctx, state.method, state.page + 1);
      const picked = choice === null ? undefined : state.states[choice - 1];
      if (!picked) return statesPage(ctx, state.method, state.page);
      return state.method === 'home' ? address(picked) : stations(ctx, picked, 1);
    }
    case 'address': {
      const text = toGsm7(input).replace(/\s+/g, ' ').trim();
      if (text.length < 5 || text.length > 150 || input === '0')
        return address(state.state, 'Type at least 5 letters');
      const parts = text.split(',').map((p) => p.trim());
      const city = (parts.length > 1 ? parts.at(-1) : '') || state.state;
      return confirm(ctx, { method: 'home', state: state.state, street: text, city: city.slice(0, 80) });
    }
    case 'stations': {
      if (input === '0' && state.more) return stations(ctx, state.state, state.page + 1);
      const stationId = choice === null ? undefined : state.ids[choice - 1];
      if (stationId === undefined) return stations(ctx, state.state, state.page);
      return confirm(ctx, { method: 'pickup', state: state.state, stationId });
    }
    case 'confirm': {
      const way = choice === null ? undefined : state.ways[choice - 1];
      if (way === 'ussd') return banks(state);
      if (way === 'bank_transfer') return place(ctx, state, { kind: 'bank_transfer' });
      if (way === 'pay_on_delivery') return place(ctx, state, { kind: 'on-delivery' });
      return confirm(ctx, state.delivery);
    }
    case 'bank': {
      const bank = choice === null ? undefined : USSD_BANKS[choice - 1];
      if (!bank) return banks(state);
      return place(ctx, state, { kind: 'ussd', bank: bank.code });
    }
    case 'notice':
      return again(ctx, state.back);
  }
}
