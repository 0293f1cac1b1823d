import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerBankRoutes } from './banks.js';

/**
 * A local Paystack: the documented shapes of `POST /transaction/initialize`, `GET /transaction/verify/:reference`,
 * `POST /refund`, `GET /refund/:id` and `GET /dispute/:id`, a hosted checkout page marked "Test payment — no money moves", and
 * webhooks signed like Paystack's (HMAC-SHA512 of the raw body with the secret key), retried on a compressed
 * schedule until they get a 200. Test controls live under `/__simulator/`. See docs/payments.md.
 */

export const SIMULATOR_SECRET_KEY = 'sk_test_kasuwa_simulator';
export const SIMULATOR_PUBLIC_KEY = 'pk_test_kasuwa_simulator';

export type Channel = 'card' | 'bank_transfer' | 'ussd';
/** Every status Paystack's verify can answer; `success`, `failed`, `reversed` and `abandoned` are final. */
export const TRANSACTION_STATUSES = [
  'success',
  'failed',
  'abandoned',
  'reversed',
  'ongoing',
  'pending',
  'processing',
  'queued',
] as const;
export type Outcome = (typeof TRANSACTION_STATUSES)[number];
/** How a refund ends at Paystack: processed, failed, or needs-attention (the customer's bank account is needed). */
export const REFUND_OUTCOMES = ['processed', 'failed', 'needs-attention'] as const;
export type RefundOutcome = (typeof REFUND_OUTCOMES)[number];
export const DISPUTE_ACTIONS = ['create', 'remind', 'resolve'] as const;
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number];
export type WebhookMode = 'normal' | 'duplicate' | 'delay' | 'drop' | 'reorder';

export interface SimulatorOptions {
  secretKey?: string;
  /** Where the provider's dashboard would send webhooks (the API's `/api/payments/paystack/webhook`). */
  webhookUrl?: string | undefined;
  /** The origin the hosted page is served from; the request's own when unset. */
  publicUrl?: string | undefined;
  /** Waits before each retry of a webhook that did not get a 200 (Paystack's hourly schedule, compressed). */
  retryDelaysMs?: number[];
  /** How long a refund stays pending before it is processed (and its webhook sent). */
  refundDelayMs?: number;
  logger?: boolean;
}

interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** What the shop asked for. */
  amount: number;
  currency: string;
  /** What was charged (a test control can make it differ). */
  chargedAmount: number;
  chargedCurrency: string;
  callbackUrl: string | null;
  metadata: unknown;
  /** `initialized`: the page was never used (Paystack's verify answers `abandoned`). */
  status: 'initialized' | Outcome;
  gatewayResponse: string | null;
  channel: Channel | null;
  paidAt: string | null;
  createdAt: string;
  refunded: number;
  /** How this payment's refunds end (chosen on the page, or by the controls). */
  refundOutcome: RefundOutcome | null;
}

interface RefundRecord {
  id: number;
  transactionId: number;
  amount: number;
  currency: string;
  status: 'pending' | 'processing' | RefundOutcome;
  /** The processor's reference, once it has one. */
  refundReference: string | null;
  outcome: RefundOutcome;
  createdAt: string;
}

interface DisputeRecord {
  id: number;
  transaction: Transaction;
  status: string;
  resolution: string | null;
  dueAt: string;
  resolvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookControls {
  /** What the next Pay pressed on the hosted page ends in (once), whatever the button: a decline from the bank, say. */
  nextOutcome: Outcome | null;
  /** How the next refund asked for ends (once); otherwise the transaction's choice, else processed. */
  nextRefundOutcome: RefundOutcome | null;
  mode: WebhookMode;
  /** For `delay`: how long before the first delivery. */
  delayMs: number;
  /** Change the event's data after the fact (still signed): what a confused or hostile sender would do. */
  tamper: { amount?: number; currency?: string } | null;
}

export interface Delivery {
  event: string;
  reference: string | null;
  attempt: number;
  status: number | null;
  body: string;
}

const GATEWAY_RESPONSES: Record<Outcome, string> = {
  success: 'Approved',
  failed: 'Declined',
  abandoned: 'The transaction was not completed',
  reversed: 'Approved',
  ongoing: 'The customer is completing the payment',
  pending: 'Transaction is pending',
  processing: 'Transaction is being processed',
  queued: 'Transaction has been queued',
};

const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: false, message });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface Simulator {
  app: FastifyInstance;
  /** Changes where webhooks go (tests learn the API's port after it starts). */
  setWebhookUrl(url: string | undefined): void;
  /** Webhook deliveries so far, in order. */
  deliveries: Delivery[];
  /** Resolves once no webhook is waiting for a retry or a delay. */
  settled(): Promise<void>;
}

