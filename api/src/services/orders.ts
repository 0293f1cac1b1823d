import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  ORDER_TRANSITIONS,
  canTransition,
  type CheckoutInput,
  type CheckoutQuote,
  type Order,
  type OrderItemImage,
  type OrderStatus,
  type PaymentStatus,
} from 'shared-contracts/schemas/orders';
import type * as v from 'valibot';
import type { checkoutSchema } from 'shared-contracts/schemas/orders';
import { fromKobo } from 'shared-contracts/money';
import { payLaterSchedule } from 'shared-contracts/pay-later';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { Executor } from '../db/client.js';
import {
  cartItems,
  carts,
  orderItems,
  orders,
  payLaterPlans,
  productImages,
  products,
  variants,
} from '../db/schema.js';
import { HttpError, badRequest, conflict, notFound } from '../lib/http-error.js';
import { effectivePriceKobo, shippingFeeKobo } from '../lib/money.js';
import { imageUrl, loadVariants, variantLabel } from './catalog.js';
import { recordPayment } from './transactions.js';

type OrderRow = typeof orders.$inferSelect;

/** Each product's first picture (lowest position), for order and quote lines. */
async function firstImages(db: Executor, productIds: number[]): Promise<Map<number, OrderItemImage>> {
  const result = new Map<number, OrderItemImage>();
  if (productIds.length === 0) return result;
  const rows = await db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      path: productImages.path,
      alt: productImages.alt,
    })
    .from(productImages)
    .where(inArray(productImages.productId, [...new Set(productIds)]))
    .orderBy(productImages.productId, asc(productImages.position), asc(productImages.id));
  for (const row of rows) result.set(row.productId, { url: imageUrl(row.path), alt: row.alt });
  return result;
}

export async function serializeOrders(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [items, plans] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(payLaterPlans).where(inArray(payLaterPlans.orderId, ids)),
  ]);
  const images = await firstImages(
    db,
    items.flatMap((i) => (i.productId === null ? [] : [i.productId])),
  );
  return rows.map((o) => {
    const plan = plans.find((p) => p.orderId === o.id);
    return {
      id: o.id,
      number: o.number,
      status: o.status,
      payment_status: o.paymentStatus,
      payment_method: o.paymentMethod,
      items: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          id: i.id,
          product_id: i.productId ?? 0,
          variant_id: i.variantId ?? 0,
          product_name: i.productName,
          variant_label: i.variantLabel,
          sku: i.sku,
          unit_price: fromKobo(i.unitPriceKobo),
          quantity: i.quantity,
          line_total: fromKobo(i.unitPriceKobo * i.quantity),
          image: (i.productId !== null && images.get(i.productId)) || null,
        })),
      subtotal: fromKobo(o.subtotalKobo),
      shipping_fee: fromKobo(o.shippingFeeKobo),
      total: fromKobo(o.totalKobo),
      shipping_address: {
        full_name: o.shippingFullName,
        phone: o.shippingPhone,
        street: o.shippingStreet,
        city: o.shippingCity,
        state: o.shippingState as Order['shipping_address']['state'],
      },
      created_at: o.createdAt.toISOString(),
      updated_at: o.updatedAt.toISOString(),
      pay_later: plan
        ? {
            id: plan.id,
            instalments: plan.instalments,
            paid_instalments: plan.paidInstalments,
            amount_paid: fromKobo(plan.amountPaidKobo),
            status: plan.status,
            schedule: payLaterSchedule(fromKobo(o.totalKobo), plan.instalments, o.createdAt),
          }
        : null,
    };
  });
}

/** The caller's orders, newest first, one page at a time. */
export async function listOwnOrders(
  db: Executor,
  userId: number,
  page: { page: number; page_size: number },
): Promise<Paginated<Order>> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, userId)),
  ]);
  return {
    results: await serializeOrders(db, rows),
    count: total?.n ?? 0,
    page: page.page,
    page_size: page.page_size,
  };
}

/**
 * What checkout would charge for the cart now, priced like `checkout` prices it (database prices, the same
 * shipping rule), and the address of the shopper's latest order to fill the form with.
 */
