import { eq } from 'drizzle-orm';
import { formatNaira, formatShippingFee } from 'shared-contracts/money';
import type { Order } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { serializeOrders } from './orders.js';
import { loadSettingsRow, signOffOf } from '../settings/index.js';

/**
 * An order as a receipt states it, in plain text: its lines, Subtotal, Discount (when any), the delivery (zone or
 * pickup station, with its address and hours), Total, the VAT it includes per rate, and when it arrives.
 */
export function orderReceiptLines(order: Order): string[] {
  const delivery = order.delivery;
  const lines = order.items.map(
    (i) =>
      `${i.quantity} × ${i.product_name}${i.variant_label ? ` (${i.variant_label})` : ''}: ${formatNaira(i.line_total)}`,
  );
  lines.push('', `Subtotal: ${formatNaira(order.subtotal)}`);
  if (order.discount) lines.push(`Discount: −${formatNaira(order.discount)}`);
  for (const p of order.promotions ?? [])
    lines.push(`  ${p.name}${p.code ? ` (${p.code})` : ''}: −${formatNaira(p.discount)}`);
  lines.push(
    `${delivery?.station ? `Pickup at ${delivery.station.name}` : delivery ? `Delivery to ${delivery.state} (${delivery.zone})` : 'Shipping'}: ${formatShippingFee(order.shipping_fee)}`,
    `Total: ${formatNaira(order.total)}`,
  );
  for (const v of order.vat ?? [])
    if (v.rate > 0) lines.push(`Includes VAT at ${v.rate}%: ${formatNaira(v.amount)}`);
  if (delivery?.station) {
    lines.push(
      '',
      `Collect it at ${delivery.station.name}, ${delivery.station.address} (open ${delivery.station.opening_hours}).`,
    );
  }
  if (delivery && delivery.max_days > 0) {
    lines.push(
      delivery.min_days === delivery.max_days
        ? `Expected in ${delivery.min_days} working days (by ${delivery.latest}).`
        : `Expected in ${delivery.min_days}–${delivery.max_days} working days (${delivery.earliest} to ${delivery.latest}).`,
    );
  }
  return lines;
}

/** The order and its shopper's email, by number (for a mail sent after the order's transaction). */
export async function orderForMail(
  db: Executor,
  number: string,
): Promise<{ order: Order; to: string } | null> {
  const rows = await db.select().from(orders).where(eq(orders.number, number));
  const [order] = await serializeOrders(db, rows);
  const row = rows[0];
  if (!order || !row) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  // An account made with a phone number alone has no mailbox.
  return user?.email ? { order, to: user.email } : null;
}

/** "Order KSW-… placed": what was ordered, what it costs and how it comes; sent once checkout has committed. */
export async function orderConfirmationMail(
  db: Executor,
  order: Order,
  to: string,
): Promise<{ to: string; subject: string; text: string }> {
  const shop = await loadSettingsRow(db);
  return {
    to,
    subject: `Order ${order.number} placed at ${shop.shopName}`,
    text: [
      `Thank you for your order ${order.number}.`,
      '',
      ...orderReceiptLines(order),
      ...signOffOf(shop),
    ].join('\n'),
  };
}

/** The confirmation mail of the order `orderId` (the mail job names the order by id); null once it has no mailbox. */
export async function placedOrderMail(
  db: Executor,
  orderId: number,
): Promise<{ to: string; subject: string; text: string } | null> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  const placed = row ? await orderForMail(db, row.number) : null;
  return placed ? orderConfirmationMail(db, placed.order, placed.to) : null;
}
