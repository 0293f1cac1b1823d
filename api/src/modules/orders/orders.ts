import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { NigerianState, Order, OrderItemImage } from 'shared-contracts/schemas/orders';
import { fromKobo } from 'shared-contracts/money';
import { payLaterSchedule } from 'shared-contracts/pay-later';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { Executor } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { orderItems, orders, productImages } from '../../db/schema.js';
import { onlinePayments, refunds } from '../payments/index.js';
import { notFound } from '../../lib/http-error.js';
import { imageUrl } from '../catalog/index.js';
import { payLaterPlans } from '../payments/index.js';
import { orderPromotions } from '../promotions/index.js';
import { paidFromCredit } from '../transfers/index.js';
import { loadReturns } from './returns/read.js';
import { loadStatusHistory } from './order-status.js';

/** Reading orders: the answer of one or several orders, a just-placed order's, and the shopper's own. */

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
    courier: o.deliveryCourier,
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
  /** What store credit (the shopper's transfers) paid towards each order paid by transfer, in kobo. */
  creditPaid: Map<number, number>;
}

/** Orders as the API answers them, read with everything they show. */
export async function serializeOrders(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const byTransfer = rows.filter((o) => o.paymentMethod === 'account_transfer').map((o) => o.id);
  const [items, plans, payments, refundRows, promotionRows, returnRows, history, creditPaid] = await readAll(
    db,
    [
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
      () => paidFromCredit(db, byTransfer),
    ],
  );
  return composeOrders(db, rows, {
    items,
    plans,
    payments,
    refundRows,
    promotionRows,
    returnRows,
    history,
    creditPaid,
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
    // Checkout recorded the order's first status at the order's own time (modules/checkout/place.ts).
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
    // Checkout applies the shopper's store credit to an order paid by transfer as it places it.
    creditPaid:
      placed.order.paymentMethod === 'account_transfer'
        ? await paidFromCredit(db, [placed.order.id])
        : new Map(),
  });
  if (!order) throw new Error('placedOrder: no order');
  return order;
}

/** An order paid by transfer: what came (less what went back to credit when it was cancelled), and what is due. */
function transferSummary(o: OrderRow, paidKobo: number): Order['transfer'] {
  const due =
    o.status === 'cancelled' || o.paymentStatus === 'paid' ? 0 : Math.max(0, o.totalKobo - paidKobo);
  return { paid: fromKobo(paidKobo), due: fromKobo(due) };
}

/** The orders' answers from their parts, with each line's product picture (read here). */
async function composeOrders(
  db: Executor,
  rows: OrderRow[],
  { items, plans, payments, refundRows, promotionRows, returnRows, history, creditPaid }: OrderParts,
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
      transfer: o.paymentMethod === 'account_transfer' ? transferSummary(o, creditPaid.get(o.id) ?? 0) : null,
      channel: o.channel,
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
        (o.paymentStatus === 'unpaid' || o.paymentStatus === 'partially_paid')
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
