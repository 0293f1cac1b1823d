import {
  buildCourierSimulator,
  COURIER_SIMULATOR_WEBHOOK_SECRET,
  signCourierBody,
  type CourierSimulator,
} from './app.js';
import { auth, book, startReceiver, type ShipmentData } from './test-helpers.js';

/** Presses a button of the page as a browser without JavaScript does: a form POST, then the redirect. */
async function press(sim: CourierSimulator, orderId: string, action: string, back = 'list') {
  const response = await sim.app.inject({
    method: 'POST',
    url: `/shipments/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action, back }).toString(),
  });
  expect(response.statusCode).toBe(303);
  return response.headers.location;
}

async function shipment(sim: CourierSimulator, orderId: string): Promise<ShipmentData> {
  const response = await sim.app.inject({
    method: 'GET',
    url: `/v1/shipping/labels/list/${orderId}`,
    headers: auth,
  });
  return response.json<{ data: { results: ShipmentData[] } }>().data.results[0] as ShipmentData;
}

describe('a shipment’s way to the door, and the webhooks that tell of it', () => {
  // A dozen requests and their webhooks, under a second alone; a busy CI machine (lint and type checks beside the
  // tests) once took more than Jest's 5 s.
  jest.setTimeout(20_000);
  let sim: CourierSimulator;
  let hook: Awaited<ReturnType<typeof startReceiver>>;
  beforeEach(async () => {
    hook = await startReceiver();
    sim = buildCourierSimulator({ webhookUrl: hook.url, retryDelaysMs: [10, 20, 40] });
  });
  afterEach(async () => {
    await sim.app.close();
    await hook.close();
  });

  it('moves by the page’s buttons to delivered, each step in the history, the status and events[]', async () => {
    const label = await book(sim);
    const steps = ['Courier assigned', 'Picked up', 'In transit', 'Out for delivery', 'Delivered'];
    for (const step of steps) {
      const listPage = await sim.app.inject({ method: 'GET', url: '/' });
      expect(listPage.body).toContain(`Next: ${step}`);
      expect(await press(sim, label.order_id, 'next')).toBe(`/#${label.order_id}`);
    }
    const data = await shipment(sim, label.order_id);
    expect(data.status).toBe('completed');
    expect(data.package_status.map((s) => s.status)).toEqual([
      'Pending',
      'Confirmed',
      'Picked Up',
      'In Transit',
      'Completed',
    ]);
    expect(data.events.map((e) => e.status)).toEqual([
      'pending',
      'confirmed',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'completed',
    ]);
    expect(data.courier.rider_info).toMatchObject({ name: expect.any(String) });
    // Delivered is the end: no more buttons, and a late press changes nothing.
    const done = await sim.app.inject({ method: 'GET', url: `/orders/tracking/${label.order_id}` });
    expect(done.body).not.toContain('<button name="action"');
    expect(done.body).toContain('Delivered');
    await press(sim, label.order_id, 'returned', 'tracking');
    expect((await shipment(sim, label.order_id)).events).toHaveLength(6);

    await sim.settled();
    const events = hook.events();
    // Sent one after another, they may reach the receiver in another order: compared as sets.
    expect(events.map((e) => e.event).sort()).toEqual(
      ['shipment.label.created', ...steps.map(() => 'shipment.status.changed')].sort(),
    );
    // Out for delivery has no status at Shipbubble: it is in transit, and events[] says the rest.
    const outForDelivery = events.find((e) => e.events.at(-1)?.status === 'out_for_delivery');
    expect(outForDelivery).toMatchObject({ status: 'in_transit' });
    expect(events.find((e) => e.status === 'completed')).toMatchObject({
      order_id: label.order_id,
      status: 'completed',
      courier: { tracking_code: label.courier.tracking_code },
    });
  });

  it('takes a failed attempt, another try, and a return to the sender', async () => {
    const label = await book(sim);
    for (let i = 0; i < 4; i += 1) await press(sim, label.order_id, 'next');
    const page = await sim.app.inject({ method: 'GET', url: `/orders/tracking/${label.order_id}` });
    expect(page.body).toContain('Failed delivery attempt');
    expect(await press(sim, label.order_id, 'failed_attempt', 'tracking')).toBe(
      `/orders/tracking/${label.order_id}`,
    );
    await press(sim, label.order_id, 'next');
    await press(sim, label.order_id, 'failed_attempt');
    await press(sim, label.order_id, 'returned');
    const data = await shipment(sim, label.order_id);
    expect(data.status).toBe('in_transit');
    expect(data.events.map((e) => e.status).slice(4)).toEqual([
      'out_for_delivery',
      'failed_attempt',
      'out_for_delivery',
      'failed_attempt',
      'returned',
    ]);
    const failed = await sim.app.inject({
      method: 'POST',
      url: `/__sim/courier/shipments/${label.order_id}/next`,
    });
    expect(failed.statusCode).toBe(409);
  });

  it('signs every webhook: x-ship-signature is the HMAC-SHA512 of the raw body with the secret', async () => {
    await book(sim);
    await sim.settled();
    const [delivery] = hook.received;
    expect(delivery?.signature).toMatch(/^[0-9a-f]{128}$/);
    expect(delivery?.signature).toBe(signCourierBody(delivery?.body ?? '', COURIER_SIMULATOR_WEBHOOK_SECRET));
    expect(delivery?.signature).not.toBe(signCourierBody(delivery?.body ?? '', 'another secret'));
    expect(signCourierBody(`${delivery?.body ?? ''} `, COURIER_SIMULATOR_WEBHOOK_SECRET)).not.toBe(
      delivery?.signature,
    );
  });

  it('retries a webhook the shop did not take (no 2xx), with growing waits', async () => {
    await hook.close();
    hook = await startReceiver([500, 503]);
    sim.setWebhookUrl(hook.url);
    const label = await book(sim);
    await sim.settled();
    expect(hook.received).toHaveLength(3);
    expect(sim.deliveries.map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    expect(new Set(hook.received.map((r) => r.body)).size).toBe(1);
    expect(sim.deliveries[0]?.orderId).toBe(label.order_id);
  });

  it('sends each webhook twice in duplicate mode', async () => {
    await sim.app.inject({
      method: 'POST',
      url: '/__sim/courier/mode',
      payload: { webhook_mode: 'duplicate' },
    });
    const label = await book(sim);
    await sim.app.inject({ method: 'POST', url: `/__sim/courier/shipments/${label.order_id}/next` });
    await sim.settled();
    expect(
      hook
        .events()
        .map((e) => e.event)
        .sort(),
    ).toEqual([
      'shipment.label.created',
      'shipment.label.created',
      'shipment.status.changed',
      'shipment.status.changed',
    ]);
  });

  it('sends an event after the next one in reorder mode, and none in drop mode', async () => {
    const label = await book(sim);
    await sim.settled();
    await sim.app.inject({
      method: 'POST',
      url: '/__sim/courier/mode',
      payload: { webhook_mode: 'reorder' },
    });
    for (let i = 0; i < 2; i += 1)
      await sim.app.inject({ method: 'POST', url: `/__sim/courier/shipments/${label.order_id}/next` });
    await sim.settled();
    expect(hook.events().map((e) => e.status)).toEqual(['pending', 'picked_up', 'confirmed']);

    await sim.app.inject({ method: 'POST', url: '/__sim/courier/mode', payload: { webhook_mode: 'drop' } });
    await sim.app.inject({ method: 'POST', url: `/__sim/courier/shipments/${label.order_id}/next` });
    await sim.settled();
    expect(hook.received).toHaveLength(3);
  });

  it('sends a webhook late in delay mode', async () => {
    await sim.app.inject({
      method: 'POST',
      url: '/__sim/courier/mode',
      payload: { webhook_mode: 'delay', delay_ms: 150 },
    });
    const started = Date.now();
    await book(sim);
    expect(hook.received).toHaveLength(0);
    await sim.settled();
    expect(hook.received).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('cancels with shipment.cancelled, and the sandbox trigger sends the status asked for', async () => {
    const first = await book(sim);
    const trigger = (orderId: string, statusCode: string) =>
      sim.app.inject({
        method: 'POST',
        url: `/v1/shipping/labels/webhooks/${orderId}`,
        headers: auth,
        payload: { status_code: statusCode },
      });
    const sent = await trigger(first.order_id, 'picked_up');
    expect(sent.json()).toEqual({ status: 'success', message: 'Webhook sent successfully' });
    expect((await trigger(first.order_id, 'out_for_delivery')).statusCode).toBe(422);
    expect((await trigger('SB-000000000000', 'completed')).json()).toEqual({
      status: 'failed',
      message: 'Invalid order code',
    });
    expect((await shipment(sim, first.order_id)).status).toBe('picked_up');

    const second = await book(sim);
    await sim.app.inject({
      method: 'POST',
      url: `/v1/shipping/labels/cancel/${second.order_id}`,
      headers: auth,
    });
    await sim.settled();
    expect(hook.events().map((e) => [e.event, e.order_id, e.status])).toEqual([
      ['shipment.label.created', first.order_id, 'pending'],
      ['shipment.status.changed', first.order_id, 'picked_up'],
      ['shipment.label.created', second.order_id, 'pending'],
      ['shipment.cancelled', second.order_id, 'cancelled'],
    ]);
  });

  it('moves shipments on its clock when given one', async () => {
    const clocked = buildCourierSimulator({ clockMs: 25 });
    try {
      await clocked.app.ready();
      const label = await book(clocked);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await shipment(clocked, label.order_id)).status).toBe('completed');
    } finally {
      await clocked.app.close();
    }
  });

  it('sets the controls from the page’s form, without JavaScript', async () => {
    const saved = await sim.app.inject({
      method: 'POST',
      url: '/controls',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'webhook_mode=duplicate&delay_ms=0&latency_ms=50&down=false&down=true',
    });
    expect(saved.statusCode).toBe(303);
    expect(sim.controls()).toEqual({ mode: 'duplicate', delayMs: 0, latencyMs: 50, down: true });
    const page = await sim.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('webhooks duplicate, API down');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
