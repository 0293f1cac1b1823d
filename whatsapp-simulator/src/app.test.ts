import {
  buildWhatsAppSimulator,
  NO_DELAYS,
  signWhatsAppBody,
  SIMULATOR_ACCESS_TOKEN,
  SIMULATOR_APP_SECRET,
  SIMULATOR_PHONE_NUMBER_ID,
  type WhatsAppSimulator,
} from './app.js';
import { WHATSAPP_TEMPLATES } from 'shared-contracts/whatsapp-templates';
import { startReceiver, statusesOf } from './test-receiver.js';

const PHONE = '2348031234567';
const URL = `/v21.0/${SIMULATOR_PHONE_NUMBER_ID}/messages`;
const auth = { authorization: `Bearer ${SIMULATOR_ACCESS_TOKEN}` };

const text = (value: string) => ({ type: 'text', text: value });

/** The body of a template send, with its body parameters and (when given) its URL button's one. */
function templateMessage(
  name: string,
  code: string,
  body: string[],
  button?: string,
  to = PHONE,
): Record<string, unknown> {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name,
      language: { code, policy: 'deterministic' },
      components: [
        { type: 'body', parameters: body.map(text) },
        ...(button === undefined
          ? []
          : [{ type: 'button', sub_type: 'url', index: '0', parameters: [text(button)] }]),
      ],
    },
  };
}

const shipped = (to = PHONE) =>
  templateMessage(
    'order_shipped',
    'en',
    ['Ada', 'KSW-1042', 'GIG Logistics', 'SB-6BAD4363F17C'],
    'KSW-1042',
    to,
  );

