import {
  buildCourierSimulator,
  COURIER_SIMULATOR_API_KEY,
  COURIER_SIMULATOR_WEBHOOK_SECRET,
  type CourierSimulator,
} from 'courier-simulator';
import { buildTestApp, type databases, type TestApp } from './helpers.js';

/** The API with a real courier simulator as its courier (Shipbubble's API), both on this machine. */
export interface CourierShop {
  t: TestApp;
  sim: CourierSimulator;
  simUrl: string;
  /** Waits for the simulator's webhooks in flight, then closes both. */
  close(): Promise<void>;
}

/**
 * The API wired to a courier simulator; with `listen`, the API listens too and the simulator's signed webhooks come
 * back to it over HTTP.
 */
export async function courierShop(
  kind: (typeof databases)[number],
  options: { listen?: boolean } = {},
): Promise<CourierShop> {
  const sim = buildCourierSimulator({ retryDelaysMs: [50, 100] });
  const simUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  const t = await buildTestApp({
    kind,
    config: {
      shipbubble: {
        baseUrl: `${simUrl}/v1`,
        apiKey: COURIER_SIMULATOR_API_KEY,
        webhookSecret: COURIER_SIMULATOR_WEBHOOK_SECRET,
      },
    },
  });
  if (options.listen) {
    const apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    sim.setWebhookUrl(`${apiUrl}/api/delivery/webhook`);
  }
  return {
    t,
    sim,
    simUrl,
    async close() {
      await sim.settled();
      await t.close();
      await sim.app.close();
    },
  };
}

/** Sets the simulator's test controls (`mode`: webhooks, down, latency) or moves a parcel (`tick`, …). */
export async function courierControl(shop: CourierShop, path: string, body?: Record<string, unknown>) {
  const res = await fetch(`${shop.simUrl}/__sim/courier/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}
