import {
  buildWhatsAppSimulator,
  NO_DELAYS,
  SIMULATOR_ACCESS_TOKEN,
  SIMULATOR_APP_SECRET,
  SIMULATOR_PHONE_NUMBER_ID,
} from './app.js';

// The simulator on its own: `WHATSAPP_SIMULATOR_PORT` (4700), webhooks to `WHATSAPP_SIMULATOR_WEBHOOK_URL`, the
// templates' buttons to `WHATSAPP_SIMULATOR_SHOP_URL` (http://localhost:3000); `WHATSAPP_SIMULATOR_DELAYS=none` sends
// every status at once.
if (process.env.NODE_ENV === 'production') {
  console.error('The WhatsApp simulator never runs in production.');
  process.exit(1);
}
const port = Number(process.env.WHATSAPP_SIMULATOR_PORT || 4700);
const simulator = buildWhatsAppSimulator({
  accessToken: process.env.WHATSAPP_SIMULATOR_ACCESS_TOKEN || SIMULATOR_ACCESS_TOKEN,
  appSecret: process.env.WHATSAPP_SIMULATOR_APP_SECRET || SIMULATOR_APP_SECRET,
  phoneNumberId: process.env.WHATSAPP_SIMULATOR_PHONE_NUMBER_ID || SIMULATOR_PHONE_NUMBER_ID,
  webhookUrl: process.env.WHATSAPP_SIMULATOR_WEBHOOK_URL || undefined,
  publicUrl: process.env.WHATSAPP_SIMULATOR_PUBLIC_URL || undefined,
  shopUrl: process.env.WHATSAPP_SIMULATOR_SHOP_URL || undefined,
  delays: process.env.WHATSAPP_SIMULATOR_DELAYS === 'none' ? NO_DELAYS : undefined,
});
await simulator.app.listen({ port, host: process.env.HOST || '127.0.0.1' });
console.info(`WhatsApp simulator (no message leaves this machine) on http://127.0.0.1:${port}/inbox`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void simulator.app.close().then(() => process.exit(0)));
}
