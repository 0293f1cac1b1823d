import type { Locale } from 'shared-contracts/locales';
import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { formatNaira, fromKobo, toKobo } from 'shared-contracts/money';
import type { CheckoutInput, Order, checkoutSchema } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orderItems, orders, variants } from '../../db/schema.js';
import { HttpError, badRequest, conflict } from '../../lib/http-error.js';
import { effectivePriceKobo } from '../../lib/money.js';
import { newOrderNumber } from '../../lib/order-number.js';
import { queueMail, type JobSender } from '../../services/mail-queue.js';
import { loadVariantLabels } from '../catalog/index.js';
import { cartItems, carts } from '../cart/index.js';
import { placedOrder, recordOrderStatus, type PlacedRows } from '../orders/index.js';
import { payLaterPlans } from '../payments/index.js';
import { applyCredit } from '../transfers/index.js';
import { ranOut, recordPromotionUses, takePromotionUses, type CodeAttempts } from '../promotions/index.js';
import type { CheckoutRates } from '../delivery/index.js';
import { cartLines, pricingLines, rateLines, type CartLine } from './cart-lines.js';
import { assertPaymentWay, priceOrder } from './pricing.js';
import { recordWhatsAppConsent } from '../whatsapp/index.js';

type CheckoutBody = v.InferOutput<typeof checkoutSchema>;

export interface CheckoutOptions {
  /** The shopper's promo code attempts, limited against guessing (promotions/code-attempts.ts). */
  codes: CodeAttempts;
  /** Pay now: how long the order holds its stock while the payment is awaited (modules/payments/). */
  reserveForMs?: number;
  payNowAvailable?: boolean;
  now?: Date;
  /** The job queue: the order's confirmation mail is queued in checkout's transaction (no mail without it). */
  jobs?: JobSender;
  /** The storefront language the shopper placed the order in, if their request named one: the receipt's. */
  locale?: Locale | null;
  /** Where the shopper placed it: the website (the default) or the USSD menu. */
  channel?: 'web' | 'ussd';
  /** Reads the courier's price the quote gave (`courier_quote`); without them home delivery is the zone's fee. */
  rates?: CheckoutRates;
}

/**
 * Places the order in one transaction and returns its id: stock is taken with a conditional UPDATE per line, so
 * two shoppers can never buy the same last unit; any shortage rolls everything back. Within a transaction (an
 * idempotent checkout) it runs in a savepoint.
 */
export async function checkout(
  db: Executor,
  userId: number,
  body: CheckoutBody | CheckoutInput,
  options: CheckoutOptions,
): Promise<number> {
  return place(db, userId, body, options, async (_tx, placed) => placed.order.id);
}

/**
 * Places the order and answers it from inside the same transaction, so the answer never waits for another
 * connection once the order is made: under a rush the pool can be empty, and an order placed but answered 503
 * would tell the shopper to try again with their cart already emptied.
 */
export async function placeOrder(
  db: Executor,
  userId: number,
  body: CheckoutBody | CheckoutInput,
  options: CheckoutOptions,
): Promise<Order> {
  return place(db, userId, body, options, placedOrder);
}

/**
 * Checkout's transaction. The order and everything of the shopper's own is written first and `answer` reads what
 * the caller returns; only then are the rows every shopper of a rush wants taken (the variants' stock, the
 * promotions' uses), so each checkout holds their locks for a few statements before it commits instead of for
 * the whole of its pricing. A shortage there rolls everything back, the answer with it.
 */
