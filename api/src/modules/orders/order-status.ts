import { randomInt } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { StatusActor } from 'shared-contracts/schemas/order-values';
import type { OrderStatus, OrderStatusEntry } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { orderStatusHistory } from './tables.js';
import type { Mail } from '../../plugins/app/mailer.js';
import { localisedMail } from '../../lib/mail-html.js';
import { mailLocale, mailWords } from '../../lib/mail-words.js';
import { orderMailMessages } from './mail-messages.js';
import { queueMail, type JobSender } from '../../services/mail-queue.js';
import { loadSettingsRow, signOffOf } from '../settings/index.js';
import { queueSms } from '../../services/sms-queue.js';
import { queueWhatsAppUpdate } from '../whatsapp/index.js';

/** The statuses the shopper is told of as they happen (placed and paid have their own mails). */
const NOTIFIED: ReadonlySet<OrderStatus> = new Set(['shipped', 'ready_for_pickup', 'delivered', 'cancelled']);

/**
 * Records that an order reached `status`, in the transaction that changed it, and tells the shopper when the status
 * is one they are told of (when `jobs` is given). Every status change goes through here.
 */
export async function recordOrderStatus(
  tx: Executor,
  change: { orderId: number; status: OrderStatus; actor: StatusActor; note?: string | null; at?: Date },
  jobs?: JobSender,
): Promise<number> {
  const [row] = await tx
    .insert(orderStatusHistory)
    .values({
      orderId: change.orderId,
      status: change.status,
      by: change.actor.by,
      byUserId: change.actor.userId ?? null,
      note: change.note ? change.note.slice(0, 300) : null,
      ...(change.at ? { at: change.at } : {}),
    })
    .returning({ id: orderStatusHistory.id });
  if (!row) throw new Error('recordOrderStatus: no row');
  if (jobs && NOTIFIED.has(change.status)) await notifyOrderStatus(jobs, tx, row.id);
  return row.id;
}

/** The WhatsApp update of each status that has one (the shopper asked for them at checkout). */
const WHATSAPP_TEMPLATE_OF: Partial<Record<OrderStatus, 'order_shipped' | 'order_delivered'>> = {
  shipped: 'order_shipped',
  delivered: 'order_delivered',
};

/**
 * Tells the shopper their order reached a status (the history row `historyId`): the one place a status message is
 * sent from. A mail, a WhatsApp update when the shopper asked for them, and a text message to a shopper whose phone
 * number is verified, all queued in the change's
 * transaction under the row's key (sent once, however often the change is retried).
 */
export async function notifyOrderStatus(jobs: JobSender, tx: Executor, historyId: number): Promise<void> {
  await queueMail(jobs, tx, { kind: 'order-status', historyId });
  const [row] = await tx
    .select({ entry: orderStatusHistory, order: orders, phone: users.phone, verified: users.phoneVerifiedAt })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orderStatusHistory.id, historyId));
  if (!row) return;
  const template = WHATSAPP_TEMPLATE_OF[row.entry.status];
  if (template) await queueWhatsAppUpdate(jobs, tx, { orderId: row.order.id, template });
  if (!row.phone || !row.verified) return;
  const text = orderStatusSms(row.entry.status, row.order);
  if (text) await queueSms(jobs, tx, { to: row.phone, text, key: `order-status-${historyId}` });
}

/**
 * The text message of a status the order reached, short enough for one SMS (160 GSM-7 characters with the longest
 * station names the shop keeps); null for a status not told by text.
 */
export function orderStatusSms(
  status: OrderStatus,
  order: Pick<
    typeof orders.$inferSelect,
    'number' | 'pickupCode' | 'pickupStation' | 'courier' | 'trackingNumber'
  >,
): string | null {
  const station = order.pickupStation;
  switch (status) {
    case 'shipped': {
      const tracking = order.trackingNumber
        ? ` ${order.courier ? `${order.courier} ` : ''}tracking: ${order.trackingNumber}.`
        : '';
      return `Your order ${order.number} is on its way${station ? ` to ${station.name}` : ''}.${tracking}`;
    }
    case 'ready_for_pickup':
      return `Order ${order.number} is ready at ${station?.name ?? 'the pickup station'}. Pickup code ${order.pickupCode ?? ''}. Open ${station?.opening_hours ?? ''}`.trim();
    case 'delivered':
      return station
        ? `Order ${order.number} was collected. Thank you!`
        : `Order ${order.number} was delivered. Thank you!`;
    case 'cancelled':
      return `Order ${order.number} was cancelled. Any money paid will be refunded to you.`;
    default:
      return null;
  }
}

