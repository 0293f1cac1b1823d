import { createHmac } from 'node:crypto';
import type { Tasks } from 'simulator-kit';
import type { Delivery, WebhookControls } from './types.js';

/**
 * `X-Hub-Signature-256`'s value for a webhook's body: `sha256=` and the hex HMAC-SHA256 of the exact bytes sent, keyed
 * with the Meta app's secret. The shop computes the same over the raw body it received (never re-serialised JSON).
 */
export function signWhatsAppBody(body: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/**
 * Which change a webhook carries: statuses of the shop's messages or messages from a shopper (both WhatsApp's
 * `messages` field), or a template's review status (`message_template_status_update`).
 */
export type ChangeKind = 'statuses' | 'messages' | 'template_status';

/**
 * Sends one change to the shop. Resolves once its first attempt has been answered (or held back, or dropped), so a
 * message's statuses go out in order unless a control says otherwise; retries go on in the background.
 */
export type SendWebhook = (
  kind: ChangeKind,
  messageId: string,
  value: Record<string, unknown>,
) => Promise<void>;

export interface WebhookSenderOptions {
  appSecret: string;
  businessAccountId: string;
  phoneNumberId: string;
  displayPhoneNumber: string;
  retryDelaysMs: number[];
  /** Where webhooks go now (tests set it after their receiver starts); none: nothing is sent. */
  webhookUrl(): string | undefined;
  controls(): WebhookControls;
  /** Every attempt is recorded here, in order. */
  deliveries: Delivery[];
  tasks: Tasks;
}

/**
 * Webhooks in the Cloud API's shape (`object: "whatsapp_business_account"`, `entry[].changes[]` with
 * `field: "messages"`), signed, retried on a compressed schedule until the shop answers 2xx; the test controls send
 * each twice, later, never, or after the next one.
 */
export function createWebhookSender(options: WebhookSenderOptions): SendWebhook {
  const { appSecret, retryDelaysMs, deliveries, tasks } = options;
  /** `reorder` holds a webhook back until the next one has gone. */
  let heldBack: (() => Promise<void>) | null = null;

  const envelope = (kind: ChangeKind, value: Record<string, unknown>) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: options.businessAccountId,
          changes: [
            kind === 'template_status'
              ? { value, field: 'message_template_status_update' }
              : {
                  value: {
                    messaging_product: 'whatsapp',
                    metadata: {
                      display_phone_number: options.displayPhoneNumber,
                      phone_number_id: options.phoneNumberId,
                    },
                    ...value,
                  },
                  field: 'messages',
                },
          ],
        },
      ],
    });

  /** One attempt; true when the shop answered 2xx. */
  async function attempt(kind: ChangeKind, messageId: string, body: string, n: number): Promise<boolean> {
    let status: number | null = null;
    try {
      // Read at each attempt: where webhooks go can change between retries (an unset one fails).
      const response = await fetch(options.webhookUrl() ?? '', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWhatsAppBody(body, appSecret),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = null;
    }
    deliveries.push({ kind, messageId, attempt: n, status, body });
    return status !== null && status >= 200 && status < 300;
  }

  /** The first attempt, awaited; the retries, tracked in the background. */
  async function deliver(kind: ChangeKind, messageId: string, value: Record<string, unknown>) {
    if (!options.webhookUrl()) return;
    const body = envelope(kind, value);
    if (await attempt(kind, messageId, body, 1)) return;
    tasks.track(
      (async () => {
        for (const [index, wait] of retryDelaysMs.entries()) {
          await tasks.sleep(wait);
          if (await attempt(kind, messageId, body, index + 2)) return;
        }
      })(),
    );
  }

  return async function send(kind, messageId, value) {
    const { mode, delayMs } = options.controls();
    if (mode === 'drop') return;
    if (mode === 'reorder' && !heldBack) {
      heldBack = () => deliver(kind, messageId, value);
      return;
    }
    if (mode === 'delay') await tasks.sleep(delayMs);
    await deliver(kind, messageId, value);
    if (mode === 'duplicate') await deliver(kind, messageId, value);
    const held = heldBack;
    heldBack = null;
    await held?.();
  };
}
