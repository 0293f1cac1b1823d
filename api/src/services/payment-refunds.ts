import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatNaira, fromKobo } from 'shared-contracts/money';
import type { Executor } from '../db/client.js';
import { onlinePayments, refunds } from '../db/schema.js';
import { conflict } from '../lib/http-error.js';

/**
 * Sets money aside for a refund of an online payment, inside the caller's transaction: one conditional update adds
 * the amount to what was refunded only while the total stays within what was paid, so two refunds racing can never
 * give back more than was paid. The provider is asked afterwards (`sendPendingRefunds` in payments.ts).
 * Without an amount, all that is left.
 */
export async function reserveRefund(
  tx: Executor,
  paymentId: number,
  reason: string,
  amountKobo?: bigint,
  /** A success refunded because its order no longer takes it has already moved to `refunded`. */
  fromStatuses: ('succeeded' | 'refunded')[] = ['succeeded'],
): Promise<number> {
  const amount =
    amountKobo === undefined
      ? sql`${onlinePayments.amountKobo} - ${onlinePayments.refundedKobo}`
      : sql`${amountKobo}::bigint`;
  const [payment] = await tx
    .update(onlinePayments)
    .set({ refundedKobo: sql`${onlinePayments.refundedKobo} + ${amount}`, updatedAt: new Date() })
    .where(
      and(
        eq(onlinePayments.id, paymentId),
        inArray(onlinePayments.status, fromStatuses),
        sql`${amount} > 0`,
        sql`${onlinePayments.refundedKobo} + ${amount} <= ${onlinePayments.amountKobo}`,
      ),
    )
    .returning({ refundedKobo: onlinePayments.refundedKobo, amountKobo: onlinePayments.amountKobo });
  if (!payment) {
    const [current] = await tx
      .select({ refundedKobo: onlinePayments.refundedKobo, amountKobo: onlinePayments.amountKobo })
      .from(onlinePayments)
      .where(eq(onlinePayments.id, paymentId));
    const left = current ? current.amountKobo - current.refundedKobo : 0n;
    throw conflict(
      `A refund can never be more than was paid: ${formatNaira(fromKobo(Number(left)))} is left to refund on this payment.`,
    );
  }
  const refunded = amountKobo ?? payment.refundedKobo - (await previouslyRefunded(tx, paymentId));
  const [refund] = await tx
    .insert(refunds)
    .values({ paymentId, amountKobo: refunded, reason })
    .returning({ id: refunds.id });
  if (!refund) throw new Error('refund row not written');
  return refund.id;
}

/** What earlier refunds of the payment (not those that failed) add up to (so a refund of "all that is left" knows its amount). */
async function previouslyRefunded(tx: Executor, paymentId: number): Promise<bigint> {
  const [row] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)::text` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  return BigInt(row?.kobo ?? '0');
}
