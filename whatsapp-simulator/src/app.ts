import Fastify, { type FastifyInstance } from 'fastify';
import { createMessageFlow } from './message-flow.js';
import { registerCloudApi } from './routes/cloud-api.js';
import { registerControls } from './routes/controls.js';
import { CONTENT_SECURITY_POLICY, registerInboxPage } from './routes/inbox-page.js';
import { createStore, waIdOf } from './store.js';
import { createTasks } from 'simulator-kit';
import {
  REALISTIC_DELAYS,
  SIMULATOR_ACCESS_TOKEN,
  SIMULATOR_APP_SECRET,
  SIMULATOR_BUSINESS_ACCOUNT_ID,
  SIMULATOR_DISPLAY_PHONE_NUMBER,
  SIMULATOR_PHONE_NUMBER_ID,
  type Delivery,
  type SimMessage,
  type WhatsAppSimulatorOptions,
} from './types.js';
import { createWebhookSender } from './webhooks.js';

/**
 * A local WhatsApp Cloud API: `POST /v{N}/{phone-number-id}/messages` for the shop's template messages (checked
 * against the template registry, answered and refused as WhatsApp does, in the Graph API's error shape), status
 * webhooks (sent, delivered, read, failed) signed with `X-Hub-Signature-256` and paced like a phone's, a shopper's
 * replies as `messages` webhooks, and a phone-like inbox page per number at `/inbox/{phone}`. Test controls live
 * under `/__sim/whatsapp/`. Everything is in memory. For development and tests only.
 *
 * This file puts it together: its memory (store.ts), the shop's templates (shared-contracts/src/whatsapp-templates.ts), how a message moves through its
 * statuses (message-flow.ts), the webhook sender (webhooks.ts), and the routes (routes/).
 */

export {
  NO_DELAYS,
  REALISTIC_DELAYS,
  SIMULATOR_ACCESS_TOKEN,
  SIMULATOR_APP_SECRET,
  SIMULATOR_BUSINESS_ACCOUNT_ID,
  SIMULATOR_DISPLAY_PHONE_NUMBER,
  SIMULATOR_PHONE_NUMBER_ID,
  TEMPLATE_STATUSES,
  UNREACHABLE_SUFFIX,
  WEBHOOK_MODES,
  WHATSAPP_API_VERSION,
  type Delivery,
  type MessageStatus,
  type NumberSettings,
  type SimMessage,
  type StatusDelays,
  type TemplateStatus,
  type Wait,
  type WebhookMode,
  type WhatsAppError,
  type WhatsAppSimulatorOptions,
} from './types.js';
export { signWhatsAppBody } from './webhooks.js';

export interface WhatsAppSimulator {
  app: FastifyInstance;
  /** Changes where webhooks go (tests learn their receiver's port after it starts). */
  setWebhookUrl(url: string | undefined): void;
  /** Webhook deliveries so far, in order (every attempt). */
  deliveries: Delivery[];
  /** The messages both ways, oldest first; a phone's only when given. */
  messages(phone?: string): SimMessage[];
  /** A phone's inbox page, on `publicUrl` when set. */
  inboxUrl(phone: string): string;
  /** Resolves once no status, webhook or retry is waiting. */
  settled(): Promise<void>;
}

export function buildWhatsAppSimulator(options: WhatsAppSimulatorOptions = {}): WhatsAppSimulator {
  const accessToken = options.accessToken ?? SIMULATOR_ACCESS_TOKEN;
  const phoneNumberId = options.phoneNumberId ?? SIMULATOR_PHONE_NUMBER_ID;
  let webhookUrl = options.webhookUrl;
  const app = Fastify({ logger: options.logger ?? false });
  // The inbox's forms post form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    if (request.url.startsWith('/inbox')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  });

  const store = createStore();
  const tasks = createTasks();
  const deliveries: Delivery[] = [];
  const send = createWebhookSender({
    appSecret: options.appSecret ?? SIMULATOR_APP_SECRET,
    businessAccountId: options.businessAccountId ?? SIMULATOR_BUSINESS_ACCOUNT_ID,
    phoneNumberId,
    displayPhoneNumber: options.displayPhoneNumber ?? SIMULATOR_DISPLAY_PHONE_NUMBER,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 3_000, 10_000, 30_000, 60_000],
    webhookUrl: () => webhookUrl,
    controls: () => store.controls,
    deliveries,
    tasks,
  });
  const flow = createMessageFlow({
    store,
    tasks,
    send,
    delays: { ...REALISTIC_DELAYS, ...options.delays },
  });
  const context = {
    store,
    flow,
    send,
    tasks,
    accessToken,
    phoneNumberId,
    shopUrl: options.shopUrl ?? 'http://localhost:3000',
    deliveries,
  };

  registerCloudApi(app, context);
  registerControls(app, context);
  registerInboxPage(app, context);

  app.addHook('onClose', async () => {
    tasks.clearTimers();
  });

  return {
    app,
    deliveries,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    messages: (phone) =>
      phone === undefined ? [...store.messages] : store.conversation(waIdOf(phone) ?? ''),
    inboxUrl: (phone) => `${(options.publicUrl ?? '').replace(/\/+$/, '')}/inbox/${waIdOf(phone) ?? phone}`,
    settled: () => tasks.settled(),
  };
}
