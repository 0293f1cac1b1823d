import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  CANCELLED_BY_SHOPPER,
  ORDER_STATUS_WORDS,
  ORDER_TRANSITIONS,
  canTransition,
  type NigerianState,
  type Order,
  type OrderItemImage,
  type OrderStatus,
  type PaymentStatus,
} from 'shared-contracts/schemas/orders';
import { fromKobo } from 'shared-contracts/money';
import { payLaterSchedule } from 'shared-contracts/pay-later';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { Executor } from '../db/client.js';
import { readAll } from '../db/reads.js';
import { onlinePayments, orderItems, orders, productImages, refunds, variants } from '../db/schema.js';
import { orderPromotions } from '../modules/promotions/index.js';
import { badRequest, conflict, notFound } from '../lib/http-error.js';
import { imageUrl } from '../modules/catalog/index.js';
import type { JobSender } from './mail-queue.js';
import { payLaterPlans, recordPayment, reserveRefund } from '../modules/payments/index.js';
import { releasePromotionUses } from '../modules/promotions/index.js';
import { loadReturns } from './returns.js';
import { loadStatusHistory, newPickupCode, recordOrderStatus, type StatusActor } from './order-status.js';

type OrderRow = typeof orders.$inferSelect;

/** Each product's first picture (lowest position), for order and quote lines. */
export async function firstImages(db: Executor, productIds: number[]): Promise<Map<number, OrderItemImage>> {
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

/** The delivery an order was placed with, as it was then; null for orders placed before zones existed. */
function deliveryOf(o: OrderRow): Order['delivery'] {
  if (o.deliveryZone === null) return null;
  const station = o.pickupStation;
  return {
    method: o.deliveryMethod,
    state: o.shippingState as NigerianState,
    zone: o.deliveryZone,
    station: station
      ? {
          id: o.pickupStationId ?? 0,
          name: station.name,
          state: station.state as NigerianState,
          address: station.address,
          opening_hours: station.opening_hours,
          fee: fromKobo(station.fee_kobo),
        }
      : null,
    fee: fromKobo(o.deliveryListedFeeKobo ?? o.shippingFeeKobo),
    min_days: o.deliveryMinDays ?? 0,
    max_days: o.deliveryMaxDays ?? 0,
    earliest: o.deliveryEarliest ?? '',
    latest: o.deliveryLatest ?? '',
  };
}

type OrderItemRow = typeof orderItems.$inferSelect;
type PayLaterPlanRow = typeof payLaterPlans.$inferSelect;
type OrderPromotionRow = typeof orderPromotions.$inferSelect;

/** What an order's answer is made of besides its own row, for one or several orders. */
interface OrderParts {
  items: OrderItemRow[];
  plans: PayLaterPlanRow[];
  payments: { orderId: number; channel: string | null }[];
  refundRows: (Pick<typeof refunds.$inferSelect, 'id' | 'amountKobo' | 'status' | 'createdAt'> & {
    orderId: number;
  })[];
  /** `id` is the promotion's. */
  promotionRows: (Pick<OrderPromotionRow, 'orderId' | 'name' | 'code' | 'kind' | 'discountKobo'> & {
    id: number;
  })[];
  returnRows: Awaited<ReturnType<typeof loadReturns>>;
  history: Awaited<ReturnType<typeof loadStatusHistory>>;
}

/** Orders as the API answers them, read with everything they show. */
export async function serializeOrders(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [items, plans, payments, refundRows, promotionRows, returnRows, history] = await readAll(db, [
    () => db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    () => db.select().from(payLaterPlans).where(inArray(payLaterPlans.orderId, ids)),
    // The attempt that paid (refunded since, perhaps): its channel is the provider's word for how.
    () =>
      db
        .select({ orderId: onlinePayments.orderId, channel: onlinePayments.channel })
        .from(onlinePayments)
        .where(
          and(
            inArray(onlinePayments.orderId, ids),
            inArray(onlinePayments.status, ['succeeded', 'refunded']),
            isNotNull(onlinePayments.paidAt),
          ),
        )
        .orderBy(asc(onlinePayments.paidAt)),
    () =>
      db
        .select({
          orderId: onlinePayments.orderId,
          id: refunds.id,
          amountKobo: refunds.amountKobo,
          status: refunds.status,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .innerJoin(onlinePayments, eq(onlinePayments.id, refunds.paymentId))
        .where(inArray(onlinePayments.orderId, ids))
        .orderBy(asc(refunds.id)),
    // The promotions as they applied when the order was placed (their use may have been given back since).
    () =>
      db
        .select({
          orderId: orderPromotions.orderId,
          id: orderPromotions.promotionId,
          name: orderPromotions.name,
          code: orderPromotions.code,
          kind: orderPromotions.kind,
          discountKobo: orderPromotions.discountKobo,
        })
        .from(orderPromotions)
        .where(inArray(orderPromotions.orderId, ids))
        .orderBy(asc(orderPromotions.id)),
    () => loadReturns(db, { orderIds: ids }),
    () => loadStatusHistory(db, ids),
  ]);
  return composeOrders(db, rows, {
    items,
    plans,
    payments,
    refundRows,
    promotionRows,
    returnRows,
    history,
  });
}

/** What checkout's transaction wrote for a new order, as the inserts returned it. */
export interface PlacedRows {
  order: OrderRow;
  items: OrderItemRow[];
  plan: PayLaterPlanRow | null;
  promotions: OrderPromotionRow[];
}

/**
 * A just-placed order's answer, from the rows its transaction wrote rather than read back: no payment, refund or
 * return can refer to it yet (no other transaction sees it before it commits), and under a rush every statement
 * inside checkout's transaction holds up the next shopper. Only the products' pictures are read.
 */
export async function placedOrder(db: Executor, placed: PlacedRows): Promise<Order> {
  const [order] = await composeOrders(db, [placed.order], {
    items: [...placed.items].sort((a, b) => a.id - b.id),
    plans: placed.plan ? [placed.plan] : [],
    payments: [],
    refundRows: [],
    promotionRows: [...placed.promotions]
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ ...p, id: p.promotionId })),
    returnRows: [],
    // Checkout recorded the order's first status at the order's own time (checkout.ts).
    history: new Map([
      [
        placed.order.id,
        [
          {
            status: placed.order.status,
            at: placed.order.createdAt.toISOString(),
            by: 'shopper' as const,
            note: null,
          },
        ],
      ],
    ]),
  });
  if (!order) throw new Error('placedOrder: no order');
  return order;
}

