import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { registerBankRoutes } from './banks.js';
import { fail } from './http.js';
import { createLifecycle } from './lifecycle.js';
import { registerBankPage, registerCheckoutPage } from './routes/checkout-page.js';
import { registerSimulatorControls } from './routes/controls.js';
import { registerPaystackRoutes } from './routes/paystack.js';
import { createStore } from './store.js';
import { createTasks } from './tasks.js';
import { SIMULATOR_SECRET_KEY, type Delivery, type SimulatorOptions } from './types.js';
import { createWebhookSender } from './webhooks.js';

/**
 * A local Paystack: the documented shapes of `POST /transaction/initialize`, `GET /transaction/verify/:reference`,
 * `POST /refund`, `GET /refund/:id` and `GET /dispute/:id`, a hosted checkout page marked "Test payment — no money moves", and
 * webhooks signed like Paystack's (HMAC-SHA512 of the raw body with the secret key), retried on a compressed
 * schedule until they get a 200. Test controls live under `/__simulator/`. See docs/payments.md.
 *
 * This file puts the simulator together: its memory (store.ts), the records in Paystack's shapes (serializers.ts),
 * the webhook sender (webhooks.ts), how payments and refunds move (lifecycle.ts) and the routes (routes/).
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

  const store = createStore();
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
  const context = { store, lifecycle, emit, deliveries, publicUrl: options.publicUrl };

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
      request.url === '/';
    if (!open && !authorised(request)) {
      await fail(reply, 401, 'Invalid key');
    }
  });

  registerBankRoutes(app);
  registerPaystackRoutes(app, context);
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
