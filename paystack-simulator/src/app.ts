import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerBankRoutes } from './banks.js';

/**
 * A local Paystack: the documented shapes of `POST /transaction/initialize`, `GET /transaction/verify/:reference`,
 * `POST /refund` and `GET /refund/:id`, a hosted checkout page marked "Test payment — no money moves", and
 * webhooks signed like Paystack's (HMAC-SHA512 of the raw body with the secret key), retried on a compressed
 * schedule until they get a 200. Test controls live under `/__simulator/`. See docs/payments.md.
 */

export const SIMULATOR_SECRET_KEY = 'sk_test_kasuwa_simulator';
export const SIMULATOR_PUBLIC_KEY = 'pk_test_kasuwa_simulator';

export type Channel = 'card' | 'bank_transfer' | 'ussd';
export type Outcome = 'success' | 'failed' | 'abandoned';
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
  status: 'ongoing' | Outcome | 'reversed';
  gatewayResponse: string | null;
  channel: Channel | null;
  paidAt: string | null;
  createdAt: string;
  refunded: number;
}

interface RefundRecord {
  id: number;
  transactionId: number;
  amount: number;
  currency: string;
  status: 'pending' | 'processed' | 'failed';
  createdAt: string;
}

export interface WebhookControls {
  /** What the next Pay pressed on the hosted page ends in (once), whatever the button: a decline from the bank, say. */
  nextOutcome: Outcome | null;
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
  let controls: WebhookControls = { nextOutcome: null, mode: 'normal', delayMs: 0, tamper: null };
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

  const transactionData = (t: Transaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status === 'ongoing' ? 'abandoned' : t.status,
    reference: t.reference,
    amount: t.chargedAmount,
    message: null,
    gateway_response: t.gatewayResponse ?? 'The transaction was not completed',
    paid_at: t.paidAt,
    paidAt: t.paidAt,
    created_at: t.createdAt,
    channel: t.channel ?? 'card',
    currency: t.chargedCurrency,
    ip_address: '127.0.0.1',
    metadata: t.metadata,
    fees: t.status === 'success' ? Math.min(200_000, Math.round(t.chargedAmount * 0.015)) : null,
    customer: { email: t.email, customer_code: `CUS_sim${t.id}` },
    requested_amount: t.amount,
  });

  const refundData = (r: RefundRecord) => {
    const t = [...transactions.values()].find((x) => x.id === r.transactionId);
    return {
      id: r.id,
      integration: 1,
      domain: 'test',
      transaction: t ? { id: t.id, reference: t.reference, amount: t.chargedAmount } : r.transactionId,
      transaction_reference: t?.reference ?? null,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      refunded_at: r.status === 'processed' ? new Date().toISOString() : null,
      createdAt: r.createdAt,
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
    if (t.status !== 'ongoing') return false;
    t.channel = channel;
    if (outcome === 'success') {
      t.status = 'success';
      t.gatewayResponse = 'Approved';
      t.paidAt = new Date().toISOString();
      if (charged?.amount !== undefined) t.chargedAmount = charged.amount;
      if (charged?.currency !== undefined) t.chargedCurrency = charged.currency;
      emit('charge.success', transactionData(t), t.reference);
    } else if (outcome === 'failed') {
      t.status = 'failed';
      t.gatewayResponse = 'Declined';
    } else {
      t.status = 'abandoned';
      t.gatewayResponse = 'The transaction was not completed';
    }
    return true;
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
      status: 'ongoing',
      gatewayResponse: null,
      channel: null,
      paidAt: null,
      createdAt: new Date().toISOString(),
      refunded: 0,
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
    t.refunded += amount;
    const refund: RefundRecord = {
      id: nextRefundId++,
      transactionId: t.id,
      amount,
      currency: t.chargedCurrency,
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    refunds.set(refund.id, refund);
    if (t.refunded === t.chargedAmount) t.status = 'reversed';
    void sleep(refundDelayMs).then(() => {
      refund.status = 'processed';
      emit('refund.processed', refundData(refund), t.reference);
    });
    return { status: true, message: 'Refund has been queued for processing', data: refundData(refund) };
  });

  app.get<{ Params: { id: string } }>('/refund/:id', async (request, reply) => {
    const refund = refunds.get(Number(request.params.id));
    if (!refund) return fail(reply, 404, 'Refund not found');
    return { status: true, message: 'Refund retrieved', data: refundData(refund) };
  });

  // ------------------------------------------------------------------ the hosted checkout page

  app.get<{ Params: { code: string } }>('/checkout/:code', async (request, reply) => {
    const t = byAccessCode.get(request.params.code);
    if (!t) return reply.status(404).type('text/html').send('<h1>This payment link is not valid.</h1>');
    if (t.status !== 'ongoing') {
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
    if (verb === 'pay' && channels.includes(channel as Channel)) {
      const outcome = controls.nextOutcome ?? 'success';
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
    const outcomes: Outcome[] = ['success', 'failed', 'abandoned'];
    const next = body.next_outcome ?? null;
    if (next !== null && !outcomes.includes(next as Outcome)) {
      return fail(reply, 400, `next_outcome is one of ${outcomes.join(', ')}`);
    }
    controls = {
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
      const outcome = (body.outcome ?? 'success') as Outcome;
      if (!['success', 'failed', 'abandoned'].includes(outcome))
        return fail(reply, 400, 'outcome is success, failed or abandoned');
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
      emit('charge.success', transactionData(t), t.reference);
      return { status: true };
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
