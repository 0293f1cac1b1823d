import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { fromKobo, toKobo } from 'shared-contracts/money';
import type { PaymentWays, paymentWaysInputSchema } from 'shared-contracts/schemas/settings';
import type { Executor } from '../../db/client.js';
import { shopSettings } from './tables.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { recordSettingsChange } from './history.js';
import { loadSettingsRow, type SettingsRow } from './shop.js';

export const paymentWaysOf = (row: SettingsRow, payNowAvailable: boolean): PaymentWays => ({
  pay_on_delivery: row.payOnDelivery,
  pay_on_delivery_max: row.payOnDeliveryMaxKobo === null ? null : fromKobo(row.payOnDeliveryMaxKobo),
  pay_later: row.payLater,
  pay_now: row.payNow,
  pay_now_available: payNowAvailable,
  account_transfer: row.accountTransfer,
  account_transfer_hold_hours: row.accountTransferHoldHours,
  account_transfer_bank: row.accountTransferBank,
});

export async function updatePaymentWays(
  db: Executor,
  actorId: number,
  input: v.InferOutput<typeof paymentWaysInputSchema>,
  payNowAvailable: boolean,
): Promise<PaymentWays> {
  return db.transaction(async (tx) => {
    const current = await loadSettingsRow(tx, true);
    const before = paymentWaysOf(current, payNowAvailable);
    const accountTransfer = input.account_transfer ?? current.accountTransfer;
    const online = (input.pay_now || accountTransfer) && payNowAvailable;
    if (!input.pay_on_delivery && !input.pay_later && !online) {
      throw badRequest('Keep at least one way to pay open', {
        pay_on_delivery: ['Keep at least one way to pay'],
      });
    }
    const [row] = await tx
      .update(shopSettings)
      .set({
        payOnDelivery: input.pay_on_delivery,
        payOnDeliveryMaxKobo: input.pay_on_delivery_max === null ? null : toKobo(input.pay_on_delivery_max),
        payLater: input.pay_later,
        payNow: input.pay_now,
        accountTransfer,
        accountTransferHoldHours: input.account_transfer_hold_hours ?? current.accountTransferHoldHours,
        accountTransferBank: input.account_transfer_bank ?? current.accountTransferBank,
        updatedAt: new Date(),
      })
      .where(eq(shopSettings.id, 1))
      .returning();
    if (!row) throw new HttpError(500, 'The shop settings are missing');
    const after = paymentWaysOf(row, payNowAvailable);
    await recordSettingsChange(tx, actorId, 'payment_ways', 'Payment ways changed', before, after);
    return after;
  });
}
