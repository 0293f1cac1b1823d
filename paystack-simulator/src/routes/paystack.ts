import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { lagosDayStart, lagosNextDayStart } from 'shared-contracts/dates';
import { fail, isObject, pageOf } from '../http.js';
import {
  disputeFetchData,
  offlineChargeData,
  refundData,
  transactionData,
  transactionListData,
} from '../serializers.js';
import {
  REFUND_OUTCOMES,
  TRANSACTION_STATUSES,
  USSD_BANKS,
  type OfflineCharge,
  type Outcome,
  type RefundOutcome,
  type RefundRecord,
  type Transaction,
} from '../types.js';
import type { RouteContext } from './context.js';

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Paystack's own API, as the shop calls it: `POST /transaction/initialize`, `POST /charge` (a bank's USSD code or a
 * transfer), `GET /transaction/verify/:reference`, `GET /transaction`, `POST /refund`, `POST
 * /refund/retry_with_customer_details/:id`, `GET /refund/:id` and `GET /dispute/:id`.
 */
export function registerPaystackRoutes(app: FastifyInstance, context: RouteContext): void {
  const { store, publicUrl } = context;
  const { runRefund } = context.lifecycle;

  app.get('/', async () => ({
    status: true,
    message: 'Kasuwa Paystack simulator: test payments, no money moves',
  }));

  /** What initialize and charge both check of a new transaction: its email, amount, currency and reference. */
  function refusal(body: Record<string, unknown>): string | null {
    const { email, amount, currency = 'NGN', reference } = body;
    if (typeof email !== 'string' || !email.includes('@')) return 'Invalid Email Address Passed';
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100)
      return 'Invalid Amount Sent';
    if (typeof currency !== 'string' || !['NGN', 'USD', 'GHS', 'ZAR', 'KES'].includes(currency))
      return 'Currency not supported by merchant';
    if (reference !== undefined && (typeof reference !== 'string' || !REFERENCE.test(reference)))
      return 'Invalid transaction reference: only -, ., = and alphanumeric characters allowed.';
    if (typeof reference === 'string' && store.transactions.has(reference))
      return 'Duplicate Transaction Reference';
    return null;
  }

  /** A new transaction from a body `refusal` took. */
  function open(
    body: Record<string, unknown>,
    fields: Pick<Transaction, 'callbackUrl' | 'offline' | 'status'>,
  ) {
    const reference =
      typeof body.reference === 'string' ? body.reference : `T${randomBytes(8).toString('hex')}`;
    const amount = Number(body.amount);
    const currency = typeof body.currency === 'string' ? body.currency : 'NGN';
    const email = String(body.email);
    const t: Transaction = {
      id: store.nextTransactionId(),
      reference,
      accessCode: randomBytes(8).toString('hex'),
      email,
      amount,
      currency,
      chargedAmount: amount,
      chargedCurrency: currency,
      metadata: body.metadata ?? null,
      gatewayResponse: null,
      channel: fields.offline?.kind ?? null,
      paidAt: null,
      createdAt: new Date().toISOString(),
      refunded: 0,
      refundOutcome: null,
      // Paystack pays as the customer with that email, when there is one.
      customer: store.customerByEmail(email) ?? null,
      transfer: null,
      ...fields,
    };
    store.transactions.set(reference, t);
    store.byAccessCode.set(t.accessCode, t);
    return t;
  }

  app.post('/transaction/initialize', async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) return fail(reply, 400, 'Invalid body');
    const refused = refusal(body);
    if (refused) return fail(reply, 400, refused);
    const callbackUrl = body.callback_url;
    if (callbackUrl !== undefined && (typeof callbackUrl !== 'string' || !/^https?:\/\//.test(callbackUrl))) {
      return fail(reply, 400, 'Invalid callback_url');
    }
    const t = open(body, {
      callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : null,
      offline: null,
      status: 'initialized',
    });
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${origin}/checkout/${t.accessCode}`,
        access_code: t.accessCode,
        reference: t.reference,
      },
    };
  });

  /**
   * A charge paid away from any page: `ussd: {type}` answers the code to dial (`pay_offline`), `bank_transfer`
   * an account made for this payment (`pending_bank_transfer`, 30 minutes unless `account_expires_at` says). The
   * transaction stays ongoing until it is paid (`/bank`, or the controls' complete).
   */
  app.post('/charge', async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) return fail(reply, 400, 'Invalid body');
    const refused = refusal(body);
    if (refused) return fail(reply, 400, refused);
    let offline: OfflineCharge;
    const id = store.peekTransactionId();
    if (isObject(body.ussd)) {
      const type = String(body.ussd.type);
      if (!(type in USSD_BANKS)) return fail(reply, 400, 'Invalid USSD type');
      offline = { kind: 'ussd', bank: type, code: `*${type}*33*${String(id).slice(-5)}#` };
    } else if (isObject(body.bank_transfer)) {
      const asked = body.bank_transfer.account_expires_at;
      const expiresAt =
        typeof asked === 'string' && !Number.isNaN(Date.parse(asked)) ? new Date(asked) : null;
      if (asked !== undefined && !expiresAt) return fail(reply, 400, 'Invalid account_expires_at');
      offline = {
        kind: 'bank_transfer',
        accountNumber: `12${String(id).slice(-8).padStart(8, '0')}`,
        expiresAt: (expiresAt ?? new Date(Date.now() + 30 * 60_000)).toISOString(),
      };
    } else return fail(reply, 400, 'Choose a payment channel: card, bank, ussd, bank_transfer…');
    const t = open(body, { callbackUrl: null, offline, status: 'ongoing' });
    return { status: true, message: 'Charge attempted', data: offlineChargeData(t, offline) };
  });

  /** A transaction Paystack knows of: not a transfer the bank has not told it of yet (held until a requery). */
  const known = (t: Transaction | undefined) => (t && !t.transfer?.held ? t : undefined);

  app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', async (request, reply) => {
    const t = known(store.transactions.get(request.params.reference));
    if (!t) return fail(reply, 400, 'Transaction reference not found');
    return { status: true, message: 'Verification successful', data: transactionData(t) };
  });

  /**
   * The transactions, newest first, filtered as Paystack's list is: `channel` (`dedicated_nuban`: the transfers into
   * dedicated accounts), `status`, `from` and `to` (when created; a bare `YYYY-MM-DD` is that Lagos day, `to`
   * included), `perPage` (or `per_page`, 50 by default) and `page`, with `meta`.
   */
  app.get<{ Querystring: Record<string, string | undefined> }>('/transaction', async (request, reply) => {
    const { channel, status, from, to } = request.query;
    if (status !== undefined && !TRANSACTION_STATUSES.includes(status as Outcome)) {
      return fail(reply, 400, `status is one of ${TRANSACTION_STATUSES.join(', ')}`);
    }
    const since = from === undefined ? 0 : DAY.test(from) ? lagosDayStart(from).getTime() : Date.parse(from);
    const until =
      to === undefined ? Infinity : DAY.test(to) ? lagosNextDayStart(to).getTime() - 1 : Date.parse(to);
    if (Number.isNaN(since) || Number.isNaN(until))
      return fail(reply, 400, 'Invalid date: from and to are dates');
    const matching = [...store.transactions.values()]
      .filter((t) => known(t))
      .map(transactionListData)
      .filter(
        (t) =>
          (channel === undefined || t.channel === channel) &&
          (status === undefined || t.status === status) &&
          Date.parse(t.created_at) >= since &&
          Date.parse(t.created_at) <= until,
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const { data, meta } = pageOf(
      matching,
      request.query.perPage ?? request.query.per_page,
      request.query.page,
    );
    return {
      status: true,
      message: 'Transactions retrieved',
      data,
      meta: { ...meta, total_volume: matching.reduce((sum, t) => sum + t.amount, 0) },
    };
  });

  app.post('/refund', async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) return fail(reply, 400, 'Invalid body');
    const key = String(body.transaction ?? '');
    const t =
      store.transactions.get(key) ?? [...store.transactions.values()].find((x) => String(x.id) === key);
    if (!t) return fail(reply, 400, 'Transaction reference not found');
    if (t.status !== 'success') return fail(reply, 400, 'Cannot refund an unsuccessful transaction');
    const left = t.chargedAmount - t.refunded;
    const amount = body.amount === undefined ? left : body.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      return fail(reply, 400, 'Invalid refund amount');
    }
    if (amount > left) return fail(reply, 400, 'Refund amount cannot be more than the transaction amount');
    const header = request.headers['x-simulator-refund-outcome'];
    const chosen =
      typeof header === 'string' ? header : (store.controls.nextRefundOutcome ?? t.refundOutcome);
    if (chosen !== null && !REFUND_OUTCOMES.includes(chosen as RefundOutcome)) {
      return fail(reply, 400, `x-simulator-refund-outcome is one of ${REFUND_OUTCOMES.join(', ')}`);
    }
    store.controls = { ...store.controls, nextRefundOutcome: null };
    t.refunded += amount;
    const refund: RefundRecord = {
      id: store.nextRefundId(),
      transactionId: t.id,
      amount,
      currency: t.chargedCurrency,
      status: 'pending',
      refundReference: null,
      outcome: (chosen as RefundOutcome | null) ?? 'processed',
      createdAt: new Date().toISOString(),
    };
    store.refunds.set(refund.id, refund);
    if (t.refunded === t.chargedAmount) t.status = 'reversed';
    runRefund(refund, t.reference, 'pending');
    return {
      status: true,
      message: 'Refund has been queued for processing',
      data: refundData(refund, store.transactionById(refund.transactionId), true),
    };
  });

  /** A refund that needs attention, sent to the customer's bank account (`RefundRetry` in the spec). */
  app.post<{ Params: { id: string } }>('/refund/retry_with_customer_details/:id', async (request, reply) => {
    const refund = store.refunds.get(Number(request.params.id));
    if (!refund) return fail(reply, 404, 'Refund not found');
    const body = isObject(request.body) ? request.body : {};
    const account = isObject(body.refund_account_details) ? body.refund_account_details : null;
    if (
      !account ||
      typeof account.account_number !== 'string' ||
      !/^\d{10}$/.test(account.account_number) ||
      typeof account.bank_id !== 'string' ||
      account.currency !== refund.currency
    ) {
      return fail(reply, 400, 'refund_account_details needs currency, account_number and bank_id');
    }
    if (refund.status !== 'needs-attention') {
      return reply.status(422).send({
        status: false,
        message: 'Invalid Refund state, refund status should be "needs-attention"',
        meta: { nextStep: "Ensure that the value(s) you're passing are valid." },
        type: 'validation_error',
        code: 'invalid_params',
      });
    }
    refund.status = 'processing';
    const t = store.transactionById(refund.transactionId);
    runRefund(refund, t?.reference ?? '', 'processing');
    // The spec's RefundRetryResponse (its own example has null dispute and settlement; the schema wants objects).
    const {
      fully_deducted: _fd,
      dispute: _d,
      settlement: _s,
      ...data
    } = refundData(refund, store.transactionById(refund.transactionId));
    return {
      status: true,
      message: 'Refund retried and has been queued for processing',
      data: { ...data, dispute: {}, settlement: {}, fully_deducted: true, reversed_at: null },
    };
  });

  app.get<{ Params: { id: string } }>('/refund/:id', async (request, reply) => {
    const refund = store.refunds.get(Number(request.params.id));
    if (!refund) return fail(reply, 404, 'Refund not found');
    return {
      status: true,
      message: 'Refund retrieved',
      data: refundData(refund, store.transactionById(refund.transactionId)),
    };
  });

  /** A dispute the simulator opened (`/__simulator/transactions/:reference/dispute`), as Paystack answers it. */
  app.get<{ Params: { id: string } }>('/dispute/:id', async (request, reply) => {
    const dispute = store.disputes.get(Number(request.params.id));
    if (!dispute) return fail(reply, 404, 'Dispute not found');
    return { status: true, message: 'Dispute retrieved', data: disputeFetchData(dispute) };
  });
}
