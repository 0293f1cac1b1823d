import { createHmac } from 'node:crypto';
import type { Tasks } from 'simulator-kit';
import type { CourierControls, Delivery, WebhookEvent } from './types.js';

/**
 * The algorithm of `x-ship-signature`. Shipbubble's webhook page has said SHA512 in one version and SHA256 in
 * another; the simulator signs with SHA512, what its current page and the integrations we found use.
 */
export const COURIER_SIGNATURE_ALGORITHM = 'sha512';

/** `x-ship-signature` of a webhook: the HMAC-SHA512 of the raw body with the secret, in hex. */
export function signCourierBody(body: string | Buffer, secret: string): string {
  return createHmac(COURIER_SIGNATURE_ALGORITHM, secret).update(body).digest('hex');
}

/** Sends one event about a shipment; the payload is the event's name and the shipment as the API shows it. */
export type Emit = (event: WebhookEvent, orderId: string, payload: Record<string, unknown>) => void;

export interface WebhookSenderOptions {
  secret: string;
  /** Waits before each retry of a webhook that got no 2xx. */
  retryDelaysMs: number[];
  /** Where webhooks go now (tests change it after the shop starts); none: nothing is sent. */
  webhookUrl(): string | undefined;
  /** The controls in force when an event is sent. */
  controls(): CourierControls;
  /** True once the app has closed: no more attempts. */
  closed(): boolean;
  /** Every delivery attempt is recorded here, in order. */
  deliveries: Delivery[];
  tasks: Tasks;
}

/**
 * Webhooks signed as Shipbubble signs them, retried on a compressed schedule until they get a 2xx; the controls can
 * send an event twice, later, never, or after the next one (so a shop sees them repeated and out of order).
 */
export function createWebhookSender(options: WebhookSenderOptions): Emit {
  const { secret, retryDelaysMs, deliveries, tasks } = options;
  /** `reorder` holds an event back until the next one has gone. */
  let heldBack: (() => void) | null = null;

  async function deliver(event: WebhookEvent, orderId: string, body: string) {
    const signature = signCourierBody(body, secret);
    for (let attempt = 1; attempt <= retryDelaysMs.length + 1; attempt += 1) {
      // Where webhooks go is read at each attempt: it can change between retries (an unset one is not sent).
      const url = options.webhookUrl();
      if (!url || options.closed()) return;
      let status: number | null = null;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-ship-signature': signature },
          body,
          // Shipbubble marks a webhook failed when it gets no answer within 15 seconds.
          signal: AbortSignal.timeout(15_000),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = null;
      }
      deliveries.push({ event, orderId, attempt, status, body, signature });
      if (status !== null && status >= 200 && status < 300) return;
      const wait = retryDelaysMs[attempt - 1];
      if (wait === undefined) return;
      await tasks.sleep(wait);
    }
  }

  return function emit(event, orderId, payload) {
    if (!options.webhookUrl()) return;
    const { mode, delayMs } = options.controls();
    // The body is fixed when the event happens: a delayed or held-back event still says what was true then.
    const body = JSON.stringify({ event, ...payload });
    if (mode === 'drop') return;
    if (mode === 'reorder' && !heldBack) {
      heldBack = () => tasks.track(deliver(event, orderId, body));
      return;
    }
    tasks.track(
      (async () => {
        if (mode === 'delay') await tasks.sleep(delayMs);
        if (mode === 'duplicate')
          await Promise.all([deliver(event, orderId, body), deliver(event, orderId, body)]);
        else await deliver(event, orderId, body);
        const held = heldBack;
        heldBack = null;
        held?.();
      })(),
    );
  };
}
