import { createHmac } from 'node:crypto';
import type { Tasks } from 'simulator-kit';
import type { Delivery, WebhookControls } from './types.js';

export type Emit = (event: string, data: Record<string, unknown>, reference: string | null) => void;

export interface WebhookSenderOptions {
  secretKey: string;
  /** Waits before each retry of a webhook that did not get a 200. */
  retryDelaysMs: number[];
  /** Where webhooks go now (tests change it after the API starts); none: nothing is sent. */
  webhookUrl(): string | undefined;
  /** The test controls in force when an event is sent. */
  controls(): WebhookControls;
  /** Every delivery attempt is recorded here, in order. */
  deliveries: Delivery[];
  tasks: Tasks;
}

/**
 * Webhooks signed like Paystack's (HMAC-SHA512 of the raw body with the secret key), retried on a compressed
 * schedule until they get a 200; the test controls can send an event twice, later, never, or after the next one.
 */
export function createWebhookSender(options: WebhookSenderOptions): Emit {
  const { secretKey, retryDelaysMs, deliveries, tasks } = options;
  const sleep = tasks.sleep;
  /** `reorder` holds an event back until the next one has gone. */
  let heldBack: (() => void) | null = null;

  const sign = (body: string) => createHmac('sha512', secretKey).update(body).digest('hex');

  /** Sends one event, retrying until a 200 or the schedule runs out. */
  async function deliver(event: string, data: Record<string, unknown>, reference: string | null) {
    if (!options.webhookUrl()) return;
    const tamper = options.controls().tamper;
    const body = JSON.stringify({
      event,
      data: tamper ? { ...data, ...tamper } : data,
    });
    const signature = sign(body);
    for (let attempt = 1; attempt <= retryDelaysMs.length + 1; attempt += 1) {
      let status: number | null = null;
      try {
        // Where webhooks go is read at each attempt, as it can change between retries (an unset one fails).
        const response = await fetch(options.webhookUrl() ?? '', {
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
  return function emit(event, data, reference) {
    const mode = options.controls().mode;
    const track = (run: () => Promise<void>) => tasks.track(run());
    if (mode === 'drop') return;
    if (mode === 'reorder' && !heldBack) {
      heldBack = () => track(() => deliver(event, data, reference));
      return;
    }
    track(async () => {
      if (mode === 'delay') await sleep(options.controls().delayMs);
      if (mode === 'duplicate')
        await Promise.all([deliver(event, data, reference), deliver(event, data, reference)]);
      else await deliver(event, data, reference);
      const held = heldBack;
      heldBack = null;
      held?.();
    });
  };
}
