import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSimulator, SIMULATOR_SECRET_KEY, type Simulator } from './app.js';

const auth = { authorization: `Bearer ${SIMULATOR_SECRET_KEY}` };
const initBody = (reference: string) => ({
  email: 'ada@kasuwa.test',
  amount: 1_250_050,
  currency: 'NGN',
  reference,
  callback_url: 'http://shop.test/orders/7',
  metadata: { order_id: 7 },
});

/** A webhook receiver that answers the statuses it is given, in turn, then 200. */
function receiver(statuses: number[]) {
  const received: { body: string; signature: string | undefined }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-paystack-signature'] as string | undefined,
      });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  return { server, received };
}

describe('the Paystack simulator', () => {
  let sim: Simulator;
  let hook: ReturnType<typeof receiver>;
  beforeEach(async () => {
    hook = receiver([500, 503]);
    await new Promise<void>((resolve) => hook.server.listen(0, '127.0.0.1', resolve));
    const { port } = hook.server.address() as AddressInfo;
    sim = buildSimulator({
      webhookUrl: `http://127.0.0.1:${port}/hook`,
      retryDelaysMs: [10, 10, 10],
      refundDelayMs: 10,
    });
  });
  afterEach(async () => {
    await sim.app.close();
    await new Promise((resolve) => hook.server.close(resolve));
  });

  it('checks the Bearer key, the reference’s characters, and refuses a duplicate reference', async () => {
    const noKey = await sim.app.inject({
      method: 'POST',
      url: '/transaction/initialize',
      payload: initBody('R-1'),
    });
    expect(noKey.statusCode).toBe(401);
    const bad = await sim.app.inject({
      method: 'POST',
      url: '/transaction/initialize',
      headers: auth,
      payload: initBody('R 1/x'),
    });
    expect(bad.statusCode).toBe(400);
    const ok = await sim.app.inject({
      method: 'POST',
      url: '/transaction/initialize',
      headers: auth,
      payload: initBody('R-1.a=b'),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: true,
      data: { reference: 'R-1.a=b', authorization_url: expect.stringContaining('/checkout/') },
    });
    const again = await sim.app.inject({
      method: 'POST',
      url: '/transaction/initialize',
      headers: auth,
      payload: initBody('R-1.a=b'),
    });
    expect(again.json()).toEqual({ status: false, message: 'Duplicate Transaction Reference' });
  });

  it('serves the marked test page; Pay redirects back with the reference, verify says success, the webhook is signed and retried to a 200', async () => {
    const init = await sim.app.inject({
      method: 'POST',
      url: '/transaction/initialize',
      headers: auth,
      payload: initBody('R-2'),
    });
    const path = new URL(init.json().data.authorization_url).pathname;
    const before = await sim.app.inject({ method: 'GET', url: '/transaction/verify/R-2', headers: auth });
    expect(before.json().data.status).toBe('abandoned');
    const pageHtml = await sim.app.inject({ method: 'GET', url: path });
    expect(pageHtml.body).toContain('Test payment — no money moves');
    for (const label of ['Pay with card', 'Pay with bank transfer', 'Pay with USSD', 'Decline', 'Cancel']) {
      expect(pageHtml.body).toContain(label);
    }
    const paid = await sim.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay%3Aussd',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://shop.test/orders/7?trxref=R-2&reference=R-2');
    const after = await sim.app.inject({ method: 'GET', url: '/transaction/verify/R-2', headers: auth });
    expect(after.json().data).toMatchObject({
      status: 'success',
      amount: 1_250_050,
      currency: 'NGN',
      channel: 'ussd',
    });

    await sim.settled();
    expect(hook.received).toHaveLength(3);
    expect(sim.deliveries.map((d) => d.status)).toEqual([500, 503, 200]);
    for (const { body, signature } of hook.received) {
      expect(signature).toBe(createHmac('sha512', SIMULATOR_SECRET_KEY).update(body).digest('hex'));
      expect(JSON.parse(body)).toMatchObject({
        event: 'charge.success',
        data: { reference: 'R-2', amount: 1_250_050 },
      });
    }
  });

  it('makes the next Pay end in the outcome asked for, once', async () => {
    const bad = await sim.app.inject({
      method: 'POST',
      url: '/__simulator/controls',
      payload: { next_outcome: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    await sim.app.inject({
      method: 'POST',
      url: '/__simulator/controls',
      payload: { next_outcome: 'failed' },
    });
    const pay = async (reference: string) => {
      const init = await sim.app.inject({
        method: 'POST',
        url: '/transaction/initialize',
        headers: auth,
        payload: initBody(reference),
      });
      await sim.app.inject({
        method: 'POST',
        url: new URL(init.json().data.authorization_url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay%3Acard',
      });
      return (
        await sim.app.inject({ method: 'GET', url: `/transaction/verify/${reference}`, headers: auth })
      ).json().data;
    };
    expect(await pay('R-5')).toMatchObject({ status: 'failed', gateway_response: 'Declined' });
    expect(await pay('R-6')).toMatchObject({ status: 'success' });
  });

  it('declines, refunds never more than was charged, and sends refund.processed', async () => {
    for (const reference of ['R-3', 'R-4']) {
      await sim.app.inject({
        method: 'POST',
        url: '/transaction/initialize',
        headers: auth,
        payload: initBody(reference),
      });
    }
    await sim.app.inject({
      method: 'POST',
      url: '/__simulator/transactions/R-3/complete',
      payload: { outcome: 'failed' },
    });
    const declined = await sim.app.inject({ method: 'GET', url: '/transaction/verify/R-3', headers: auth });
    expect(declined.json().data).toMatchObject({ status: 'failed', gateway_response: 'Declined' });

    await sim.app.inject({
      method: 'POST',
      url: '/__simulator/transactions/R-4/complete',
      payload: { outcome: 'success' },
    });
    const tooMuch = await sim.app.inject({
      method: 'POST',
      url: '/refund',
      headers: auth,
      payload: { transaction: 'R-4', amount: 1_250_051 },
    });
    expect(tooMuch.statusCode).toBe(400);
    const part = await sim.app.inject({
      method: 'POST',
      url: '/refund',
      headers: auth,
      payload: { transaction: 'R-4', amount: 50 },
    });
    expect(part.json().data).toMatchObject({
      amount: 50,
      status: 'pending',
      transaction: { reference: 'R-4' },
    });
    const rest = await sim.app.inject({
      method: 'POST',
      url: '/refund',
      headers: auth,
      payload: { transaction: 'R-4' },
    });
    expect(rest.json().data.amount).toBe(1_250_000);
    const none = await sim.app.inject({
      method: 'POST',
      url: '/refund',
      headers: auth,
      payload: { transaction: 'R-4', amount: 1 },
    });
    expect(none.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sim.settled();
    // The receiver fails the first two deliveries: those are sent again, so count the ones answered 200.
    const refundEvents = sim.deliveries
      .filter((d) => d.status === 200)
      .map((d) => JSON.parse(d.body))
      .filter((b) => b.event === 'refund.processed');
    // As Paystack sends them: the amount a string in refund.processed.
    expect(refundEvents.map((e) => e.data.amount).sort()).toEqual(['1250000', '50']);
  });
});
