import { eq } from 'drizzle-orm';
import {
  buildWhatsAppSimulator,
  NO_DELAYS,
  signWhatsAppBody,
  SIMULATOR_ACCESS_TOKEN,
  SIMULATOR_APP_SECRET,
  SIMULATOR_PHONE_NUMBER_ID,
  WHATSAPP_API_VERSION,
  type WhatsAppSimulator,
} from 'whatsapp-simulator';
import { users } from '../../db/schema.js';
import { address, addToCart, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, until, type TestApp } from '../../../test/helpers.js';
import { jobsSettled } from '../../../test/jobs-helpers.js';
import { startSmsOutbox } from '../../../test/sms-outbox.js';
import { changeOrderStatus } from '../orders/index.js';
import { handleWhatsAppWebhook } from './webhook.js';
import { whatsappConsents, whatsappMessages } from './tables.js';

const VERIFY_TOKEN = 'kasuwa-verify-token';

interface Shop {
  t: TestApp;
  sim: WhatsAppSimulator;
  simUrl: string;
  sms: Awaited<ReturnType<typeof startSmsOutbox>>;
}

/** The API, listening, wired to a WhatsApp simulator (statuses at once) and an SMS outbox. */
async function whatsAppShop(kind: (typeof databases)[number]): Promise<Shop> {
  // The buttons' origin is the template's, as registered with Meta: the shop's.
  const sim = buildWhatsAppSimulator({
    delays: NO_DELAYS,
    retryDelaysMs: [50, 100],
    shopUrl: 'http://shop.test',
  });
  const simUrl = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  const sms = await startSmsOutbox();
  const t = await buildTestApp({
    kind,
    config: {
      sms: sms.sms,
      appUrl: 'http://shop.test',
      whatsapp: {
        baseUrl: simUrl,
        version: WHATSAPP_API_VERSION,
        phoneNumberId: SIMULATOR_PHONE_NUMBER_ID,
        accessToken: SIMULATOR_ACCESS_TOKEN,
        appSecret: SIMULATOR_APP_SECRET,
        verifyToken: VERIFY_TOKEN,
      },
    },
  });
  const apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim.setWebhookUrl(`${apiUrl}/api/whatsapp/webhook`);
  return { t, sim, simUrl, sms };
}