export function buildSimulator(options: SimulatorOptions = {}): Simulator {
  const secretKey = options.secretKey ?? SIMULATOR_SECRET_KEY;
  let webhookUrl = options.webhookUrl;
  const retryDelaysMs = options.retryDelaysMs ?? [1_000, 3_000, 10_000, 30_000, 60_000];
  const refundDelayMs = options.refundDelayMs ?? 500;
  const app = Fastify({ logger: options.logger ?? false });

  const transactions = new Map<string, Transaction>();
  const byAccessCode = new Map<string, Transaction>();
  const refunds = new Map<number, RefundRecord>();
  const deliveries: Delivery[] = [];
  // Ids differ from one run of the simulator to the next, as Paystack's never repeat: a shop's database outlives
  // the simulator's memory.
  let nextId = Date.now() * 10;
  let nextRefundId = Date.now() * 10;
  let controls: WebhookControls = {
    nextOutcome: null,
    nextRefundOutcome: null,
    mode: 'normal',
    delayMs: 0,
    tamper: null,
  };
  const disputes = new Map<number, DisputeRecord>();
  let nextDisputeId = Date.now() * 10;
  /** `reorder` holds an event back until the next one has gone. */
  let heldBack: (() => void) | null = null;
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const sign = (body: string) => createHmac('sha512', secretKey).update(body).digest('hex');

  function authorised(request: FastifyRequest): boolean {
    const header = request.headers.authorization ?? '';
    const expected = Buffer.from(`Bearer ${secretKey}`);
    const given = Buffer.from(header);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  const feesOf = (t: Transaction) =>
    t.status === 'success' || t.status === 'reversed'
      ? Math.max(0, t.chargedAmount - t.amount) || Math.min(200_000, Math.round(t.chargedAmount * 0.015))
      : null;

  /** Verify's `data`, in the shape of Paystack's `VerifyResponse` (spec/paystack.yaml). */
  const transactionData = (t: Transaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status === 'initialized' ? 'abandoned' : t.status,
    reference: t.reference,
    receipt_number: null,
    amount: t.chargedAmount,
    message: null,
    gateway_response: t.gatewayResponse ?? 'The transaction was not completed',
    paid_at: t.paidAt,
    created_at: t.createdAt,
    channel: t.channel ?? 'card',
    currency: t.chargedCurrency,
    ip_address: '127.0.0.1',
    metadata: t.metadata ?? '',
    log: null,
    fees: feesOf(t),
    fees_split: null,
    authorization: {
      authorization_code: `AUTH_sim${t.id}`,
      bin: '408408',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
      channel: t.channel ?? 'card',
      card_type: 'visa ',
      bank: 'TEST BANK',
      country_code: 'NG',
      brand: 'visa',
      reusable: true,
      signature: `SIG_sim${t.id}`,
      account_name: null,
    },
    customer: {
      id: t.id,
      first_name: null,
      last_name: null,
      email: t.email,
      customer_code: `CUS_sim${t.id}`,
      phone: null,
      metadata: null,
      risk_action: 'default',
      international_format_phone: null,
    },
    plan: null,
    split: {},
    order_id: null,
    paidAt: t.paidAt,
    createdAt: t.createdAt,
    requested_amount: t.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: t.createdAt,
    plan_object: {},
    subaccount: {},
  });

  /** `charge.success`'s `data`, as in Paystack's sample (`transaction-successful.json`). */
  const chargeData = (t: Transaction) => {
    const {
      receipt_number: _r,
      requested_amount: _q,
      fees_split: _f,
      pos_transaction_data: _p,
      source: _s,
      fees_breakdown: _b,
      connect: _c,
      transaction_date: _d,
      plan_object: _o,
      subaccount: _u,
      split: _sp,
      order_id: _oi,
      paidAt: _pa,
      createdAt: _ca,
      authorization: { channel: _ac, reusable: _ar, signature: _as, ...authorization },
      customer: { international_format_phone: _ci, ...customer },
      ...data
    } = transactionData(t);
    return { ...data, authorization, customer };
  };

  /** A refund as the API answers it: the transaction expanded when it is created, its id when it is fetched. */
  const refundData = (r: RefundRecord, expand = false) => {
    const t = [...transactions.values()].find((x) => x.id === r.transactionId);
    return {
      integration: 1,
      transaction:
        expand && t
          ? {
              id: t.id,
              domain: 'test',
              reference: t.reference,
              amount: t.chargedAmount,
              paid_at: t.paidAt,
              channel: t.channel ?? 'card',
              currency: t.chargedCurrency,
              authorization: { exp_month: null, exp_year: null, account_name: null },
              customer: { international_format_phone: null },
              plan: {},
              subaccount: { currency: null },
              split: {},
              order_id: null,
              paidAt: t.paidAt,
              pos_transaction_data: null,
              source: null,
              fees_breakdown: null,
            }
          : r.transactionId,
      dispute: null,
      settlement: null,
      id: r.id,
      domain: 'test',
      currency: r.currency,
      amount: r.amount,
      status: r.status,
      refunded_at: r.status === 'processed' ? new Date().toISOString() : null,
      expected_at: r.createdAt,
      channel: t?.channel ?? 'card',
      refunded_by: 'simulator@kasuwa.test',
      customer_note: `Refund for transaction ${t?.reference ?? r.transactionId}`,
      merchant_note:
        r.status === 'needs-attention'
          ? `Refund for transaction ${t?.reference ?? r.transactionId}: the card could not take it back; send the customer's bank account`
          : `Refund for transaction ${t?.reference ?? r.transactionId} by simulator@kasuwa.test`,
      deducted_amount: r.amount,
      fully_deducted: true,
      createdAt: r.createdAt,
      updatedAt: new Date().toISOString(),
      // Fetch answers more (and `fully_deducted` as 1/0: the spec's RefundFetchResponse, unlike create's).
      ...(expand
        ? {}
        : {
            fully_deducted: 1,
            bank_reference: r.refundReference,
            transaction_reference: t?.reference ?? String(r.transactionId),
            reason: r.status === 'needs-attention' ? 'NEEDS-ATTENTION' : r.status.toUpperCase(),
            customer: {
              id: t?.id ?? 0,
              first_name: 'Test',
              last_name: 'Customer',
              email: t?.email ?? 'customer@email.com',
              customer_code: `CUS_sim${t?.id ?? 0}`,
              phone: '',
              metadata: '',
              risk_action: 'default',
              international_format_phone: '',
            },
            refund_type: r.amount === t?.chargedAmount ? 'full' : 'partial',
            transaction_amount: t?.chargedAmount ?? r.amount,
            initiated_by: 'simulator@kasuwa.test',
            refund_channel: r.status === 'needs-attention' ? 'bank' : 'card',
            session_id: null,
            collect_account_number: r.status === 'needs-attention',
          }),
    };
  };

  /** A refund event's `data`, as Paystack sends it (`refunds/events/*.json`): no refund object, no id but in
   * needs-attention, `amount` a string while pending, processing and processed. */
  const refundEventData = (r: RefundRecord) => {
    const t = [...transactions.values()].find((x) => x.id === r.transactionId);
    const base = {
      status: r.status,
      transaction_reference: t?.reference ?? String(r.transactionId),
      refund_reference: r.refundReference,
      amount: r.status === 'failed' || r.status === 'needs-attention' ? r.amount : String(r.amount),
      currency: r.currency,
    };
    const customer = { first_name: null, last_name: null, email: t?.email ?? 'customer@email.com' };
    if (r.status === 'needs-attention') {
      return {
        ...base,
        customer,
        integration: 1,
        domain: 'test',
        id: String(r.id),
        customer_note: `Refund for transaction ${base.transaction_reference}`,
        merchant_note: `Refund for transaction ${base.transaction_reference}: the card could not take it back; send the customer's bank account`,
      };
    }
    return { ...base, processor: 'instant-transfer', customer, integration: 1, domain: 'test' };
  };

  /** `charge.dispute.*`'s `data`, as in Paystack's samples (snake_case and camelCase side by side). */
  const disputeData = (d: DisputeRecord) => {
    const t = d.transaction;
    return {
      id: d.id,
      refund_amount: t.chargedAmount,
      currency: t.chargedCurrency,
      status: d.status,
      resolution: d.resolution,
      domain: 'test',
      transaction: {
        id: t.id,
        domain: 'test',
        status: t.status,
        reference: t.reference,
        amount: t.chargedAmount,
        message: null,
        gateway_response: t.gatewayResponse,
        paid_at: t.paidAt,
        created_at: t.createdAt,
        channel: t.channel ?? 'card',
        currency: t.chargedCurrency,
        ip_address: null,
        metadata: '',
        log: null,
        fees: feesOf(t),
        fees_split: null,
        authorization: {},
        customer: { international_format_phone: null },
        plan: {},
        subaccount: {},
        split: {},
        order_id: null,
        paidAt: t.paidAt,
        requested_amount: t.amount,
        pos_transaction_data: null,
      },
      transaction_reference: null,
      category: 'chargeback',
      customer: {
        id: t.id,
        first_name: null,
        last_name: null,
        email: t.email,
        customer_code: `CUS_sim${t.id}`,
        phone: null,
        metadata: {},
        risk_action: 'default',
        international_format_phone: null,
      },
      bin: '408408',
      last4: '4081',
      dueAt: d.dueAt,
      resolvedAt: d.resolvedAt,
      evidence: null,
      attachments: null,
      note: null,
      history: [{ status: d.status, by: t.email, createdAt: d.updatedAt }],
      messages: [{ sender: t.email, body: 'I did not receive the goods', createdAt: d.createdAt }],
      created_at: d.createdAt,
      updated_at: d.updatedAt,
    };
  };

  /**
   * `GET /dispute/:id`'s `data`, in the shape of the spec's `DisputeFetchResponse`: the dispute as its events tell
   * it, with the transaction in full and camelCase dates.
   */
  const disputeFetchData = (d: DisputeRecord) => {
    const { created_at: _c, updated_at: _u, customer, transaction: _t, ...dispute } = disputeData(d);
    const t = d.transaction;
    const full = transactionData(t);
    return {
      ...dispute,
      transaction: {
        id: t.id,
        domain: 'test',
        status: full.status,
        reference: t.reference,
        receipt_number: null,
        amount: t.chargedAmount,
        message: null,
        gateway_response: full.gateway_response,
        paid_at: t.paidAt ?? t.createdAt,
        created_at: t.createdAt,
        channel: full.channel,
        currency: t.chargedCurrency,
        ip_address: full.ip_address,
        metadata: { custom_fields: [] },
        log: null,
        fees: full.fees ?? 0,
        fees_split: null,
        authorization: { receiver_bank_account_number: null, receiver_bank: null },
        customer: { international_format_phone: null },
        plan: {},
        subaccount: {},
        split: {},
        order_id: null,
        paidAt: t.paidAt ?? t.createdAt,
        createdAt: t.createdAt,
        requested_amount: t.amount,
        pos_transaction_data: null,
        source: null,
        fees_breakdown: null,
        connect: null,
      },
      customer: {
        ...customer,
        first_name: 'Test',
        last_name: 'Customer',
        phone: '',
        international_format_phone: '',
      },
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    };
  };

  /** Sends one event, retrying until a 200 or the schedule runs out. */
  async function deliver(event: string, data: Record<string, unknown>, reference: string | null) {
    if (!webhookUrl) return;
    const tamper = controls.tamper;
    const body = JSON.stringify({
      event,
      data: tamper ? { ...data, ...tamper } : data,
    });
    const signature = sign(body);
    for (let attempt = 1; attempt <= retryDelaysMs.length + 1; attempt += 1) {
      let status: number | null = null;
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = null;
      }
      deliveries.push({ event, reference, attempt, status, body });
      if (status === 200) return;
      const wait = retryDelaysMs[attempt - 1];
      if (wait === undefined) return;
      await sleep(wait);
    }
  }

  /** Applies the webhook controls to one event: send, twice, later, never, or after the next one. */
  function emit(event: string, data: Record<string, unknown>, reference: string | null) {
    const mode = controls.mode;
    const track = (run: () => Promise<void>) => {
      const p = run().finally(() => inFlight.delete(p));
      inFlight.add(p);
    };
    if (mode === 'drop') return;
    if (mode === 'reorder' && !heldBack) {
      heldBack = () => track(() => deliver(event, data, reference));
      return;
    }
    track(async () => {
      if (mode === 'delay') await sleep(controls.delayMs);
      if (mode === 'duplicate')
        await Promise.all([deliver(event, data, reference), deliver(event, data, reference)]);
      else await deliver(event, data, reference);
      const held = heldBack;
      heldBack = null;
      held?.();
    });
  }

  function complete(
    t: Transaction,
    outcome: Outcome,
    channel: Channel,
    charged?: { amount?: number; currency?: string },
  ) {
    const open = ['initialized', 'ongoing', 'pending', 'processing', 'queued'];
    if (!open.includes(t.status)) return false;
    t.channel = channel;
    t.status = outcome;
    t.gatewayResponse = GATEWAY_RESPONSES[outcome];
    if (outcome === 'success' || outcome === 'reversed') {
      t.paidAt = new Date().toISOString();
      if (charged?.amount !== undefined) t.chargedAmount = charged.amount;
      if (charged?.currency !== undefined) t.chargedCurrency = charged.currency;
    }
    if (outcome === 'success') emit('charge.success', chargeData(t), t.reference);
    return true;
  }

  /** A refund moves pending → processing → its outcome, an event each, as Paystack's do. */
  function runRefund(refund: RefundRecord, reference: string, from: 'pending' | 'processing') {
    if (from === 'pending') emit('refund.pending', refundEventData(refund), reference);
    // Tracked like a delivery, so `settled()` waits for the refund's last event too.
    const progress: Promise<void> = sleep(refundDelayMs)
      .then(() => {
        refund.status = 'processing';
        emit('refund.processing', refundEventData(refund), reference);
        return sleep(refundDelayMs);
      })
      .then(() => {
        refund.status = from === 'processing' ? 'processed' : refund.outcome;
        if (refund.status !== 'needs-attention') refund.refundReference = `TRF_sim${refund.id}`;
        if (refund.status === 'failed' || refund.status === 'needs-attention') {
          const t = [...transactions.values()].find((x) => x.id === refund.transactionId);
          if (t && refund.status === 'failed') {
            t.refunded -= refund.amount;
            if (t.status === 'reversed') t.status = 'success';
          }
        }
        emit(`refund.${refund.status}`, refundEventData(refund), reference);
      });
    const tracked: Promise<void> = progress.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  app.addHook('onRequest', async (request, reply) => {
    const open =
      request.url.startsWith('/checkout/') || request.url.startsWith('/__simulator') || request.url === '/';
    if (!open && !authorised(request)) {
      await fail(reply, 401, 'Invalid key');
    }
  });

  registerBankRoutes(app);

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
    if (transactions.has(reference)) return fail(reply, 400, 'Duplicate Transaction Reference');
    if (callbackUrl !== undefined && (typeof callbackUrl !== 'string' || !/^https?:\/\//.test(callbackUrl))) {
      return fail(reply, 400, 'Invalid callback_url');
    }
    const accessCode = randomBytes(8).toString('hex');
    const t: Transaction = {
      id: nextId++,
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
    transactions.set(reference, t);
    byAccessCode.set(accessCode, t);
    const origin = options.publicUrl ?? `${request.protocol}://${request.host}`;
    return {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${origin}/checkout/${accessCode}`, access_code: accessCode, reference },
    };
  });

  app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', async (request, reply) => {
    const t = transactions.get(request.params.reference);
    if (!t) return fail(reply, 400, 'Transaction reference not found');
    return { status: true, message: 'Verification successful', data: transactionData(t) };
  });

  app.post('/refund', async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) return fail(reply, 400, 'Invalid body');
    const key = String(body.transaction ?? '');
    const t = transactions.get(key) ?? [...transactions.values()].find((x) => String(x.id) === key);
    if (!t) return fail(reply, 400, 'Transaction reference not found');
    if (t.status !== 'success') return fail(reply, 400, 'Cannot refund an unsuccessful transaction');
    const left = t.chargedAmount - t.refunded;
    const amount = body.amount === undefined ? left : body.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      return fail(reply, 400, 'Invalid refund amount');
    }
    if (amount > left) return fail(reply, 400, 'Refund amount cannot be more than the transaction amount');
    const header = request.headers['x-simulator-refund-outcome'];
    const chosen = typeof header === 'string' ? header : (controls.nextRefundOutcome ?? t.refundOutcome);
    if (chosen !== null && !REFUND_OUTCOMES.includes(chosen as RefundOutcome)) {
      return fail(reply, 400, `x-simulator-refund-outcome is one of ${REFUND_OUTCOMES.join(', ')}`);
    }
    controls = { ...controls, nextRefundOutcome: null };
    t.refunded += amount;
    const refund: RefundRecord = {
      id: nextRefundId++,
      transactionId: t.id,
      amount,
      currency: t.chargedCurrency,
      status: 'pending',
      refundReference: null,
      outcome: (chosen as RefundOutcome | null) ?? 'processed',
      createdAt: new Date().toISOString(),
    };
    refunds.set(refund.id, refund);
    if (t.refunded === t.chargedAmount) t.status = 'reversed';
    runRefund(refund, t.reference, 'pending');
    return {
      status: true,
      message: 'Refund has been queued for processing',
      data: refundData(refund, true),
    };
  });

  /** A refund that needs attention, sent to the customer's bank account (`RefundRetry` in the spec). */
  app.post<{ Params: { id: string } }>('/refund/retry_with_customer_details/:id', async (request, reply) => {
    const refund = refunds.get(Number(request.params.id));
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
    const t = [...transactions.values()].find((x) => x.id === refund.transactionId);
    runRefund(refund, t?.reference ?? '', 'processing');
    // The spec's RefundRetryResponse (its own example has null dispute and settlement; the schema wants objects).
    const { fully_deducted: _fd, dispute: _d, settlement: _s, ...data } = refundData(refund);
    return {
      status: true,
      message: 'Refund retried and has been queued for processing',
      data: { ...data, dispute: {}, settlement: {}, fully_deducted: true, reversed_at: null },
    };
  });

  app.get<{ Params: { id: string } }>('/refund/:id', async (request, reply) => {
    const refund = refunds.get(Number(request.params.id));
    if (!refund) return fail(reply, 404, 'Refund not found');
    return { status: true, message: 'Refund retrieved', data: refundData(refund) };
  });

  /** A dispute the simulator opened (`/__simulator/transactions/:reference/dispute`), as Paystack answers it. */
  app.get<{ Params: { id: string } }>('/dispute/:id', async (request, reply) => {
    const dispute = disputes.get(Number(request.params.id));
    if (!dispute) return fail(reply, 404, 'Dispute not found');
    return { status: true, message: 'Dispute retrieved', data: disputeFetchData(dispute) };
  });

  // ------------------------------------------------------------------ the hosted checkout page

  app.get<{ Params: { code: string } }>('/checkout/:code', async (request, reply) => {
    const t = byAccessCode.get(request.params.code);
    if (!t) return reply.status(404).type('text/html').send('<h1>This payment link is not valid.</h1>');
    if (t.status !== 'initialized') {
      return reply
        .type('text/html')
        .send(page('This payment link has been used', `<p>This transaction is ${escapeHtml(t.status)}.</p>`));
    }
    const action = `/checkout/${encodeURIComponent(t.accessCode)}`;
    const button = (name: string, value: string, label: string) =>
      `<button name="${name}" value="${value}">${escapeHtml(label)}</button>`;
    return reply.type('text/html').send(
      page(
        'Complete your payment',
        `<p class="amount">${escapeHtml(naira(t.amount))}</p>
<p>${escapeHtml(t.email)} · reference <code>${escapeHtml(t.reference)}</code></p>
<form method="post" action="${action}">
  <div class="pay">
    ${button('action', 'pay:card', 'Pay with card')}
    ${button('action', 'pay:bank_transfer', 'Pay with bank transfer')}
    ${button('action', 'pay:ussd', 'Pay with USSD')}
  </div>
  <details class="test">
    <summary>Test outcomes</summary>
    <label>The payment ends as
      <select name="status">${TRANSACTION_STATUSES.map(
        (x) => `<option value="${x}"${x === 'success' ? ' selected' : ''}>${x}</option>`,
      ).join('')}</select>
    </label>
    <label>Refunds of this payment end as
      <select name="refund_outcome">${REFUND_OUTCOMES.map(
        (x) => `<option value="${x}"${x === 'processed' ? ' selected' : ''}>${x}</option>`,
      ).join('')}</select>
    </label>
  </details>
  <div class="other">
    ${button('action', 'decline', 'Decline')}
    ${button('action', 'cancel', 'Cancel')}
  </div>
</form>`,
      ),
    );
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post<{ Params: { code: string } }>('/checkout/:code', async (request, reply) => {
    const t = byAccessCode.get(request.params.code);
    if (!t) return reply.status(404).type('text/html').send('<h1>This payment link is not valid.</h1>');
    const action = isObject(request.body) ? String(request.body.action ?? '') : '';
    const [verb, channel] = action.split(':');
    const channels: Channel[] = ['card', 'bank_transfer', 'ussd'];
    const form = isObject(request.body) ? request.body : {};
    const chosen = TRANSACTION_STATUSES.find((x) => x === form.status);
    const refundOutcome = REFUND_OUTCOMES.find((x) => x === form.refund_outcome);
    if (refundOutcome) t.refundOutcome = refundOutcome;
    if (verb === 'pay' && channels.includes(channel as Channel)) {
      const outcome = controls.nextOutcome ?? chosen ?? 'success';
      controls = { ...controls, nextOutcome: null };
      complete(t, outcome, channel as Channel);
    } else if (verb === 'decline') complete(t, 'failed', 'card');
    else if (verb === 'cancel') complete(t, 'abandoned', 'card');
    else return reply.status(400).type('text/html').send('<h1>Choose Pay, Decline or Cancel.</h1>');
    if (!t.callbackUrl) return reply.type('text/html').send(page('Done', '<p>You can close this page.</p>'));
    const back = new URL(t.callbackUrl);
    back.searchParams.set('trxref', t.reference);
    back.searchParams.set('reference', t.reference);
    return reply.redirect(back.toString(), 303);
  });

  // ------------------------------------------------------------------ test controls (only here)

  app.post('/__simulator/controls', async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const modes: WebhookMode[] = ['normal', 'duplicate', 'delay', 'drop', 'reorder'];
    const mode = body.webhook_mode ?? 'normal';
    if (!modes.includes(mode as WebhookMode))
      return fail(reply, 400, `webhook_mode is one of ${modes.join(', ')}`);
    const tamper = isObject(body.tamper) ? body.tamper : null;
    const next = body.next_outcome ?? null;
    if (next !== null && !TRANSACTION_STATUSES.includes(next as Outcome)) {
      return fail(reply, 400, `next_outcome is one of ${TRANSACTION_STATUSES.join(', ')}`);
    }
    const nextRefund = body.next_refund_outcome ?? null;
    if (nextRefund !== null && !REFUND_OUTCOMES.includes(nextRefund as RefundOutcome)) {
      return fail(reply, 400, `next_refund_outcome is one of ${REFUND_OUTCOMES.join(', ')}`);
    }
    controls = {
      nextRefundOutcome: nextRefund as RefundOutcome | null,
      nextOutcome: next as Outcome | null,
      mode: mode as WebhookMode,
      delayMs: typeof body.delay_ms === 'number' ? body.delay_ms : 2_000,
      tamper: tamper
        ? {
            ...(typeof tamper.amount === 'number' ? { amount: tamper.amount } : {}),
            ...(typeof tamper.currency === 'string' ? { currency: tamper.currency } : {}),
          }
        : null,
    };
    return { status: true, data: controls };
  });

  /** Completes a transaction without the page: `{outcome, channel?, amount?, currency?}` (what was really charged). */
  app.post<{ Params: { reference: string } }>(
    '/__simulator/transactions/:reference/complete',
    async (request, reply) => {
      const t = transactions.get(request.params.reference);
      if (!t) return fail(reply, 404, 'Transaction reference not found');
      const body = isObject(request.body) ? request.body : {};
      const header = request.headers['x-simulator-outcome'];
      const outcome = (typeof header === 'string' ? header : (body.outcome ?? 'success')) as Outcome;
      if (!TRANSACTION_STATUSES.includes(outcome))
        return fail(reply, 400, `outcome is one of ${TRANSACTION_STATUSES.join(', ')}`);
      const refundOutcome = body.refund_outcome;
      if (refundOutcome !== undefined) {
        if (!REFUND_OUTCOMES.includes(refundOutcome as RefundOutcome))
          return fail(reply, 400, `refund_outcome is one of ${REFUND_OUTCOMES.join(', ')}`);
        t.refundOutcome = refundOutcome as RefundOutcome;
      }
      const channel = (body.channel ?? 'card') as Channel;
      const charged = {
        ...(typeof body.amount === 'number' ? { amount: body.amount } : {}),
        ...(typeof body.currency === 'string' ? { currency: body.currency } : {}),
      };
      if (!complete(t, outcome, channel, charged))
        return fail(reply, 409, `Transaction is already ${t.status}`);
      return { status: true, data: transactionData(t) };
    },
  );

  /** Sends a transaction's last event again, signed the same way. */
  app.post<{ Params: { reference: string } }>(
    '/__simulator/transactions/:reference/replay',
    async (request, reply) => {
      const t = transactions.get(request.params.reference);
      if (!t || t.status !== 'success')
        return fail(reply, 404, 'No successful transaction with that reference');
      emit('charge.success', chargeData(t), t.reference);
      return { status: true };
    },
  );

  /** Opens, reminds of or resolves a dispute (a chargeback) on a paid transaction: `{action}`; sends its event. */
  app.post<{ Params: { reference: string } }>(
    '/__simulator/transactions/:reference/dispute',
    async (request, reply) => {
      const t = transactions.get(request.params.reference);
      if (!t || (t.status !== 'success' && t.status !== 'reversed'))
        return fail(reply, 404, 'No paid transaction with that reference');
      const body = isObject(request.body) ? request.body : {};
      const action = (body.action ?? 'create') as DisputeAction;
      if (!DISPUTE_ACTIONS.includes(action))
        return fail(reply, 400, `action is one of ${DISPUTE_ACTIONS.join(', ')}`);
      const now = new Date().toISOString();
      let d = [...disputes.values()].find((x) => x.transaction === t && x.resolvedAt === null);
      if (action === 'create' || !d) {
        if (action !== 'create') return fail(reply, 404, 'No open dispute on that transaction');
        d = {
          id: nextDisputeId++,
          transaction: t,
          status: 'awaiting-merchant-feedback',
          resolution: null,
          dueAt: new Date(Date.now() + 2 * 24 * 3_600_000).toISOString(),
          resolvedAt: null,
          createdAt: now,
          updatedAt: now,
        };
        disputes.set(d.id, d);
      } else if (action === 'resolve') {
        d.status = 'resolved';
        d.resolution = typeof body.resolution === 'string' ? body.resolution : 'auto-accepted';
        d.resolvedAt = now;
        d.updatedAt = now;
        if (d.resolution !== 'declined') t.status = 'reversed';
      } else {
        d.updatedAt = now;
      }
      const data = disputeData(d);
      emit(`charge.dispute.${action}`, data, t.reference);
      return { status: true, data };
    },
  );

  app.get('/__simulator/transactions', async () => ({
    status: true,
    data: [...transactions.values()].map(transactionData),
  }));

  app.get('/__simulator/webhooks', async () => ({ status: true, data: deliveries }));

  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });

  return {
    app,
    deliveries,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment — no money moves · ${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 24px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .banner { background: #fff4ce; border: 1px solid #e0b400; border-radius: 8px; padding: 8px 12px; font-weight: 600; }
  .amount { font-size: 2rem; font-weight: 700; margin: 16px 0 4px; }
  button { display: block; width: 100%; padding: 12px; margin: 8px 0; border-radius: 8px; border: 1px solid #0b7a3b;
           background: #0b7a3b; color: #fff; font-size: 1rem; cursor: pointer; }
  .other button { background: #fff; color: #1b1f24; border-color: #c7ccd1; }
  code { word-break: break-all; }
</style></head>
<body><main><p class="banner" role="note">Test payment — no money moves</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
