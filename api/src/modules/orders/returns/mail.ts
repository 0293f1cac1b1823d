import { eq } from 'drizzle-orm';
import { formatNaira, fromKobo } from 'shared-contracts/money';
import {
  RETURN_METHOD_LABELS,
  RETURN_REASON_LABELS,
  type ReturnStatus,
} from 'shared-contracts/schemas/returns';
import type { Executor } from '../../../db/client.js';
import { orders, users } from '../../../db/schema.js';
import { returns } from '../tables.js';

/** The mail telling the shopper where their return is. */
export async function returnMail(
  db: Executor,
  id: number,
  /** The status the mail tells of (the return may have moved on by the time it is sent). */
  status: ReturnStatus,
): Promise<{ to: string; subject: string; text: string } | null> {
  const [row] = await db
    .select({ ret: returns, number: orders.number, email: users.email })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, returns.userId))
    .where(eq(returns.id, id));
  // An account made with a phone number alone has no mailbox.
  if (!row?.email) return null;
  const { ret, number, email } = row;
  const amount = formatNaira(fromKobo(ret.refundKobo));
  const body: Record<ReturnStatus, string> = {
    requested: `We have your request to return items from order ${number} (${RETURN_REASON_LABELS[ret.reason]}). We will tell you by mail once we have looked at it. If it is accepted, ${amount} will be refunded.`,
    approved: `Your return for order ${number} is approved. ${ret.method ? `${RETURN_METHOD_LABELS[ret.method]}.` : ''}${ret.instructions ? ` ${ret.instructions}` : ''}`,
    rejected: `We cannot accept your return for order ${number}: ${ret.rejectReason ?? ''}`,
    received: `We have received the items you returned from order ${number}. Your refund of ${amount} follows.`,
    refunded:
      ret.refundRoute === 'paystack'
        ? `We have refunded ${amount} for your return from order ${number} to the card or account you paid with. Depending on your bank it can take a few working days to show.`
        : `We have sent ${amount} for your return from order ${number} to your bank account (reference ${ret.transferReference ?? ''}).`,
  };
  return {
    to: email,
    subject: `${
      {
        requested: 'Return requested',
        approved: 'Return approved',
        rejected: 'Return rejected',
        received: 'Return received',
        refunded: 'Return refunded',
      }[status]
    } for order ${number}`,
    text: body[status].trim(),
  };
}
