import { and, eq, inArray, sql } from 'drizzle-orm';
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
 * after review both end here, and so does an order paid by transfer to the shopper's own account, whose money is in
 * the store-credit ledger (`amountKobo` null: nothing goes into the payments' table). The history is written with the orders' `recordOrderStatus`, handed in (deps.ts).
 */
export async function confirmPaidOrder(
  tx: Executor,
  order: { id: number; status: OrderStatus },
  amountKobo: bigint | null,
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
    .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['unpaid', 'partially_paid'])));
  if (order.status === 'pending')
    await recordOrderStatus(tx, { orderId: order.id, status: 'confirmed', ...why });
  if (amountKobo !== null) await recordPayment(tx, order.id, 'online', Number(amountKobo));
}