/** A shopper's order to `phone`, paid on delivery, with or without WhatsApp updates. */
async function order(shop: Shop, phone: string, whatsapp: boolean, locale?: 'ha') {
  const who = await shopper(shop.t.app);
  if (locale) await shop.t.database.db.update(users).set({ locale }).where(eq(users.id, who.user.id));
  const product = await createProduct(shop.t.app, { price: 8_000, stock: 5 });
  await addToCart(shop.t.app, who.headers, product.product.id, product.variant.id, 1);
  const res = await shop.t.app.inject({
    method: 'POST',
    url: '/api/orders/checkout',
    headers: who.headers,
    payload: {
      shipping_address: { ...address, phone },
      payment_method: 'pay_on_delivery',
      ...(whatsapp ? { whatsapp_updates: true } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return { ...(res.json().data as { id: number; number: string }), headers: who.headers };
}

/** Lets the shop's jobs run and the simulator's webhooks come back. */
async function settle(shop: Shop) {
  await jobsSettled(shop.t.app, ['whatsapp', 'sms']);
  await shop.sim.settled();
  await jobsSettled(shop.t.app, ['whatsapp', 'sms']);
}

const messagesOf = (shop: Shop, orderId: number) =>
  shop.t.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));

/** A shop's Nigerian mobile, unique to the test (WhatsApp writes it without the +). */
let next = 1000;
const newMobile = () => `0803555${String((next += 1)).padStart(4, '0')}`;
const waId = (local: string) => `234${local.slice(1)}`;

describe.each(databases)('WhatsApp order updates (%s)', (kind) => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await whatsAppShop(kind);
  }, 60_000);
  afterAll(async () => {
    await shop.sim.settled();
    await shop.t.close();
    await shop.sim.app.close();
    await shop.sms.close();
  });

  it('offers the updates at checkout, and sends none to a shopper who did not tick the box', async () => {
    const quote = await shop.t.app.inject({
      method: 'GET',
      url: '/api/orders/quote',
      headers: (await shopper(shop.t.app)).headers,
    });
    expect(quote.json().data.whatsapp_updates).toBe(true);
    const phone = newMobile();
    const placed = await order(shop, phone, false);
    await changeOrderStatus(shop.t.database.db, placed.id, 'confirmed', { jobs: shop.t.app.jobs });
    await changeOrderStatus(shop.t.database.db, placed.id, 'processing', { jobs: shop.t.app.jobs });
    await changeOrderStatus(shop.t.database.db, placed.id, 'shipped', { jobs: shop.t.app.jobs });
    await settle(shop);
    expect(await messagesOf(shop, placed.id)).toEqual([]);
    expect(shop.sim.messages(waId(phone))).toEqual([]);
  });

  it('keeps the consent with its time and sends each update once, read on the phone, in Hausa for a Hausa reader', async () => {
    const phone = newMobile();
    const before = Date.now();
    const placed = await order(shop, phone, true, 'ha');
    const [consent] = await shop.t.database.db
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.orderId, placed.id));
    expect(consent).toMatchObject({ phone: waId(phone), stoppedAt: null });
    expect(consent!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    for (const status of ['confirmed', 'processing', 'shipped'] as const)
      await changeOrderStatus(shop.t.database.db, placed.id, status, {
        jobs: shop.t.app.jobs,
        ...(status === 'shipped' ? { courier: 'GIG Logistics', trackingNumber: 'GIG-778' } : {}),
      });
    await settle(shop);
    // The same change told twice (a job run again) sends nothing more.
    await shop.t.app.whatsapp.jobs.send(shop.t.database.db, 'whatsapp', {
      orderId: placed.id,
      template: 'order_shipped',
    });
    await settle(shop);
    const sent = shop.sim.messages(waId(phone)).filter((m) => m.direction === 'out');
    expect(sent.map((m) => [m.template?.name, m.template?.language])).toEqual([
      ['order_placed', 'ha'],
      ['order_shipped', 'ha'],
    ]);
    expect(sent[1]!.text).toContain('GIG-778');
    expect(sent[1]!.buttons[0]?.url).toBe(`http://shop.test/track/${placed.number}`);
    await until(
      async () => (await messagesOf(shop, placed.id)).every((m) => m.status === 'read'),
      'the messages read',
    );
  });

  it('moves a message forward only, whatever order its statuses come in', async () => {
    const placed = await order(shop, newMobile(), true);
    await settle(shop);
    const [message] = await messagesOf(shop, placed.id);
    const status = (s: string) => ({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: message!.wamid, status: s }] } }] }],
    });
    for (const s of ['read', 'delivered', 'sent', 'failed', 'read'])
      await handleWhatsAppWebhook(shop.t.app.whatsapp, status(s));
    const [after] = await messagesOf(shop, placed.id);
    expect(after).toMatchObject({ status: 'read', fallbackAt: null });
    // A status of a message not kept yet is asked for again while it is recent, and let go when it is old.
    const unknown = (seconds: number) => ({
      entry: [
        {
          changes: [
            {
              value: { statuses: [{ id: 'wamid.unknown', status: 'delivered', timestamp: String(seconds) }] },
            },
          ],
        },
      ],
    });
    const now = Date.now();
    expect((await handleWhatsAppWebhook(shop.t.app.whatsapp, unknown(now / 1000 - 5), now)).early).toBe(1);
    expect((await handleWhatsAppWebhook(shop.t.app.whatsapp, unknown(now / 1000 - 3600), now)).early).toBe(0);
  });

  it('sends the words by SMS, once, when WhatsApp cannot reach the number', async () => {
    const phone = '08035550000';
    const placed = await order(shop, phone, true);
    await settle(shop);
    await until(
      async () => (await messagesOf(shop, placed.id))[0]?.status === 'failed',
      'the message failed',
    );
    await settle(shop);
    const [message] = await messagesOf(shop, placed.id);
    expect(message).toMatchObject({ status: 'failed', errorCode: 131026 });
    expect(message!.fallbackAt).toBeInstanceOf(Date);
    const texts = await shop.sms.textsTo(shop.t.app, `+${waId(phone)}`);
    const fallbacks = texts.filter((text) => text.includes(placed.number));
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatch(/^Hello Ada, thank you for your order KSW-[\w-]+\. Total: N[\d,]+\.00\./);
  });

  it('ends the updates when the shopper says STOP', async () => {
    const phone = newMobile();
    const placed = await order(shop, phone, true);
    await settle(shop);
    const res = await fetch(`${shop.simUrl}/__sim/whatsapp/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: waId(phone), text: ' stop ' }),
    });
    expect(res.ok).toBe(true);
    await shop.sim.settled();
    const [consent] = await shop.t.database.db
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.orderId, placed.id));
    expect(consent!.stoppedAt).toBeInstanceOf(Date);
    for (const status of ['confirmed', 'processing', 'shipped'] as const)
      await changeOrderStatus(shop.t.database.db, placed.id, status, { jobs: shop.t.app.jobs });
    await settle(shop);
    expect((await messagesOf(shop, placed.id)).map((m) => m.template)).toEqual(['order_placed']);
  });

  it('refuses a webhook not signed with the app secret, and answers Meta’s handshake only with the verify token', async () => {
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    for (const signature of [undefined, 'sha256=abc', signWhatsAppBody(body, 'another secret')]) {
      const res = await shop.t.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hub-signature-256': signature } : {}),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
    }
    const signed = await shop.t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWhatsAppBody(body, SIMULATOR_APP_SECRET),
      },
      payload: body,
    });
    expect(signed.statusCode).toBe(200);
    const hub = (token: string) =>
      shop.t.app.inject({
        method: 'GET',
        url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await hub(VERIFY_TOKEN);
    expect([ok.statusCode, ok.body]).toEqual([200, '1158201444']);
    expect((await hub('guess')).statusCode).toBe(403);
  });
});
