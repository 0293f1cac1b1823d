import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createAccounts } from './accounts.js';
import { registerBankRoutes } from './banks.js';
import { fail } from './http.js';
import { createLifecycle } from './lifecycle.js';
import { registerBankTransfers } from './routes/bank-transfers.js';
import { registerBankPage, registerCheckoutPage } from './routes/checkout-page.js';
import { registerSimulatorControls } from './routes/controls.js';
import { registerDedicatedAccountRoutes } from './routes/dedicated-accounts.js';
import { registerPaystackRoutes } from './routes/paystack.js';
import { createStore } from './store.js';
import { createTasks } from 'simulator-kit';
import { SIMULATOR_SECRET_KEY, type Delivery, type SimulatorOptions } from './types.js';
import { createWebhookSender } from './webhooks.js';

/**
 * A local Paystack: the documented shapes of `POST /transaction/initialize`, `GET /transaction/verify/:reference`,
 * `GET /transaction`, `POST /refund`, `GET /refund/:id`, `GET /dispute/:id`, `POST /customer` and the dedicated
 * virtual accounts (`/dedicated_account…`), a hosted checkout page marked "Test payment — no money moves", and
 * webhooks signed like Paystack's (HMAC-SHA512 of the raw body with the secret key), retried on a compressed
 * schedule until they get a 200. Test controls live under `/__simulator/`, the bank's side of a transfer into a
 * dedicated account under `/__sim/bank/` and on the test bank page. See docs/payments.md.
 *
 * This file puts the simulator together: its memory (store.ts), the records in Paystack's shapes (serializers.ts),
 * the webhook sender (webhooks.ts), how payments and refunds move (lifecycle.ts), customers, dedicated accounts and
 * the transfers into them (accounts.ts), and the routes (routes/).
 */

export {
  DISPUTE_ACTIONS,
  REFUND_OUTCOMES,
  SIMULATOR_PUBLIC_KEY,
  SIMULATOR_SECRET_KEY,
  TRANSACTION_STATUSES,
  type Channel,
  type Delivery,
  type DisputeAction,
  type Outcome,
  type RefundOutcome,
  type SimulatorOptions,
  type WebhookControls,
  type WebhookMode,
} from './types.js';

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
  const app = Fastify({ logger: options.logger ?? false });
  // A JSON content type with no body is nothing, as at Paystack: clients send one on every call, DELETE's too.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  const store = createStore({ accountNumberSeed: options.accountNumberSeed });
  const deliveries: Delivery[] = [];
  const tasks = createTasks();
  const emit = createWebhookSender({
    secretKey,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 3_000, 10_000, 30_000, 60_000],
    webhookUrl: () => webhookUrl,
    controls: () => store.controls,
    deliveries,
    tasks,
  });
  const lifecycle = createLifecycle({ store, tasks, emit, refundDelayMs: options.refundDelayMs ?? 500 });
  const accounts = createAccounts({ store, tasks, emit, assignDelayMs: options.assignDelayMs ?? 300 });
  const context = { store, lifecycle, accounts, emit, deliveries, publicUrl: options.publicUrl };

  function authorised(request: FastifyRequest): boolean {
    const header = request.headers.authorization ?? '';
    const expected = Buffer.from(`Bearer ${secretKey}`);
    const given = Buffer.from(header);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  app.addHook('onRequest', async (request, reply) => {
    const open =
      request.url.startsWith('/checkout/') ||
      request.url.startsWith('/test-bank') ||
      request.url.startsWith('/__simulator') ||
      // The bank's side of a transfer: not Paystack, so not behind the shop's key.
      request.url.startsWith('/__sim/') ||
      request.url === '/';
    if (!open && !authorised(request)) {
      await fail(reply, 401, 'Invalid key');
    }
  });

  registerBankRoutes(app);
  registerPaystackRoutes(app, context);
  registerDedicatedAccountRoutes(app, context);
  registerBankTransfers(app, context);
  registerCheckoutPage(app, context);
  registerBankPage(app, context);
  registerSimulatorControls(app, context);

  app.addHook('onClose', async () => {
    tasks.clearTimers();
  });

  return {
    app,
    deliveries,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    settled: () => tasks.settled(),
  };
}
