import type { FastifyInstance } from 'fastify';
import type { TransferRequest } from '../accounts.js';
import { fail, isObject } from '../http.js';
import type { RouteContext } from './context.js';

type Refusal = { status: 400 | 404; message: string };

/** A JSON body as a transfer into a dedicated account, or why not (400 for the body, 404 for an unknown account). */
function transferOf(body: Record<string, unknown>, context: RouteContext): TransferRequest | Refusal {
  const { account_number: number, amount_kobo: amount, sender_name: sender, delay_ms: delay } = body;
  const { sender_bank: bank, narration, hold, duplicate } = body;
  if (typeof number !== 'string' && typeof number !== 'number')
    return { status: 400, message: 'account_number is required' };
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    return { status: 400, message: 'amount_kobo is a positive whole number of kobo' };
  if (typeof sender !== 'string' || sender.trim() === '')
    return { status: 400, message: 'sender_name is required' };
  if (bank !== undefined && (typeof bank !== 'string' || bank.trim() === ''))
    return { status: 400, message: 'sender_bank is the name of a bank' };
  if (narration !== undefined && typeof narration !== 'string')
    return { status: 400, message: 'narration is text' };
  if (delay !== undefined && (typeof delay !== 'number' || !Number.isFinite(delay) || delay < 0))
    return { status: 400, message: 'delay_ms is a number of milliseconds, 0 or more' };
  if (hold !== undefined && typeof hold !== 'boolean')
    return { status: 400, message: 'hold is true or false' };
  if (
    duplicate !== undefined &&
    (typeof duplicate !== 'number' || !Number.isSafeInteger(duplicate) || duplicate < 0)
  )
    return { status: 400, message: 'duplicate is how many more times the event is sent: 0 or more' };
  const account = context.store.accountByNumber(String(number).trim());
  if (!account) return { status: 404, message: `No dedicated account has the number ${String(number)}` };
  return {
    account,
    amountKobo: amount,
    senderName: sender.trim(),
    senderBank: typeof bank === 'string' ? bank.trim() : undefined,
    narration,
    delayMs: delay,
    hold,
    duplicate,
  };
}

/**
 * The bank's side of a transfer into a dedicated account, for tests only (no key: this is not Paystack):
 * `POST /__sim/bank/transfer` `{account_number, amount_kobo, sender_name, sender_bank?, narration?, delay_ms?,
 * hold?, duplicate?}`. Paystack then has a successful transaction of the account's customer (even when the account
 * was deactivated), with a reference of its own, and tells the shop by `charge.success`: after `delay_ms`, not until
 * a requery when `hold`, and `duplicate` more times. Answers `{reference, id}`.
 */
export function registerBankTransfers(app: FastifyInstance, context: RouteContext): void {
  app.post('/__sim/bank/transfer', async (request, reply) => {
    if (!isObject(request.body)) return fail(reply, 400, 'Invalid body');
    const transfer = transferOf(request.body, context);
    if ('message' in transfer) return fail(reply, transfer.status, transfer.message);
    const t = context.accounts.receive(transfer);
    return { reference: t.reference, id: t.id };
  });
}
