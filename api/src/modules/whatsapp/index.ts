/**
 * WhatsApp order updates (docs/delivery.md, "WhatsApp"): the shopper's consent at checkout (`updates.ts`), each update
 * queued in the transaction of the change it tells of and sent once as an approved template in the shopper's language
 * where WhatsApp has it (`send.ts`), and WhatsApp's webhooks: statuses forward only, a failed message sent by SMS
 * instead, STOP ending the updates (`webhook.ts`). The orders, the delivery, the payments and the checkout queue
 * updates through `queueWhatsAppUpdate`; it uses none of them.
 */
export { default as whatsAppPlugin } from './whatsapp-plugin.js';
export { default as whatsAppWebhookRoutes } from './routes/webhook.js';
export {
  queueWhatsAppUpdate,
  recordWhatsAppConsent,
  stopWhatsAppUpdates,
  type WhatsAppUpdate,
} from './updates.js';
export { sendWhatsAppUpdate, type WhatsAppDeps } from './send.js';
export { handleWhatsAppWebhook } from './webhook.js';
/** Its tables, for the tests. */
export * from './tables.js';