async function place<T>(
  db: Executor,
  userId: number,
  body: CheckoutBody | CheckoutInput,
  options: CheckoutOptions,
  answer: (tx: Executor, placed: PlacedRows) => Promise<T>,
): Promise<T> {
  const promoCode = body.promo_code ? body.promo_code.trim().toUpperCase() : null;
  if (promoCode !== null) {
    const refused = await options.codes.begin(promoCode);
    if (refused) throw refused;
  }
  return db.transaction(async (tx) => {
    // Serialises checkouts of the same cart (double submit).
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.userId, userId))
      .for('update');
    if (!cart) throw badRequest('Your cart is empty.');
    const lines = await cartLines(tx, eq(cartItems.cartId, cart.id));
    if (lines.length === 0) throw badRequest('Your cart is empty.');

    const outOfStock = (line: CartLine) =>
      conflict(`Not enough stock for ${line.productName}.`, {
        reason: 'stock',
        product_id: line.productId,
        variant_id: line.variantId,
      });
    for (const line of lines) {
      if (!line.published) {
        throw conflict(`${line.productName} is no longer available.`, {
          reason: 'unavailable',
          product_id: line.productId,
          variant_id: line.variantId,
        });
      }
      // Sold out already: refused at once, without queueing behind the checkouts that hold the variant's row.
      if (line.stock < line.quantity) throw outOfStock(line);
    }

    const address = body.shipping_address;
    const deliveryMethod = body.delivery_method ?? 'home';
    // The courier's price the shopper was quoted, when its token is good for them, this state and this parcel.
    const courier =
      deliveryMethod === 'home' && body.courier_quote && options.rates
        ? await options.rates.redeem(body.courier_quote, {
            userId,
            state: address.state,
            lines: rateLines(lines),
          })
        : null;
    const priced = await priceOrder(tx, {
      courier,
      userId,
      lines: pricingLines(lines),
      state: address.state,
      deliveryMethod,
      pickupStationId: deliveryMethod === 'pickup' ? (body.pickup_station_id ?? null) : null,
      promoCode,
      payNowAvailable: options.payNowAvailable ?? true,
      now: options.now ?? new Date(),
    });
    const { subtotalKobo, totalKobo } = priced;
    if (promoCode !== null) await options.codes.settled(promoCode, priced.codeError === null);
    if (body.expected_total !== undefined && toKobo(body.expected_total) !== totalKobo) {
      // The code's last use went since the shopper's quote applied it: said as to a checkout that lost it to another
      // at the last step. Anyone else is not told that the code exists.
      if (
        promoCode !== null &&
        priced.codePromotion &&
        priced.codeRefusal === 'usedUp' &&
        (await options.codes.wasApplied(promoCode))
      )
        throw ranOut(priced.codePromotion, 'total');
      // A price, a promotion or a fee changed since the shopper's quote: nothing is charged that they were not shown.
      throw conflict(
        `The total of your order has changed from ${formatNaira(body.expected_total)} to ${formatNaira(fromKobo(totalKobo))}. Check the new total and place your order again.`,
        { reason: 'total', expected_total: body.expected_total, total: fromKobo(totalKobo) },
      );
    }
    if (promoCode !== null && priced.codeError !== null) {
      throw badRequest(priced.codeError, { promo_code: [priced.codeError] });
    }
    assertPaymentWay(priced, body.payment_method);
    const [order] = await tx
      .insert(orders)
      .values({
        number: newOrderNumber(),
        userId,
        paymentMethod: body.payment_method,
        channel: options.channel ?? 'web',
        subtotalKobo,
        discountKobo: priced.discountKobo,
        shippingFeeKobo: priced.shippingFeeKobo,
        totalKobo,
        deliveryMethod,
        deliveryZone: priced.delivery.zone,
        deliveryListedFeeKobo: priced.delivery.listedFeeKobo,
        deliveryMinDays: priced.delivery.minDays,
        deliveryMaxDays: priced.delivery.maxDays,
        deliveryEarliest: priced.delivery.earliest,
        deliveryLatest: priced.delivery.latest,
        deliveryCourier: priced.delivery.courier,
        pickupStationId: priced.delivery.station?.id ?? null,
        pickupStation: priced.delivery.station
          ? {
              name: priced.delivery.station.name,
              state: priced.delivery.station.state,
              address: priced.delivery.station.address,
              opening_hours: priced.delivery.station.opening_hours,
              fee_kobo: priced.delivery.station.fee_kobo,
            }
          : null,
        vatLines: priced.vat.map((l) => ({ rate_bp: l.rateBp, kobo: l.kobo })),
        shippingFullName: address.full_name,
        shippingPhone: address.phone,
        shippingSecondPhone: address.second_phone,
        shippingStreet: address.street,
        shippingCity: address.city,
        shippingState: address.state,
        reservedUntil:
          body.payment_method === 'pay_now'
            ? new Date(Date.now() + (options.reserveForMs ?? 30 * 60_000))
            : body.payment_method === 'account_transfer'
              ? new Date(Date.now() + priced.transferHoldMs)
              : null,
      })
      .returning();
    if (!order) throw new HttpError(500, 'Order could not be created');

    const labels = await loadVariantLabels(
      tx,
      lines.map((l) => l.variantId),
    );
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((l, i) => {
          const line = priced.lines[i];
          return {
            orderId: order.id,
            productId: l.productId,
            variantId: l.variantId,
            productName: l.productName,
            variantLabel: labels.get(l.variantId) ?? '',
            sku: l.sku,
            unitPriceKobo: effectivePriceKobo(l),
            quantity: l.quantity,
            discountKobo: line?.discountKobo ?? 0,
            vatClass: l.vatClass,
            vatRateBp: line?.vatRateBp ?? 0,
          };
        }),
      )
      .returning();
    const [plan] =
      body.payment_method === 'pay_later'
        ? await tx
            .insert(payLaterPlans)
            .values({ orderId: order.id, instalments: body.instalments ?? 2 })
            .returning()
        : [];
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    await recordOrderStatus(tx, {
      orderId: order.id,
      status: order.status,
      actor: { by: 'shopper', userId },
      at: order.createdAt,
    });
    const promotions = await recordPromotionUses(tx, order.id, userId, priced.promotions);
    if (options.jobs && 'whatsapp_updates' in body && body.whatsapp_updates)
      await recordWhatsAppConsent(tx, options.jobs, order.id, address.phone);
    if (options.jobs)
      await queueMail(options.jobs, tx, {
        kind: 'order-placed',
        orderId: order.id,
        ...(options.locale ? { locale: options.locale } : {}),
      });

    // Last, the shared rows: variants then promotions, each in id order, so two checkouts cannot deadlock.
    for (const line of lines) {
      const taken = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${line.quantity}` })
        .where(and(eq(variants.id, line.variantId), sql`${variants.stock} >= ${line.quantity}`))
        .returning({ id: variants.id });
      if (taken.length === 0) throw outOfStock(line);
    }
    await takePromotionUses(tx, priced.promotions);
    // An order paid by transfer to the shopper's account takes their store credit at once (part or whole); its
    // balance is locked last, after the variants, as an order's cancel locks them, and no other order is locked.
    let placed = order;
    if (order.paymentMethod === 'account_transfer') {
      const applied = await applyCredit({ recordOrderStatus }, tx, userId, { onlyOrderId: order.id });
      if (applied.some((a) => a.orderId === order.id)) {
        const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
        if (fresh) placed = fresh;
      }
    }
    return answer(tx, { order: placed, items, plan: plan ?? null, promotions });
  });
}
