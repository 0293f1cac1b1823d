import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { StatusActor } from 'shared-contracts/schemas/order-values';
import type { RecordOrderStatus } from './deps.js';
import { recordPayment } from './transactions.js';

/**
 * The one "paid order is confirmed" transition, inside the caller's transaction with the order's row locked: an
 * unpaid order becomes paid (its stock reservation no longer expires), a pending one confirmed with a line in its
 * history saying who and why, and the payment goes into the ledger. Settling a verified payment and accepting one
 * after review both end here. The history is written with the orders' `recordOrderStatus`, handed in (deps.ts).
 */
export async function confirmPaidOrder(
  tx: Executor,
  order: { id: number; status: OrderStatus },
  amountKobo: bigint,
  why: { actor: StatusActor; note: string },
  recordOrderStatus: RecordOrderStatus,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      status: sql<OrderStatus>`case when ${orders.status} = 'pending' then 'confirmed' else ${orders.status} end`,
      reservedUntil: null,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'unpaid')));
  if (order.status === 'pending')
    await recordOrderStatus(tx, { orderId: order.id, status: 'confirmed', ...why });
  await recordPayment(tx, order.id, 'online', Number(amountKobo));
}