/** The orders' answers from their parts, with each line's product picture (read here). */
async function composeOrders(
  db: Executor,
  rows: OrderRow[],
  { items, plans, payments, refundRows, promotionRows, returnRows, history }: OrderParts,
): Promise<Order[]> {
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
          discount: fromKobo(i.discountKobo),
          vat_rate: (i.vatRateBp ?? 0) / 100,
        })),
      subtotal: fromKobo(o.subtotalKobo),
      discount: fromKobo(o.discountKobo),
      shipping_fee: fromKobo(o.shippingFeeKobo),
      total: fromKobo(o.totalKobo),
      vat: o.vatLines.map((l) => ({ rate: l.rate_bp / 100, amount: fromKobo(l.kobo) })),
      promotions: promotionRows
        .filter((p) => p.orderId === o.id)
        .map((p) => ({
          id: p.id,
          name: p.name,
          code: p.code,
          kind: p.kind,
          discount: fromKobo(p.discountKobo),
        })),
      delivery: deliveryOf(o),
      shipping_address: {
        full_name: o.shippingFullName,
        phone: o.shippingPhone,
        second_phone: o.shippingSecondPhone,
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
      cancel_reason: o.cancelReason,
      payment_channel: payments.find((p) => p.orderId === o.id)?.channel ?? null,
      refunds: refundRows
        .filter((r) => r.orderId === o.id)
        .map((r) => ({
          id: r.id,
          amount: fromKobo(Number(r.amountKobo)),
          status: r.status,
          created_at: r.createdAt.toISOString(),
        })),
      returns: returnRows.filter((r) => r.order_id === o.id),
      reserved_until:
        o.reservedUntil &&
        (o.status === 'pending' || o.status === 'confirmed') &&
        o.paymentStatus === 'unpaid'
          ? o.reservedUntil.toISOString()
          : null,
      history: history.get(o.id) ?? [],
      // The code is the shopper's to show at the station while the order waits there.
      pickup_code: o.status === 'ready_for_pickup' ? o.pickupCode : null,
      courier: o.courier,
      tracking_number: o.trackingNumber,
    };
  });
}

