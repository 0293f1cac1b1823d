import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fail, isObject } from '../http.js';
import { disputeFetchData, refundData, transactionData } from '../serializers.js';
import { REFUND_OUTCOMES, type RefundOutcome, type RefundRecord, type Transaction } from '../types.js';
import type { RouteContext } from './context.js';

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

/**
 * Paystack's own API, as the shop calls it: `POST /transaction/initialize`, `GET /transaction/verify/:reference`,
 * `POST /refund`, `POST /refund/retry_with_customer_details/:id`, `GET /refund/:id` and `GET /dispute/:id`.
 */
export function registerPaystackRoutes(app: FastifyInstance, context: RouteContext): void {
  const { store, publicUrl } = context;
  const { runRefund } = context.lifecycle;

  app.get('/', async () => ({
    status: true,
    message: 'Kasuwa Paystack simulator: test payments, no money moves',
  }));

  app.post('/transaction/initialize', async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) return fail(reply, 400, 'Invalid body');
    const { email, amount, currency = 'NGN', callback_url: callbackUrl, metadata } = body;
    const reference = body.reference ?? `T${randomBytes(8).toString('hex')}`;
    if (typeof email !== 'string' || !email.includes('@'))
      return fail(reply, 400, 'Invalid Email Address Passed');
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 100) {
      return fail(reply, 400, 'Invalid Amount Sent');
    }
    if (typeof currency !== 'string' || !['NGN', 'USD', 'GHS', 'ZAR', 'KES'].includes(currency)) {
      return fail(reply, 400, 'Currency not supported by merchant');
    }
    if (typeof reference !== 'string' || !REFERENCE.test(reference)) {
      return fail(
        reply,
        400,
        'Invalid transaction reference: only -, ., = and alphanumeric characters allowed.',
      );
    }
    if (store.transactions.has(reference)) return fail(reply, 400, 'Duplicate Transaction Reference');
    if (callbackUrl !== undefined && (typeof callbackUrl !== 'string' || !/^https?:\/\//.test(callbackUrl))) {
      return fail(reply, 400, 'Invalid callback_url');
    }
    const accessCode = randomBytes(8).toString('hex');
    const t: Transaction = {
      id: store.nextTransactionId(),
      reference,
      accessCode,
      email,
      amount,
      currency,
      chargedAmount: amount,
      chargedCurrency: currency,
      callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : null,
      metadata: metadata ?? null,
      status: 'initialized',
      gatewayResponse: null,
      channel: null,
      paidAt: null,
      createdAt: new Date().toISOString(),
      refunded: 0,
      refundOutcome: null,
    };
    store.transactions.set(reference, t);
    store.byAccessCode.set(accessCode, t);
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    return {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${origin}/checkout/${accessCode}`, access_code: accessCode, reference },
    };
  });

  app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', async (request, reply) => {
    const t = store.transactions.get(request.params.reference);
    if (!t) return fail(reply, 400, 'Transaction reference not found');
    return { status: true, message: 'Verification successful', data: transactionData(t) };
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
