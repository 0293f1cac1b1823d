import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the shop's webhook route received: the raw body and its signature header. */
export interface Received {
  body: string;
  signature: string | undefined;
}

/**
 * A stand-in for the shop's webhook, on a free port (tests only): it keeps each request and answers the statuses it
 * is given, in turn, then 200.
 */
export async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-hub-signature-256'] as string | undefined,
      });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/whatsapp`,
    received,
    /** The parsed bodies. */
    payloads: () => received.map((r) => JSON.parse(r.body) as WebhookBody),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface WebhookBody {
  object: string;
  entry: {
    id: string;
    changes: {
      field: string;
      value: {
        messaging_product: string;
        metadata: { display_phone_number: string; phone_number_id: string };
        statuses?: {
          id: string;
          status: string;
          timestamp: string;
          recipient_id: string;
          errors?: { code: number; title: string }[];
          pricing?: { billable: boolean; pricing_model: string; category: string };
        }[];
        contacts?: { profile: { name: string }; wa_id: string }[];
        messages?: { from: string; id: string; timestamp: string; type: string; text: { body: string } }[];
      };
    }[];
  }[];
}

/** The statuses a set of webhooks carried, in the order they arrived: `[wamid, status]`. */
export const statusesOf = (bodies: WebhookBody[]) =>
  bodies.flatMap((b) =>
    b.entry.flatMap((e) => e.changes.flatMap((c) => (c.value.statuses ?? []).map((s) => [s.id, s.status]))),
  );