describe('the WhatsApp simulator', () => {
  let sim: WhatsAppSimulator;
  let hook: Awaited<ReturnType<typeof startReceiver>>;

  beforeEach(async () => {
    hook = await startReceiver();
    sim = buildWhatsAppSimulator({
      webhookUrl: hook.url,
      delays: NO_DELAYS,
      retryDelaysMs: [10, 10],
      shopUrl: 'https://shop.example',
    });
  });
  afterEach(async () => {
    await sim.app.close();
    await hook.close();
  });

  const send = (payload: Record<string, unknown>, headers: Record<string, string> = auth) =>
    sim.app.inject({ method: 'POST', url: URL, headers, payload });

  it('sends a template as the Cloud API does: the contact and a wamid', async () => {
    const response = await send(shipped('+2348031234567'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '+2348031234567', wa_id: PHONE }],
      messages: [{ id: expect.stringMatching(/^wamid\.[\w-]+$/), message_status: 'accepted' }],
    });
    const [message] = sim.messages(PHONE);
    expect(message?.text).toBe(
      'Good news, Ada! Your order KSW-1042 is on its way with GIG Logistics. Tracking number: SB-6BAD4363F17C. Tap below to follow it.',
    );
    expect(message?.buttons).toEqual([
      { text: 'Track your order', url: 'https://shop.example/track/KSW-1042' },
    ]);
  });

  it('sends every template in every language it exists in', async () => {
    for (const template of WHATSAPP_TEMPLATES) {
      const response = await send(
        templateMessage(
          template.name,
          template.language,
          template.parameters.map((p) => p.example),
          template.buttons[0]?.parameter.example,
        ),
      );
      expect(response.statusCode).toBe(200);
    }
    const texts = sim.messages(PHONE).map((m) => m.text);
    expect(texts).toHaveLength(WHATSAPP_TEMPLATES.length);
    for (const words of texts) expect(words).not.toMatch(/\{\{\d+\}\}/);
  });

  it('refuses an unknown template, and one in a language WhatsApp has no template in, with 132001', async () => {
    const unknown = await send(templateMessage('order_lost', 'en', ['Ada']));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: {
        message: '(#132001) Template name does not exist in the translation',
        type: 'OAuthException',
        code: 132001,
        error_data: {
          messaging_product: 'whatsapp',
          details: 'template name (order_lost) does not exist in en',
        },
        fbtrace_id: expect.any(String),
      },
    });
    for (const code of ['yo', 'ig', 'pcm', 'en_US']) {
      const missing = await send(templateMessage('order_placed', code, ['Ada', 'KSW-1042', '₦25,500.00']));
      expect(missing.json().error).toMatchObject({
        code: 132001,
        error_data: { details: `template name (order_placed) does not exist in ${code}` },
      });
    }
    const hausa = await send(templateMessage('order_placed', 'ha', ['Ada', 'KSW-1042', '₦25,500.00']));
    expect(hausa.statusCode).toBe(200);
    expect(sim.messages(PHONE)).toHaveLength(1);
  });

  it('refuses a wrong number of parameters with 132000, the body’s and the button’s', async () => {
    const tooFew = await send(templateMessage('order_shipped', 'en', ['Ada', 'KSW-1042'], 'KSW-1042'));
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().error).toMatchObject({
      code: 132000,
      error_data: {
        details: 'body: number of localizable_params (2) does not match the expected number of params (4)',
      },
    });
    const noButton = await send(
      templateMessage('order_shipped', 'en', ['Ada', 'KSW-1042', 'GIG Logistics', 'SB-1']),
    );
    expect(noButton.json().error).toMatchObject({
      code: 132000,
      error_data: { details: expect.stringMatching(/^button at index 0 .*\(0\) .*\(1\)$/) },
    });
    const tooMany = await send(templateMessage('refund_sent', 'en', ['Ada', '₦1.00', 'KSW-1', 'extra']));
    expect(tooMany.json().error.code).toBe(132000);
    expect(sim.messages()).toEqual([]);
  });

  it('refuses a parameter WhatsApp would refuse: a line break, not text, too long', async () => {
    const lineBreak = await send(templateMessage('order_placed', 'en', ['Ada\nObi', 'KSW-1', '₦1.00']));
    expect(lineBreak.json().error).toMatchObject({
      code: 100,
      error_data: { details: expect.stringContaining('new-line') },
    });
    const currency = await send({
      ...templateMessage('order_placed', 'en', []),
      template: {
        name: 'order_placed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [text('Ada'), text('KSW-1'), { type: 'currency', currency: { amount_1000: 1000 } }],
          },
        ],
      },
    });
    expect(currency.json().error.code).toBe(132012);
    const long = await send(templateMessage('order_placed', 'en', ['Ada', 'x'.repeat(1000), '₦1.00']));
    expect(long.json().error.code).toBe(132005);
  });

  it('refuses a paused template with 132015 once Meta pauses it, and tells the shop’s webhook', async () => {
    const pause = await sim.app.inject({
      method: 'POST',
      url: '/__sim/whatsapp/templates/order_shipped/en',
      payload: { status: 'PAUSED' },
    });
    expect(pause.statusCode).toBe(200);
    await sim.settled();
    expect(JSON.parse(hook.received[0]?.body ?? '{}')).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'message_template_status_update',
              value: {
                event: 'PAUSED',
                message_template_name: 'order_shipped',
                message_template_language: 'en',
                reason: 'LOW_QUALITY',
              },
            },
          ],
        },
      ],
    });
    const paused = await send(shipped());
    expect(paused.statusCode).toBe(400);
    expect(paused.json().error).toMatchObject({ code: 132015, message: '(#132015) Template is Paused' });
    // The same template in Hausa is another template, still approved.
    const hausa = templateMessage('order_shipped', 'ha', ['Ada', 'KSW-1', 'GIG', 'SB-1'], 'KSW-1');
    expect((await send(hausa)).statusCode).toBe(200);

    await sim.app.inject({
      method: 'POST',
      url: '/__sim/whatsapp/templates/order_shipped/en',
      payload: { status: 'APPROVED' },
    });
    expect((await send(shipped())).statusCode).toBe(200);
    const unknown = await sim.app.inject({
      method: 'POST',
      url: '/__sim/whatsapp/templates/order_shipped/yo',
      payload: { status: 'PAUSED' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a bad number, a missing field, another phone number id, and a wrong or missing token', async () => {
    const local = await send(shipped('08031234567'));
    expect(local.statusCode).toBe(400);
    expect(local.json().error).toMatchObject({
      code: 131009,
      message: '(#131009) Parameter value is not valid',
    });
    const { messaging_product: _dropped, ...noProduct } = shipped();
    const missing = await send(noProduct);
    expect(missing.json().error).toMatchObject({
      code: 100,
      message: '(#100) The parameter messaging_product is required.',
    });
    const image = await send({
      messaging_product: 'whatsapp',
      to: PHONE,
      type: 'image',
      image: { link: 'x' },
    });
    expect(image.json().error.code).toBe(131051);
    const other = await sim.app.inject({
      method: 'POST',
      url: '/v21.0/999/messages',
      headers: auth,
      payload: shipped(),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });

    const wrong = await send(shipped(), { authorization: 'Bearer nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 190, type: 'OAuthException' });
    const none = await send(shipped(), {});
    expect(none.statusCode).toBe(401);
    expect(sim.messages()).toEqual([]);
  });

  it('sends sent, delivered and read, in order, signed with the app secret over the raw body', async () => {
    const id = (await send(shipped())).json().messages[0].id as string;
    await sim.settled();
    expect(statusesOf(hook.payloads())).toEqual([
      [id, 'sent'],
      [id, 'delivered'],
      [id, 'read'],
    ]);
    for (const { body, signature } of hook.received) {
      expect(signature).toBe(signWhatsAppBody(body, SIMULATOR_APP_SECRET));
      expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(signature).not.toBe(signWhatsAppBody(body, 'another secret'));
    }
    const [first] = hook.payloads();
    expect(first).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { phone_number_id: SIMULATOR_PHONE_NUMBER_ID },
                statuses: [
                  {
                    id,
                    status: 'sent',
                    timestamp: expect.stringMatching(/^\d{10}$/),
                    recipient_id: PHONE,
                    pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(sim.messages(PHONE)[0]?.status).toBe('read');
  });

  it('fails a message to an unreachable number with 131026, by the control or the 0000 test numbers', async () => {
    const control = await sim.app.inject({
      method: 'POST',
      url: `/__sim/whatsapp/numbers/+${PHONE}`,
      payload: { reachable: false },
    });
    expect(control.json().data).toMatchObject({ wa_id: PHONE, reachable: false });
    const first = (await send(shipped())).json().messages[0].id as string;
    const second = (await send(shipped('2348090000000'))).json().messages[0].id as string;
    await sim.settled();
    expect(statusesOf(hook.payloads())).toEqual([
      [first, 'failed'],
      [second, 'failed'],
    ]);
    const failed = hook.payloads()[0]?.entry[0]?.changes[0]?.value.statuses?.[0];
    expect(failed?.errors).toEqual([
      expect.objectContaining({ code: 131026, title: 'Message undeliverable' }),
    ]);
    expect(sim.messages(PHONE)[0]).toMatchObject({ status: 'failed', errors: [{ code: 131026 }] });
  });

  it('stops at delivered for a number that never reads', async () => {
    await sim.app.inject({
      method: 'POST',
      url: `/__sim/whatsapp/numbers/${PHONE}`,
      payload: { reads: false },
    });
    await send(shipped());
    await sim.settled();
    expect(statusesOf(hook.payloads()).map(([, status]) => status)).toEqual(['sent', 'delivered']);
  });

  it('sends each webhook twice in duplicate mode, and one after the next in reorder mode', async () => {
    const mode = (webhook_mode: string) =>
      sim.app.inject({ method: 'POST', url: '/__sim/whatsapp/controls', payload: { webhook_mode } });
    expect((await mode('sideways')).statusCode).toBe(400);

    await mode('duplicate');
    const id = (await send(shipped())).json().messages[0].id as string;
    await sim.settled();
    expect(statusesOf(hook.payloads())).toEqual([
      [id, 'sent'],
      [id, 'sent'],
      [id, 'delivered'],
      [id, 'delivered'],
      [id, 'read'],
      [id, 'read'],
    ]);

    hook.received.length = 0;
    await mode('reorder');
    const next = (await send(shipped())).json().messages[0].id as string;
    await sim.settled();
    // `sent` is held back until `delivered` has gone; `read`, held last, waits for a next webhook.
    expect(statusesOf(hook.payloads())).toEqual([
      [next, 'delivered'],
      [next, 'sent'],
    ]);
    expect(sim.messages(PHONE).at(-1)?.status).toBe('read');

    hook.received.length = 0;
    await mode('drop');
    await send(shipped());
    await sim.settled();
    expect(hook.received).toEqual([]);
  });

  it('retries a webhook the shop did not answer with 2xx, the same body signed the same', async () => {
    await hook.close();
    hook = await startReceiver([500, 503]);
    sim.setWebhookUrl(hook.url);
    await sim.app.inject({
      method: 'POST',
      url: '/__sim/whatsapp/inbound',
      payload: { from: PHONE, text: 'Hello' },
    });
    await sim.settled();
    expect(sim.deliveries.map((d) => [d.kind, d.attempt, d.status])).toEqual([
      ['messages', 1, 500],
      ['messages', 2, 503],
      ['messages', 3, 200],
    ]);
    expect(new Set(hook.received.map((r) => r.body)).size).toBe(1);
    expect(new Set(hook.received.map((r) => r.signature)).size).toBe(1);
  });

  it('brings a shopper’s STOP to the shop as a messages change', async () => {
    const response = await sim.app.inject({
      method: 'POST',
      url: '/__sim/whatsapp/inbound',
      payload: { from: PHONE, text: 'STOP' },
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json().data as { id: string };
    await sim.settled();
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]?.signature).toBe(
      signWhatsAppBody(hook.received[0]?.body ?? '', SIMULATOR_APP_SECRET),
    );
    expect(hook.payloads()[0]?.entry[0]?.changes[0]).toMatchObject({
      field: 'messages',
      value: {
        contacts: [{ profile: { name: 'Test shopper' }, wa_id: PHONE }],
        messages: [{ from: PHONE, id, type: 'text', text: { body: 'STOP' }, timestamp: expect.any(String) }],
      },
    });
  });

  it('delivers free-form text only inside the 24-hour window the shopper’s last message opened', async () => {
    const reply = {
      messaging_product: 'whatsapp',
      to: PHONE,
      type: 'text',
      text: { body: 'You will get no more updates.' },
    };
    const early = (await send(reply)).json().messages[0].id as string;
    await sim.settled();
    expect(sim.messages(PHONE)[0]).toMatchObject({ id: early, status: 'failed', errors: [{ code: 131047 }] });

    await sim.app.inject({
      method: 'POST',
      url: '/__sim/whatsapp/inbound',
      payload: { from: PHONE, text: 'STOP' },
    });
    const later = (await send(reply)).json().messages[0].id as string;
    await sim.settled();
    expect(sim.messages(PHONE).find((m) => m.id === later)?.status).toBe('read');
    // A utility template inside the open window is free.
    await send(shipped());
    await sim.settled();
    const pricing = hook
      .payloads()
      .flatMap((b) => b.entry[0]?.changes[0]?.value.statuses ?? [])
      .filter((s) => s.status === 'sent')
      .map((s) => s.pricing);
    expect(pricing.at(-1)).toMatchObject({ billable: false, category: 'utility' });
  });
});