/** The caller's orders, newest first, one page at a time. */
export async function listOwnOrders(
  db: Executor,
  userId: number,
  page: { page: number; page_size: number },
): Promise<Paginated<Order>> {
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(page.page_size)
        .offset((page.page - 1) * page.page_size),
    () =>
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

export async function loadOwnOrder(db: Executor, userId: number, orderId: number): Promise<Order> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = await serializeOrders(db, rows);
  if (!order) throw notFound('Order not found.');
  return order;
}

function transitionMessage(from: OrderStatus, to: OrderStatus): string {
  const words = ORDER_STATUS_WORDS;
  if (from === to) return `The order is already ${words[from]}.`;
  const allowed = ORDER_TRANSITIONS[from];
  const next =
    allowed.length === 0
      ? `A ${words[from]} order cannot change any more.`
      : `From ${words[from]} it can move to ${allowed.map((s) => words[s]).join(' or ')}.`;
  return `Cannot change the order from ${words[from]} to ${words[to]}. ${next}`;
}

/** Who cancels: the shopper who owns the order (pending or confirmed, nothing paid yet), or the shop (pending or confirmed). */
export type Canceller = { shopper: number } | 'shop';

export interface CancelOptions {
  /** Why, when the shop says (kept on the order and shown to the shopper). */
  reason?: string;
  /** Who, for the order's history, when the shop cancels (an admin, a payment, its own jobs); the shop's jobs by default. */
  actor?: StatusActor;
  /** The job queue: the refund of a payment the order had taken is a job (needed to cancel a paid order). */
  jobs?: JobSender;
}

/**
 * Cancels an order in one transaction (a savepoint when `db` is already a transaction): the order row is
 * locked, every line goes back into stock (variants in id order, like checkout takes them), money taken
 * is marked refunded and a plan still waiting for approval is rejected. The shopper cancelling an order that is
 * already cancelled changes nothing.
 */
export async function cancelOrder(
  db: Executor,
  orderId: number,
  by: Canceller,
  options: CancelOptions = {},
): Promise<void> {
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
      throw conflict(
        `Only pending or confirmed orders can be cancelled; this one is ${ORDER_STATUS_WORDS[order.status]}.`,
      );
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
    // Promotion uses the order held are given back (after the stock, in the order checkout takes them).
    await releasePromotionUses(tx, orderId);
    const online = order.paymentMethod === 'pay_now';
    if (online) await settleOnlinePaymentsOnCancel(tx, orderId, options.jobs);
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        // An online payment is refunded through the provider: the order reads refunded once the refund is processed.
        paymentStatus: online ? order.paymentStatus : refundedStatus(order.paymentStatus),
        // The shopper's own cancel says so, to them (not "not approved") and to the shop.
        cancelReason: options.reason ?? (by === 'shop' ? null : CANCELLED_BY_SHOPPER),
        reservedUntil: null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    await recordOrderStatus(
      tx,
      {
        orderId,
        status: 'cancelled',
        actor: by === 'shop' ? (options.actor ?? { by: 'system' }) : { by: 'shopper', userId: by.shopper },
        note: options.reason ?? null,
      },
      options.jobs,
    );
    await tx
      .update(payLaterPlans)
      .set({ status: 'rejected', updatedAt: new Date() })
      .where(and(eq(payLaterPlans.orderId, orderId), eq(payLaterPlans.status, 'pending')));
  });
}