export async function quoteCheckout(db: Executor, userId: number): Promise<CheckoutQuote> {
  const [lines, [last]] = await Promise.all([
    db
      .select({
        productId: cartItems.productId,
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
        productName: products.name,
        stock: variants.stock,
        regularPriceKobo: variants.regularPriceKobo,
        salePriceKobo: variants.salePriceKobo,
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(variants, eq(variants.id, cartItems.variantId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartItems.variantId)),
    db
      .select({
        full_name: orders.shippingFullName,
        phone: orders.shippingPhone,
        street: orders.shippingStreet,
        city: orders.shippingCity,
        state: orders.shippingState,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1),
  ]);
  const [variantMap, images] = await Promise.all([
    loadVariants(
      db,
      lines.map((l) => l.variantId),
    ),
    firstImages(
      db,
      lines.map((l) => l.productId),
    ),
  ]);
  const subtotalKobo = lines.reduce((sum, l) => sum + effectivePriceKobo(l) * l.quantity, 0);
  const shippingKobo = shippingFeeKobo(subtotalKobo);
  return {
    items: lines.map((l) => {
      const variant = variantMap.get(l.variantId);
      return {
        product_id: l.productId,
        variant_id: l.variantId,
        product_name: l.productName,
        variant_label: variant ? variantLabel(variant) : '',
        quantity: l.quantity,
        stock: l.stock,
        unit_price: fromKobo(effectivePriceKobo(l)),
        line_total: fromKobo(effectivePriceKobo(l) * l.quantity),
        image: images.get(l.productId) ?? null,
      };
    }),
    subtotal: fromKobo(subtotalKobo),
    shipping_fee: fromKobo(shippingKobo),
    total: fromKobo(subtotalKobo + shippingKobo),
    last_address: last ? { ...last, state: last.state as Order['shipping_address']['state'] } : null,
  };
}

export async function loadOwnOrder(db: Executor, userId: number, orderId: number): Promise<Order> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = await serializeOrders(db, rows);
  if (!order) throw notFound('Order not found.');
  return order;
}

/** 'KSW-20261121-7F3K9Q' */
export function newOrderNumber(now = new Date()): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const suffix = [...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('');
  return `KSW-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${suffix}`;
}

type CheckoutBody = v.InferOutput<typeof checkoutSchema>;

/**
 * Places the order in one transaction: stock is taken with a conditional UPDATE per line, so two shoppers
 * can never buy the same last unit; any shortage rolls everything back. Within a transaction (an
 * idempotent checkout) it runs in a savepoint.
 */
export async function checkout(
  db: Executor,
  userId: number,
  body: CheckoutBody | CheckoutInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialises checkouts of the same cart (double submit).
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.userId, userId))
      .for('update');
    if (!cart) throw badRequest('Your cart is empty.');
    const lines = await tx
      .select({
        productId: cartItems.productId,
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
        productName: products.name,
        published: products.published,
        sku: variants.sku,
        regularPriceKobo: variants.regularPriceKobo,
        salePriceKobo: variants.salePriceKobo,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(variants, eq(variants.id, cartItems.variantId))
      .where(eq(cartItems.cartId, cart.id))
      .orderBy(asc(cartItems.variantId));
    if (lines.length === 0) throw badRequest('Your cart is empty.');

    for (const line of lines) {
      if (!line.published) throw conflict(`${line.productName} is no longer available.`);
      const taken = await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${line.quantity}` })
        .where(and(eq(variants.id, line.variantId), sql`${variants.stock} >= ${line.quantity}`))
        .returning({ id: variants.id });
      if (taken.length === 0) throw conflict(`Not enough stock for ${line.productName}.`);
    }

    const subtotalKobo = lines.reduce((sum, l) => sum + effectivePriceKobo(l) * l.quantity, 0);
    const shippingKobo = shippingFeeKobo(subtotalKobo);
    const address = body.shipping_address;
    const [order] = await tx
      .insert(orders)
      .values({
        number: newOrderNumber(),
        userId,
        paymentMethod: body.payment_method,
        subtotalKobo,
        shippingFeeKobo: shippingKobo,
        totalKobo: subtotalKobo + shippingKobo,
        shippingFullName: address.full_name,
        shippingPhone: address.phone,
        shippingStreet: address.street,
        shippingCity: address.city,
        shippingState: address.state,
      })
      .returning({ id: orders.id });
    if (!order) throw new HttpError(500, 'Order could not be created');

    const variantMap = await loadVariants(
      tx,
      lines.map((l) => l.variantId),
    );
    await tx.insert(orderItems).values(
      lines.map((l) => {
        const variant = variantMap.get(l.variantId);
        return {
          orderId: order.id,
          productId: l.productId,
          variantId: l.variantId,
          productName: l.productName,
          variantLabel: variant ? variantLabel(variant) : '',
          sku: l.sku,
          unitPriceKobo: effectivePriceKobo(l),
          quantity: l.quantity,
        };
      }),
    );
    if (body.payment_method === 'pay_later') {
      await tx.insert(payLaterPlans).values({ orderId: order.id, instalments: body.instalments ?? 2 });
    }
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    return order.id;
  });
}

function transitionMessage(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `The order is already ${from}.`;
  const allowed = ORDER_TRANSITIONS[from];
  const next =
    allowed.length === 0
      ? `A ${from} order cannot change any more.`
      : `From ${from} it can move to ${allowed.join(' or ')}.`;
  return `Cannot change the order from ${from} to ${to}. ${next}`;
}

/** Who cancels: the shopper who owns the order (pending or confirmed, nothing paid yet), or the shop (pending or confirmed). */
export type Canceller = { shopper: number } | 'shop';

/**
 * Cancels an order in one transaction (a savepoint when `db` is already a transaction): the order row is
 * locked, every line goes back into stock (variants in id order, like checkout takes them), money taken
 * is marked refunded and a plan still waiting for approval is rejected. The shopper cancelling an order that is
 * already cancelled changes nothing.
 */
export async function cancelOrder(db: Executor, orderId: number, by: Canceller): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        by === 'shop' ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, by.shopper)),
      )
      .for('update');
    if (!order) throw notFound('Order not found.');
    // A shopper's cancel is safe to repeat: an order already cancelled is answered as it is, never restocked twice.
    if (by !== 'shop' && order.status === 'cancelled') return;
    // The shopper may cancel until the order is being prepared (pending or confirmed), as long as no money
    // has been taken on it: refunds go through the shop.
    if (by !== 'shop' && !canTransition(order.status, 'cancelled'))
      throw conflict(`Only pending or confirmed orders can be cancelled; this one is ${order.status}.`);
    if (by !== 'shop' && order.paymentStatus !== 'unpaid')
      throw conflict('A payment has been made on this order, so please contact us to cancel it.');
    if (!canTransition(order.status, 'cancelled'))
      throw conflict(transitionMessage(order.status, 'cancelled'));

    const lines = await tx
      .select({ variantId: orderItems.variantId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)))
      .groupBy(orderItems.variantId)
      .orderBy(asc(orderItems.variantId));
    for (const line of lines) {
      if (line.variantId === null) continue;
      await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} + ${line.quantity}` })
        .where(eq(variants.id, line.variantId));
    }
    await tx
      .update(orders)
      .set({ status: 'cancelled', paymentStatus: refundedStatus(order.paymentStatus), updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    await tx
      .update(payLaterPlans)
      .set({ status: 'rejected', updatedAt: new Date() })
      .where(and(eq(payLaterPlans.orderId, orderId), eq(payLaterPlans.status, 'pending')));
  });
}

/** A cancelled order owes nothing: money taken (in part or in full) is refunded, an unpaid order stays unpaid. */
export const refundedStatus = (status: PaymentStatus): PaymentStatus =>
  status === 'paid' || status === 'partially_paid' ? 'refunded' : status;

/**
 * Moves an order along ORDER_TRANSITIONS for the shop. Cancelling goes through `cancelOrder`; delivering a
 * pay-on-delivery order marks it paid.
 */
export async function changeOrderStatus(db: Executor, orderId: number, to: OrderStatus): Promise<void> {
  if (to === 'cancelled') return cancelOrder(db, orderId, 'shop');
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order not found.');
    if (!canTransition(order.status, to)) throw conflict(transitionMessage(order.status, to));
    const cashOnDelivery = to === 'delivered' && order.paymentMethod === 'pay_on_delivery';
    const paymentStatus = cashOnDelivery ? 'paid' : order.paymentStatus;
    await tx
      .update(orders)
      .set({ status: to, paymentStatus, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    if (cashOnDelivery) await recordPayment(tx, orderId, 'delivery', order.totalKobo);
  });
}
