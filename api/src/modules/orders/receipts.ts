import { eq } from 'drizzle-orm';
import type { Locale } from 'shared-contracts/locales';
import { formatNaira } from 'shared-contracts/money';
import type { Order } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { localisedMail } from '../../lib/mail-html.js';
import { mailLocale, mailWords } from '../../lib/mail-words.js';
import type { Mail } from '../../plugins/app/mailer.js';
import { orderMailMessages } from './mail-messages.js';
import { serializeOrders } from './orders.js';
import { loadSettingsRow, signOffOf } from '../settings/index.js';

/**
 * An order as a receipt states it, in plain text and the mail's language: its lines, Subtotal, Discount (when any),
 * the delivery (zone or pickup station, with its address and hours), Total, the VAT it includes per rate, and when
 * it arrives.
 */
export function orderReceiptLines(order: Order, locale: Locale): string[] {
  const { t } = mailWords(orderMailMessages, locale);
  const delivery = order.delivery;
  const fee = order.shipping_fee === 0 ? t('receipt.free') : formatNaira(order.shipping_fee);
  const lines = order.items.map(
    (i) =>
      `${i.quantity} × ${i.product_name}${i.variant_label ? ` (${i.variant_label})` : ''}: ${formatNaira(i.line_total)}`,
  );
  lines.push('', t('receipt.subtotal', { amount: formatNaira(order.subtotal) }));
  if (order.discount) lines.push(t('receipt.discount', { amount: formatNaira(order.discount) }));
  for (const p of order.promotions ?? [])
    lines.push(`  ${p.name}${p.code ? ` (${p.code})` : ''}: −${formatNaira(p.discount)}`);
  lines.push(
    delivery?.station
      ? t('receipt.pickupAt', { station: delivery.station.name, fee })
      : delivery
        ? t('receipt.deliveryTo', { state: delivery.state, zone: delivery.courier ?? delivery.zone, fee })
        : t('receipt.shipping', { fee }),
    t('receipt.total', { amount: formatNaira(order.total) }),
  );
  for (const v of order.vat ?? [])
    if (v.rate > 0) lines.push(t('receipt.vat', { rate: v.rate, amount: formatNaira(v.amount) }));
  if (delivery?.station) {
    const { name, address, opening_hours } = delivery.station;
    lines.push('', t('receipt.collect', { station: name, address, hours: opening_hours }));
  }
  if (delivery && delivery.max_days > 0) {
    lines.push(
      delivery.min_days === delivery.max_days
        ? t('receipt.expectedBy', { days: delivery.min_days, latest: delivery.latest })
        : t('receipt.expectedBetween', {
            min: delivery.min_days,
            max: delivery.max_days,
            earliest: delivery.earliest,
            latest: delivery.latest,
          }),
    );
  }
  return lines;
}

/**
 * The order, its shopper's email and the language they last used (users.locale), by number (for a mail sent after
 * the order's transaction).
 */
export async function orderForMail(
  db: Executor,
  number: string,
): Promise<{ order: Order; to: string; locale: Locale | null } | null> {
  const rows = await db.select().from(orders).where(eq(orders.number, number));
  const [order] = await serializeOrders(db, rows);
  const row = rows[0];
  if (!order || !row) return null;
  const [user] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, row.userId));
  // An account made with a phone number alone has no mailbox.
  return user?.email ? { order, to: user.email, locale: user.locale } : null;
}

/** "Order KSW-… placed": what was ordered, what it costs and how it comes; sent once checkout has committed. */
export async function orderConfirmationMail(
  db: Executor,
  order: Order,
  to: string,
  locale: Locale,
): Promise<Mail> {
  const shop = await loadSettingsRow(db);
  const { t } = mailWords(orderMailMessages, locale);
  return localisedMail(locale, {
    to,
    subject: t('placed.subject', { number: order.number, shop: shop.shopName }),
    text: [
      t('placed.thanks', { number: order.number }),
      '',
      ...orderReceiptLines(order, locale),
      ...signOffOf(shop),
    ].join('\n'),
  });
}

/**
 * The confirmation mail of the order `orderId` (the mail job names the order by id), in the language the order was
 * placed in (`requested`, the job's), else the shopper's; null once it has no mailbox.
 */
export async function placedOrderMail(
  db: Executor,
  orderId: number,
  requested?: Locale,
): Promise<Mail | null> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  const placed = row ? await orderForMail(db, row.number) : null;
  return placed
    ? orderConfirmationMail(db, placed.order, placed.to, mailLocale(requested, placed.locale))
    : null;
}
