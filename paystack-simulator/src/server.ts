import { buildSimulator, SIMULATOR_SECRET_KEY } from './app.js';

// The simulator on its own: `PAYSTACK_SIMULATOR_PORT` (4100), webhooks to `PAYSTACK_SIMULATOR_WEBHOOK_URL`.
if (process.env.NODE_ENV === 'production') {
  console.error('The Paystack simulator never runs in production.');
  process.exit(1);
}
const port = Number(process.env.PAYSTACK_SIMULATOR_PORT || 4100);
const simulator = buildSimulator({
  secretKey: process.env.PAYSTACK_SIMULATOR_SECRET_KEY || SIMULATOR_SECRET_KEY,
  webhookUrl: process.env.PAYSTACK_SIMULATOR_WEBHOOK_URL || undefined,
  publicUrl: process.env.PAYSTACK_SIMULATOR_PUBLIC_URL || undefined,
});
await simulator.app.listen({ port, host: process.env.HOST || '127.0.0.1' });
console.info(`Paystack simulator (test payments, no money moves) on http://127.0.0.1:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void simulator.app.close().then(() => process.exit(0)));
}