/** Each order's statuses, oldest first. */
export async function loadStatusHistory(
  db: Executor,
  orderIds: number[],
): Promise<Map<number, OrderStatusEntry[]>> {
  const result = new Map<number, OrderStatusEntry[]>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
  for (const row of rows) {
    const list = result.get(row.orderId) ?? [];
    list.push({ status: row.status, at: row.at.toISOString(), by: row.by, note: row.note });
    result.set(row.orderId, list);
  }
  return result;
}

/** A new pickup code: 6 digits, any of a million, leading zeros kept. */
export const newPickupCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The mail of one status the order reached (history row `historyId`), in the shopper's language (users.locale; the
 * admin's changes are not the shopper's request), a shipped order's with its tracking page on the shop (`appUrl`);
 * null once there is nothing to tell.
 */
export async function orderStatusMail(db: Executor, historyId: number, appUrl: string): Promise<Mail | null> {
  const [row] = await db
    .select({
      entry: orderStatusHistory,
      order: orders,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
    })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orderStatusHistory.id, historyId));
  // An account made with a phone number alone has no mailbox (its text message says it).
  if (!row?.email) return null;
  const { entry, order } = row;
  const shop = await loadSettingsRow(db);
  const locale = mailLocale(undefined, row.locale);
  const { t, day } = mailWords(orderMailMessages, locale);
  const number = order.number;
  const station = order.pickupStation;
  let subject: string;
  let body: string[];
  switch (entry.status) {
    case 'shipped': {
      subject = t('shipped.subject', { number });
      const { courier, trackingNumber: tracking } = order;
      const carrier = courier
        ? tracking
          ? t('shipped.courierTracking', { courier, tracking })
          : t('shipped.courier', { courier })
        : tracking
          ? t('shipped.tracking', { tracking })
          : null;
      body = [
        station
          ? t('shipped.toStation', { number, station: station.name })
          : t('shipped.toAddress', {
              number,
              address: `${order.shippingStreet}, ${order.shippingCity}, ${order.shippingState}`,
            }),
        ...(carrier ? [carrier] : []),
        ...(!station && order.deliveryLatest
          ? [
              order.deliveryEarliest && order.deliveryEarliest !== order.deliveryLatest
                ? t('shipped.expectedBetween', {
                    earliest: day(order.deliveryEarliest),
                    latest: day(order.deliveryLatest),
                  })
                : t('shipped.expectedBy', { latest: day(order.deliveryLatest) }),
            ]
          : []),
        t('shipped.track', { url: `${appUrl.replace(/\/+$/, '')}/track/${encodeURIComponent(number)}` }),
      ];
      break;
    }
    case 'ready_for_pickup':
      subject = t('ready.subject', { number });
      body = [
        station ? t('ready.atStation', { number, station: station.name }) : t('ready.plain', { number }),
        '',
        t('ready.code', { code: order.pickupCode ?? '' }),
        t('ready.show'),
        ...(station
          ? [
              '',
              `${station.name}`,
              `${station.address}, ${station.state}`,
              t('ready.open', { hours: station.opening_hours }),
            ]
          : []),
      ];
      break;
    case 'delivered':
      subject = t('delivered.subject', { number });
      body = [
        t(station ? 'delivered.collected' : 'delivered.delivered', { number, shop: shop.shopName }),
        t('delivered.returns'),
      ];
      break;
    case 'cancelled':
      subject = t('cancelled.subject', { number });
      body = [
        order.cancelReason
          ? t('cancelled.withReason', { number, reason: order.cancelReason.replace(/\.$/, '') })
          : t('cancelled.plain', { number }),
        t(order.paymentStatus === 'unpaid' ? 'cancelled.unpaid' : 'cancelled.refund'),
      ];
      break;
    default:
      return null;
  }
  return localisedMail(locale, {
    to: row.email,
    subject,
    text: [t('greeting', { name: row.firstName }), '', ...body, ...signOffOf(shop)].join('\n'),
  });
}
