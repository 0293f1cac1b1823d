import { buildCourierSimulator, COURIER_SIMULATOR_API_KEY, COURIER_SIMULATOR_WEBHOOK_SECRET } from './app.js';

// The courier simulator on its own: `COURIER_SIMULATOR_PORT` (4600), the key in `COURIER_SIMULATOR_API_KEY`, webhooks
// to `COURIER_SIMULATOR_WEBHOOK_URL` signed with `COURIER_SIMULATOR_WEBHOOK_SECRET`, parcels moving a step every
// `COURIER_SIMULATOR_CLOCK_MS` (20 s; 0 for buttons only).
if (process.env.NODE_ENV === 'production') {
  console.error('The courier simulator never runs in production.');
  process.exit(1);
}
const port = Number(process.env.COURIER_SIMULATOR_PORT || 4600);
const clockMs = Number(process.env.COURIER_SIMULATOR_CLOCK_MS ?? 20_000);
const simulator = buildCourierSimulator({
  apiKey: process.env.COURIER_SIMULATOR_API_KEY || COURIER_SIMULATOR_API_KEY,
  webhookUrl: process.env.COURIER_SIMULATOR_WEBHOOK_URL || undefined,
  webhookSecret: process.env.COURIER_SIMULATOR_WEBHOOK_SECRET || COURIER_SIMULATOR_WEBHOOK_SECRET,
  publicUrl: process.env.COURIER_SIMULATOR_PUBLIC_URL || undefined,
  clockMs: Number.isFinite(clockMs) && clockMs > 0 ? clockMs : undefined,
});
await simulator.app.listen({ port, host: process.env.HOST || '127.0.0.1' });
console.info(`Courier simulator (Shipbubble stand-in, no parcel moves) on http://127.0.0.1:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void simulator.app.close().then(() => process.exit(0)));
}
