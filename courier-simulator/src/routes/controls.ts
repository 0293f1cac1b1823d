import type { FastifyInstance } from 'fastify';
import { fail, isObject } from '../http.js';
import { shipmentData } from '../serializers.js';
import {
  SHIPMENT_ACTIONS,
  WEBHOOK_MODES,
  type CourierControls,
  type ShipmentAction,
  type WebhookMode,
} from '../types.js';
import type { RouteContext } from './context.js';

/** A change to the controls from a JSON body or the page's form; a refusal's message when a value is wrong. */
export function controlsFrom(
  body: Record<string, unknown>,
  current: CourierControls,
): CourierControls | string {
  const next = { ...current };
  const whole = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const flag = (value: unknown) =>
    value === 'true' || value === 'on' ? true : value === 'false' ? false : value;
  if (body.webhook_mode !== undefined) {
    if (!WEBHOOK_MODES.includes(body.webhook_mode as WebhookMode))
      return `webhook_mode is one of ${WEBHOOK_MODES.join(', ')}`;
    next.mode = body.webhook_mode as WebhookMode;
  }
  for (const [field, key] of [
    ['delay_ms', 'delayMs'],
    ['latency_ms', 'latencyMs'],
  ] as const) {
    if (body[field] === undefined) continue;
    const ms = whole(body[field]);
    if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms < 0 || ms > 120_000)
      return `${field} is a whole number of milliseconds from 0 to 120000`;
    next[key] = ms;
  }
  if (body.down !== undefined) {
    const down = flag(body.down);
    if (typeof down !== 'boolean') return 'down is true or false';
    next.down = down;
  }
  return next;
}

/**
 * The test controls, only here, under `/__sim/courier/`: how webhooks go out and how the API answers (slow, or down),
 * moving a shipment as the page's buttons do, the clock's step, and the webhooks sent so far.
 */
export function registerControls(app: FastifyInstance, context: RouteContext): void {
  const { store, lifecycle, deliveries } = context;

  app.get('/__sim/courier/mode', async () => ({ status: 'success', data: store.controls }));

  /** `{webhook_mode?, delay_ms?, latency_ms?, down?}`; what is not given stays as it is. */
  app.post('/__sim/courier/mode', async (request, reply) => {
    const controls = controlsFrom(isObject(request.body) ? request.body : {}, store.controls);
    if (typeof controls === 'string') return fail(reply, 400, controls);
    store.controls = controls;
    return { status: 'success', data: store.controls };
  });

  app.post<{ Params: { order_id: string; action: string } }>(
    '/__sim/courier/shipments/:order_id/:action',
    async (request, reply) => {
      const shipment = store.shipments.get(request.params.order_id);
      if (!shipment) return fail(reply, 404, 'Invalid order code');
      const action = request.params.action as ShipmentAction;
      if (!SHIPMENT_ACTIONS.includes(action))
        return fail(reply, 400, `The action is one of ${SHIPMENT_ACTIONS.join(', ')}`);
      if (!lifecycle.act(shipment, action))
        return fail(reply, 409, `A shipment that is ${shipment.stage} cannot take ${action}`);
      return { status: 'success', data: shipmentData(shipment) };
    },
  );

  /** One step of the clock, now: every shipment not at its end moves on. */
  app.post('/__sim/courier/tick', async () => {
    lifecycle.tick(store.shipments.values());
    return { status: 'success' };
  });

  app.get('/__sim/courier/webhooks', async () => ({ status: 'success', data: deliveries }));
}