/**
 * A pay-now order being cancelled (the order row is locked): its payment that succeeded is refunded in full (the
 * provider is asked once the transaction commits), and attempts still open are abandoned; should one of them
 * succeed after all, it is refunded when it is settled (modules/payments/settle.ts).
 */
async function settleOnlinePaymentsOnCancel(
  tx: Executor,
  orderId: number,
  jobs: JobSender | undefined,
): Promise<void> {
  const [paid] = await tx
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.status, 'succeeded')));
  if (paid) {
    if (!jobs) throw new Error('cancelling a paid order needs the job queue for its refund');
    await reserveRefund(jobs, tx, paid.id, 'Order cancelled');
  }
  await tx
    .update(onlinePayments)
    .set({ status: 'abandoned', reason: 'The order was cancelled', updatedAt: new Date() })
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.status, 'pending')));
}

/** A cancelled order owes nothing: money taken (in part or in full) is refunded, an unpaid order stays unpaid. */
export const refundedStatus = (status: PaymentStatus): PaymentStatus =>
  status === 'paid' || status === 'partially_paid' ? 'refunded' : status;

/** What the shop gives with a status change: who made it, the courier of a shipment, the code shown at a station. */
export interface StatusChangeOptions {
  jobs?: JobSender | undefined;
  actor?: StatusActor;
  courier?: string | undefined;
  trackingNumber?: string | undefined;
  pickupCode?: string | undefined;
}

/**
 * Moves an order along ORDER_TRANSITIONS for the shop, and records it in the order's history (the shopper is told
 * of it when `jobs` is given). Cancelling goes through `cancelOrder`; delivering a pay-on-delivery order marks it
 * paid. Only a pickup order becomes ready for pickup (with a new pickup code), and one that is ready is handed over
 * only against that code. Shipping keeps the courier and tracking number given.
 */
export async function changeOrderStatus(
  db: Executor,
  orderId: number,
  to: OrderStatus,
  options: StatusChangeOptions = {},
): Promise<void> {
  const { jobs } = options;
  const actor = options.actor ?? { by: 'system' as const };
  if (to === 'cancelled') return cancelOrder(db, orderId, 'shop', { ...(jobs ? { jobs } : {}), actor });
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order not found.');
    if (!canTransition(order.status, to)) throw conflict(transitionMessage(order.status, to));
    if (to === 'ready_for_pickup' && order.deliveryMethod !== 'pickup')
      throw conflict('Only an order to collect from a pickup station can be ready for pickup.');
    if (to === 'delivered' && order.status === 'ready_for_pickup') {
      const message = 'The pickup code does not match. Ask for the 6-digit code in the shopper’s mail.';
      if (!options.pickupCode) {
        const missing = 'Enter the 6-digit pickup code the shopper shows.';
        throw badRequest(missing, { pickup_code: [missing] });
      }
      if (options.pickupCode !== order.pickupCode) throw badRequest(message, { pickup_code: [message] });
    }
    const cashOnDelivery = to === 'delivered' && order.paymentMethod === 'pay_on_delivery';
    const paymentStatus = cashOnDelivery ? 'paid' : order.paymentStatus;
    await tx
      .update(orders)
      .set({
        status: to,
        paymentStatus,
        ...(to === 'delivered' ? { deliveredAt: new Date() } : {}),
        ...(to === 'ready_for_pickup' ? { pickupCode: newPickupCode() } : {}),
        ...(to === 'shipped'
          ? { courier: options.courier ?? null, trackingNumber: options.trackingNumber ?? null }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    const note =
      to === 'shipped' && (options.courier || options.trackingNumber)
        ? [options.courier, options.trackingNumber && `tracking ${options.trackingNumber}`]
            .filter(Boolean)
            .join(', ')
        : null;
    await recordOrderStatus(tx, { orderId, status: to, actor, note }, jobs);
    if (cashOnDelivery) await recordPayment(tx, orderId, 'delivery', order.totalKobo);
  });
}
