import {
  buildWhatsAppSimulator,
  NO_DELAYS,
  SIMULATOR_ACCESS_TOKEN,
  SIMULATOR_PHONE_NUMBER_ID,
  type WhatsAppSimulator,
} from './app.js';
import { startReceiver } from './test-receiver.js';

const PHONE = '2348031234567';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the inbox page', () => {
  let sim: WhatsAppSimulator;
  let hook: Awaited<ReturnType<typeof startReceiver>>;

  beforeEach(async () => {
    hook = await startReceiver();
    sim = buildWhatsAppSimulator({
      webhookUrl: hook.url,
      delays: NO_DELAYS,
      shopUrl: 'https://shop.example',
      publicUrl: 'http://127.0.0.1:4700/',
    });
  });
  afterEach(async () => {
    await sim.app.close();
    await hook.close();
  });

  const sendTemplate = (name: string, body: string[], button?: string, to = PHONE) =>
    sim.app.inject({
      method: 'POST',
      url: `/v21.0/${SIMULATOR_PHONE_NUMBER_ID}/messages`,
      headers: { authorization: `Bearer ${SIMULATOR_ACCESS_TOKEN}` },
      payload: {
        messaging_product: 'whatsapp',
        to,
        type: 'template',
        template: {
          name,
          language: { code: 'en' },
          components: [
            { type: 'body', parameters: body.map((text) => ({ type: 'text', text })) },
            ...(button
              ? [{ type: 'button', sub_type: 'url', index: 0, parameters: [{ type: 'text', text: button }] }]
              : []),
          ],
        },
      },
    });

  it('shows a phone’s chat: the template’s words, its button, its time in WAT and its ticks; failed in red', async () => {
    await sendTemplate('order_delivered', ['<b>Ada</b>', 'KSW-1042'], '1042');
    await sendTemplate('order_placed', ['Ada', 'KSW-1043', '₦25,500.00'], undefined, '2348090000000');
    await sim.settled();

    const page = await sim.app.inject(`/inbox/${PHONE}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('+234 803 123 4567');
    expect(page.body).toContain(
      'Hello &lt;b&gt;Ada&lt;/b&gt;, your order KSW-1042 has been delivered. Thank you for shopping with us!',
    );
    expect(page.body).not.toContain('<b>Ada</b>');
    expect(page.body).toContain(
      '<a href="https://shop.example/orders/1042" rel="noopener">↗ Rate your purchase</a>',
    );
    expect(page.body).toMatch(/<time datetime="[^"]+">\d{2}:\d{2} WAT<\/time>/);
    expect(page.body).toContain('data-status="read"');
    expect(page.body).toContain('<span class="status">read</span>');
    expect(page.body).not.toContain('KSW-1043');

    const failed = await sim.app.inject('/inbox/+2348090000000');
    expect(failed.body).toContain('class="bubble out failed"');
    expect(failed.body).toContain('Not delivered: 131026 Message undeliverable');

    const index = await sim.app.inject('/inbox');
    expect(index.body).toContain(`href="/inbox/${PHONE}#latest"`);
    expect(index.body).toContain('href="/inbox/2348090000000#latest"');
    expect(index.body.indexOf('2348090000000')).toBeLessThan(index.body.indexOf(`/inbox/${PHONE}`));
    expect(sim.inboxUrl(`+${PHONE}`)).toBe(`http://127.0.0.1:4700/inbox/${PHONE}`);
  });

  it('sends the shopper’s reply to the shop and comes back to the chat, without JavaScript', async () => {
    const reply = await sim.app.inject({
      method: 'POST',
      url: `/inbox/${PHONE}/reply`,
      headers: form,
      payload: 'text=STOP',
    });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(`/inbox/${PHONE}#latest`);
    await sim.settled();
    expect(hook.payloads()[0]?.entry[0]?.changes[0]?.value.messages?.[0]).toMatchObject({
      from: PHONE,
      type: 'text',
      text: { body: 'STOP' },
    });
    const page = await sim.app.inject(`/inbox/${PHONE}`);
    expect(page.body).toMatch(/class="bubble in "[^>]*>\s*<p class="text">STOP<\/p>/);
    expect(page.body).toContain('wrote in the last 24 hours');

    const empty = await sim.app.inject({
      method: 'POST',
      url: `/inbox/${PHONE}/reply`,
      headers: form,
      payload: 'text=%20',
    });
    expect(empty.headers.location).toBe(`/inbox/${PHONE}?error=empty#latest`);
    expect((await sim.app.inject(`/inbox/${PHONE}?error=empty`)).body).toContain('Write something to send.');
    expect(sim.messages(PHONE)).toHaveLength(1);
  });

  it('opens a phone by its number, and says so when it is not one', async () => {
    const open = await sim.app.inject('/inbox?phone=%2B234%20803%20123%204567');
    expect(open.statusCode).toBe(303);
    expect(open.headers.location).toBe(`/inbox/${PHONE}#latest`);
    const wrong = await sim.app.inject('/inbox?phone=0803');
    expect(wrong.body).toContain('Enter the phone with its country code');
    expect((await sim.app.inject('/inbox/abc')).statusCode).toBe(404);
    expect((await sim.app.inject(`/inbox/${PHONE}`)).body).toContain('No messages with this phone yet');
    expect((await sim.app.inject('/inbox')).body).toContain('POST /v21.0/{phone-number-id}/messages');
  });
});
