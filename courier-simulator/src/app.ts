import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { fail } from './http.js';
import { createLifecycle } from './lifecycle.js';
import type { RouteContext } from './routes/context.js';
import { registerControls } from './routes/controls.js';
import { registerPages } from './routes/pages.js';
import { registerShippingRoutes } from './routes/shipping.js';
import { createStore } from './store.js';
import { createTasks } from 'simulator-kit';
import {
  COURIER_SIMULATOR_API_KEY,
  COURIER_SIMULATOR_WEBHOOK_SECRET,
  type CourierControls,
  type CourierSimulatorOptions,
  type Delivery,
} from './types.js';
import { createWebhookSender } from './webhooks.js';

/**
 * A local Shipbubble: the documented shapes of its shipping API under `/v1` (address validation, rates by state and
 * weight, labels with a PDF waybill, tracking lists, cancel, and the sandbox's webhook trigger), shipments that move
 * pending → confirmed → picked up → in transit → out for delivery → delivered (or a failed attempt, or back to the
 * sender) on a clock or from the buttons of its page, and webhooks signed as Shipbubble's (`x-ship-signature`,
 * HMAC-SHA512 of the raw body), retried until they get a 2xx. Test controls live under `/__sim/courier/`. Everything
 * is in memory; for development and tests only.
 *
 * This file puts it together: its memory (store.ts), prices (rates.ts, states.ts), the shipment in Shipbubble's shape
 * (serializers.ts), how shipments move (lifecycle.ts), the webhook sender (webhooks.ts), the label (waybill.ts) and the
 * routes (routes/).
 */

export {
  COURIER_SIMULATOR_API_KEY,
  COURIER_SIMULATOR_WEBHOOK_SECRET,
  SHIPBUBBLE_STATUSES,
  SHIPMENT_ACTIONS,
  SHIPMENT_STAGES,
  WEBHOOK_EVENTS,
  WEBHOOK_MODES,
  type CourierControls,
  type CourierSimulatorOptions,
  type Delivery,
  type ShipbubbleStatus,
  type ShipmentAction,
  type ShipmentStage,
  type WebhookEvent,
  type WebhookMode,
} from './types.js';
export { COURIER_SIGNATURE_ALGORITHM, signCourierBody } from './webhooks.js';
export { printable } from './waybill.js';

export interface CourierSimulator {
  app: FastifyInstance;
  /** Changes where webhooks go (tests learn the shop's port after it starts). */
  setWebhookUrl(url: string | undefined): void;
  /** The controls in force (webhook mode, latency, down); tests may also set them through `/__sim/courier/mode`. */
  controls(): CourierControls;
  /** Webhook deliveries so far, in order. */
  deliveries: Delivery[];
  /** Resolves once no webhook is waiting to be sent, retried or delayed. */
  settled(): Promise<void>;
}

export function buildCourierSimulator(options: CourierSimulatorOptions = {}): CourierSimulator {
  const apiKey = options.apiKey ?? COURIER_SIMULATOR_API_KEY;
  let webhookUrl = options.webhookUrl;
  let closed = false;
  const app = Fastify({ logger: options.logger ?? false });
  // A JSON content type with no body is nothing: clients send one on a cancel, which has no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  const store = createStore();
  const deliveries: Delivery[] = [];
  const tasks = createTasks();
  const emit = createWebhookSender({
    secret: options.webhookSecret ?? COURIER_SIMULATOR_WEBHOOK_SECRET,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 3_000, 10_000, 30_000, 60_000],
    webhookUrl: () => webhookUrl,
    controls: () => store.controls,
    closed: () => closed,
    deliveries,
    tasks,
  });
  const lifecycle = createLifecycle(emit);
  const context: RouteContext = {
    store,
    lifecycle,
    emit,
    deliveries,
    originOf: (request) => options.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`,
  };

  function authorised(request: FastifyRequest): boolean {
    const expected = Buffer.from(`Bearer ${apiKey}`);
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  // Only the API is slow, down or behind the key: the page, the labels and the controls stay open, so a test can
  // bring the API back up.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/v1/')) return;
    const { latencyMs, down } = store.controls;
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (down) return fail(reply, 503, 'Service temporarily unavailable');
    if (!authorised(request)) return fail(reply, 401, 'Invalid API key');
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return fail(reply, status, error.message);
    return fail(reply, 500, 'Something went wrong');
  });
  app.setNotFoundHandler((_request, reply) => fail(reply, 404, 'Route not found'));

  registerShippingRoutes(app, context);
  registerControls(app, context);
  registerPages(app, context);

  if (options.clockMs) {
    const clockMs = options.clockMs;
    app.addHook('onReady', async () => {
      tasks.every(clockMs, () => lifecycle.tick(store.shipments.values()));
    });
  }
  app.addHook('onClose', async () => {
    closed = true;
    tasks.clearTimers();
  });

  return {
    app,
    deliveries,
    controls: () => store.controls,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    settled: () => tasks.settled(),
  };
}
