import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lagosDayOf } from 'shared-contracts/dates';
import { buildSimulator, SIMULATOR_SECRET_KEY, type Simulator } from './app.js';

const auth = { authorization: `Bearer ${SIMULATOR_SECRET_KEY}` };
const DAY_MS = 86_400_000;
const lagosDay = (offsetDays = 0) => lagosDayOf(new Date(Date.now() + offsetDays * DAY_MS).toISOString());

interface Received {
  body: string;
  signature: string | undefined;
}
interface Event {
  event: string;
  data: Record<string, unknown>;
}

describe('dedicated virtual accounts', () => {
  let sim: Simulator;
  let server: Server;
  const received: Received[] = [];

  beforeEach(async () => {
    received.length = 0;
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const signature = req.headers['x-paystack-signature'];
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: typeof signature === 'string' ? signature : undefined,
        });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    sim = buildSimulator({
      webhookUrl: `http://127.0.0.1:${port}/hook`,
      retryDelaysMs: [10],
      assignDelayMs: 20,
      accountNumberSeed: 1,
    });
  });
  afterEach(async () => {
    await sim.settled();
    await sim.app.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const api = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await sim.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  /** The bank's side: no key. */
  const transfer = async (payload: object) => {
    const res = await sim.app.inject({ method: 'POST', url: '/__sim/bank/transfer', payload });
    return { status: res.statusCode, body: res.json() };
  };
  const events = (): Event[] => received.map((r) => JSON.parse(r.body) as Event);
  const customer = async (email = 'ada@kasuwa.test', names: object = {}) =>
    (
      await api('POST', '/customer', {
        email,
        first_name: 'Ada',
        last_name: 'Obi',
        phone: '08031234567',
        ...names,
      })
    ).body.data;
  const account = async (customerCode: string, preferredBank?: string) =>
    (
      await api('POST', '/dedicated_account', {
        customer: customerCode,
        ...(preferredBank ? { preferred_bank: preferredBank } : {}),
      })
    ).body.data;

  it('POST /customer makes a CUS_ customer; the same email, in any case, answers it again, updated', async () => {
    const first = await api('POST', '/customer', { email: 'ada@kasuwa.test' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: true,
      message: 'Customer created',
      data: { email: 'ada@kasuwa.test', customer_code: expect.stringMatching(/^CUS_[0-9a-z]{15}$/) },
    });
    const again = await api('POST', '/customer', {
      email: 'ADA@kasuwa.test',
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '08031234567',
    });
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      customer_code: first.body.data.customer_code,
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '08031234567',
    });
    expect((await api('POST', '/customer', { email: 'not-an-email' })).status).toBe(400);
    const noKey = await sim.app.inject({
      method: 'POST',
      url: '/customer',
      payload: { email: 'x@kasuwa.test' },
    });
    expect(noKey.statusCode).toBe(401);

    // A payment by that email is the customer's.
    await api('POST', '/transaction/initialize', {
      email: 'ada@kasuwa.test',
      amount: 50_000,
      reference: 'C-1',
    });
    const verify = await api('GET', '/transaction/verify/C-1');
    expect(verify.body.data.customer).toMatchObject({
      id: first.body.data.id,
      customer_code: first.body.data.customer_code,
    });
  });

  it('POST /dedicated_account answers the account at once, the same one when asked again', async () => {
    const ada = await customer();
    const created = await api('POST', '/dedicated_account', { customer: ada.customer_code });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: true,
      message: 'NUBAN successfully created',
      data: {
        bank: { name: 'Test Bank', id: 24, slug: 'test-bank' },
        account_name: 'KASUWA/ADA OBI',
        account_number: '9900000001',
        assigned: true,
        active: true,
        currency: 'NGN',
        assignment: {
          assignee_id: ada.id,
          assignee_type: 'Customer',
          account_type: 'PAY-WITH-TRANSFER-RECURRING',
          expired: false,
        },
        customer: {
          id: ada.id,
          customer_code: ada.customer_code,
          email: 'ada@kasuwa.test',
          first_name: 'Ada',
          last_name: 'Obi',
          international_format_phone: '+2348031234567',
        },
      },
    });
    // By id too; one active account per customer and bank.
    const again = await api('POST', '/dedicated_account', { customer: ada.id, preferred_bank: 'test-bank' });
    expect(again.body.data).toMatchObject({ id: created.body.data.id, account_number: '9900000001' });
    const wema = await account(ada.customer_code, 'wema-bank');
    expect(wema).toMatchObject({
      account_number: '9900000002',
      bank: { slug: 'wema-bank', name: 'Wema Bank' },
    });
  });

  it('refuses a customer without first name, last name or phone, until the request gives them', async () => {
    await api('POST', '/customer', { email: 'bare@kasuwa.test' });
    const bare = await api('POST', '/customer', { email: 'bare@kasuwa.test' });
    const code = String(bare.body.data.customer_code);
    const refused = await api('POST', '/dedicated_account', { customer: code });
    expect(refused).toEqual({
      status: 400,
      body: {
        status: false,
        message:
          "The customer's first_name, last_name and phone are required to create a dedicated account. Update the customer and try again",
      },
    });
    await api('POST', '/customer', { email: 'bare@kasuwa.test', first_name: 'Bare', last_name: 'Bones' });
    const noPhone = await api('POST', '/dedicated_account', { customer: code });
    expect(noPhone.body.message).toMatch(/^The customer's phone is required/);
    const given = await api('POST', '/dedicated_account', { customer: code, phone: '07011112222' });
    expect(given.status).toBe(200);
    expect(given.body.data).toMatchObject({
      account_name: 'KASUWA/BARE BONES',
      customer: { phone: '07011112222' },
    });

    expect((await api('POST', '/dedicated_account', {})).status).toBe(400);
    expect((await api('POST', '/dedicated_account', { customer: 'CUS_nobody' })).body).toEqual({
      status: false,
      message: 'Customer not found',
    });
    const badBank = await api('POST', '/dedicated_account', { customer: code, preferred_bank: 'gtbank' });
    expect(badBank).toEqual({
      status: 400,
      body: { status: false, message: 'preferred_bank is one of test-bank, wema-bank, titan-paystack' },
    });
  });

  it('assign answers "in progress", then sends a signed dedicatedaccount.assign.success; a phone ending 000 fails', async () => {
    const body = {
      email: 'dayo@kasuwa.test',
      first_name: 'Dayo',
      last_name: 'Ojo',
      phone: '+2348031234567',
      preferred_bank: 'test-bank',
      country: 'NG',
    };
    const assigned = await api('POST', '/dedicated_account/assign', body);
    expect(assigned).toEqual({
      status: 200,
      body: { status: true, message: 'Assign dedicated account in progress' },
    });
    expect(received).toHaveLength(0);
    await sim.settled();
    expect(events()).toEqual([
      {
        event: 'dedicatedaccount.assign.success',
        data: {
          customer: expect.objectContaining({
            email: 'dayo@kasuwa.test',
            first_name: 'Dayo',
            last_name: 'Ojo',
          }),
          dedicated_account: expect.objectContaining({
            account_name: 'KASUWA/DAYO OJO',
            account_number: '9900000001',
            bank: { name: 'Test Bank', id: 24, slug: 'test-bank' },
            active: true,
            assigned: true,
          }),
          identification: { status: 'success' },
        },
      },
    ]);
    const [delivery] = received;
    expect(delivery?.signature).toBe(
      createHmac('sha512', SIMULATOR_SECRET_KEY)
        .update(delivery?.body ?? '')
        .digest('hex'),
    );
    const code = String((events()[0]?.data.customer as { customer_code: string }).customer_code);
    const listed = await api('GET', `/dedicated_account?customer=${code}`);
    expect(listed.body.data).toHaveLength(1);

    received.length = 0;
    await api('POST', '/dedicated_account/assign', {
      ...body,
      email: 'fail@kasuwa.test',
      phone: '08030000000',
    });
    await sim.settled();
    expect(events()).toEqual([
      {
        event: 'dedicatedaccount.assign.failed',
        data: {
          customer: expect.objectContaining({ email: 'fail@kasuwa.test', phone: '08030000000' }),
          dedicated_account: null,
          identification: { status: 'failed' },
        },
      },
    ]);
    expect((await api('GET', '/dedicated_account')).body.meta.total).toBe(1);

    const { phone: _p, ...noPhone } = body;
    expect((await api('POST', '/dedicated_account/assign', noPhone)).body).toEqual({
      status: false,
      message: 'phone is required',
    });
    expect((await api('POST', '/dedicated_account/assign', { ...body, country: 'GH' })).status).toBe(400);
    expect((await api('POST', '/dedicated_account/assign', { ...body, preferred_bank: 'x' })).status).toBe(
      400,
    );
  });

  it('lists by active, customer and provider, paged with meta; fetches; deactivates (a new account gets a new number)', async () => {
    const ada = await customer();
    const bola = await customer('bola@kasuwa.test', { first_name: 'Bola' });
    const adaTest = await account(ada.customer_code);
    await account(ada.customer_code, 'wema-bank');
    await account(bola.customer_code, 'titan-paystack');

    const all = await api('GET', '/dedicated_account');
    expect(all.body).toMatchObject({
      status: true,
      message: 'Managed accounts successfully retrieved',
      meta: { total: 3, skipped: 0, perPage: 50, page: 1, pageCount: 1 },
    });
    // Newest first.
    expect(all.body.data.map((a: { account_number: string }) => a.account_number)).toEqual([
      '9900000003',
      '9900000002',
      '9900000001',
    ]);
    const second = await api('GET', '/dedicated_account?perPage=2&page=2');
    expect(second.body.data).toHaveLength(1);
    expect(second.body.meta).toEqual({ total: 3, skipped: 2, perPage: 2, page: 2, pageCount: 2 });
    const count = async (query: string) => (await api('GET', `/dedicated_account?${query}`)).body.data.length;
    expect(await count(`customer=${ada.id}`)).toBe(2);
    expect(await count(`customer=${ada.customer_code}`)).toBe(2);
    expect(await count('provider_slug=titan-paystack')).toBe(1);
    expect(await count(`provider_slug=wema-bank&customer=${bola.id}`)).toBe(0);

    const fetched = await api('GET', `/dedicated_account/${adaTest.id}`);
    expect(fetched.body).toMatchObject({
      message: 'Managed account successfully retrieved',
      data: {
        id: adaTest.id,
        account_number: '9900000001',
        active: true,
        customer: { email: 'ada@kasuwa.test' },
      },
    });
    const deactivated = await api('DELETE', `/dedicated_account/${adaTest.id}`);
    expect(deactivated.body).toMatchObject({
      status: true,
      message: 'Managed Account Successfully Unassigned',
      data: { id: adaTest.id, active: false, assigned: false },
    });
    expect((await api('GET', `/dedicated_account/${adaTest.id}`)).body.data.active).toBe(false);
    expect(await count('active=false')).toBe(1);
    expect(await count('active=true')).toBe(2);
    expect((await api('GET', '/dedicated_account?active=maybe')).status).toBe(400);

    const renewed = await account(ada.customer_code);
    expect(renewed.id).not.toBe(adaTest.id);
    expect(renewed.account_number).toBe('9900000004');

    expect((await api('GET', '/dedicated_account/1')).status).toBe(404);
    expect((await api('DELETE', '/dedicated_account/1')).body).toEqual({
      status: false,
      message: 'Dedicated account not found',
    });
  });

  it('available providers: test-bank, wema-bank and titan-paystack', async () => {
    const providers = await api('GET', '/dedicated_account/available_providers');
    expect(providers.body).toMatchObject({ status: true, message: 'Dedicated account providers retrieved' });
    expect(providers.body.data.map((p: { provider_slug: string }) => p.provider_slug)).toEqual([
      'test-bank',
      'wema-bank',
      'titan-paystack',
    ]);
    expect(providers.body.data[0]).toEqual({
      provider_slug: 'test-bank',
      bank_id: 24,
      bank_name: 'Test Bank',
      id: 1,
    });
  });

  it('a transfer: the bank answers {reference, id}; the signed charge.success and verify carry dedicated_nuban, the authorization and the customer', async () => {
    const ada = await customer();
    const dva = await account(ada.customer_code);
    const sent = await transfer({
      account_number: dva.account_number,
      amount_kobo: 150_000,
      sender_name: 'MUSA BELLO',
      sender_bank: 'Access Bank',
      narration: 'KSW-1042 shoes',
    });
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(['id', 'reference']);
    const { reference, id } = sent.body as { reference: string; id: number };
    await sim.settled();

    const expected = {
      id,
      reference,
      status: 'success',
      amount: 150_000,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      gateway_response: 'Approved',
      paid_at: expect.any(String),
      fees: 1_500,
      customer: { id: ada.id, customer_code: ada.customer_code, email: 'ada@kasuwa.test' },
      authorization: {
        channel: 'dedicated_nuban',
        card_type: 'transfer',
        brand: 'Managed Account',
        bank: 'Access Bank',
        reusable: false,
        sender_name: 'MUSA BELLO',
        sender_bank: 'Access Bank',
        sender_bank_account_number: expect.stringMatching(/^X{6}\d{4}$/),
        sender_country: 'NG',
        narration: 'KSW-1042 shoes',
        receiver_bank_account_number: dva.account_number,
        receiver_bank: 'Test Bank',
      },
    };
    expect(events()).toEqual([{ event: 'charge.success', data: expect.objectContaining({}) }]);
    expect(events()[0]?.data).toMatchObject({
      ...expected,
      authorization: { ...expected.authorization, signature: null },
    });
    const [delivery] = received;
    expect(delivery?.signature).toBe(
      createHmac('sha512', SIMULATOR_SECRET_KEY)
        .update(delivery?.body ?? '')
        .digest('hex'),
    );
    const verify = await api('GET', `/transaction/verify/${reference}`);
    expect(verify.body.data).toMatchObject({ ...expected, requested_amount: 150_000 });

    // Deactivated: a transfer still reaches the same customer.
    await api('DELETE', `/dedicated_account/${dva.id}`);
    const late = await transfer({
      account_number: dva.account_number,
      amount_kobo: 500,
      sender_name: 'Late Payer',
    });
    expect(late.status).toBe(200);
    const lateVerify = await api('GET', `/transaction/verify/${String(late.body.reference)}`);
    expect(lateVerify.body.data).toMatchObject({
      customer: { customer_code: ada.customer_code },
      authorization: { receiver_bank_account_number: dva.account_number, narration: expect.any(String) },
    });
  });

  it('refuses an unknown account (404) and an amount that is not a positive whole number of kobo (400)', async () => {
    const ada = await customer();
    const dva = await account(ada.customer_code);
    const base = { account_number: dva.account_number, amount_kobo: 100_000, sender_name: 'Musa' };
    expect(await transfer({ ...base, account_number: '9912345678' })).toEqual({
      status: 404,
      body: { status: false, message: 'No dedicated account has the number 9912345678' },
    });
    for (const amount of [0, -100, 12.5, '1000', null]) {
      const refused = await transfer({ ...base, amount_kobo: amount });
      expect([amount, refused.status, refused.body.message]).toEqual([
        amount,
        400,
        'amount_kobo is a positive whole number of kobo',
      ]);
    }
    expect((await transfer({ ...base, sender_name: ' ' })).status).toBe(400);
    expect((await transfer({ ...base, hold: 'yes' })).status).toBe(400);
    expect((await transfer({ ...base, duplicate: -1 })).status).toBe(400);
    expect((await transfer({ ...base, delay_ms: -1 })).status).toBe(400);
    expect((await api('GET', '/transaction?channel=dedicated_nuban')).body.meta.total).toBe(0);
  });

  it('delay_ms waits before charge.success; duplicate sends the same event that many more times', async () => {
    const ada = await customer();
    const dva = await account(ada.customer_code);
    await transfer({
      account_number: dva.account_number,
      amount_kobo: 100_000,
      sender_name: 'Musa',
      delay_ms: 150,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(0);
    await sim.settled();
    expect(events().map((e) => e.event)).toEqual(['charge.success']);

    received.length = 0;
    const twice = await transfer({
      account_number: dva.account_number,
      amount_kobo: 200_000,
      sender_name: 'Musa',
      duplicate: 2,
    });
    await sim.settled();
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    expect(events()[0]?.data).toMatchObject({ reference: twice.body.reference, amount: 200_000 });
  });

  it('hold: Paystack knows nothing until a requery of that account and Lagos day, then charge.success is sent once', async () => {
    const ada = await customer();
    const dva = await account(ada.customer_code);
    const other = await account(ada.customer_code, 'wema-bank');
    const held = await transfer({
      account_number: dva.account_number,
      amount_kobo: 300_000,
      sender_name: 'Musa',
      hold: true,
      duplicate: 1,
    });
    const reference = String(held.body.reference);
    await sim.settled();
    expect(received).toHaveLength(0);
    expect((await api('GET', `/transaction/verify/${reference}`)).status).toBe(400);
    expect((await api('GET', '/transaction?channel=dedicated_nuban')).body.meta.total).toBe(0);

    const requery = (query: string) => api('GET', `/dedicated_account/requery?${query}`);
    const checking = {
      status: true,
      message:
        'We are checking the status of your transfer. We will send you a notification once it is confirmed',
    };
    expect((await requery(`account_number=${dva.account_number}&date=2001-01-01`)).body).toEqual(checking);
    expect((await requery(`account_number=${other.account_number}&date=${lagosDay()}`)).body).toEqual(
      checking,
    );
    await sim.settled();
    expect(received).toHaveLength(0);
    expect((await requery('provider_slug=test-bank')).status).toBe(400);
    expect((await requery('account_number=9912345678')).status).toBe(404);
    expect((await requery(`account_number=${dva.account_number}&provider_slug=wema-bank`)).status).toBe(404);
    expect((await requery(`account_number=${dva.account_number}&date=someday`)).status).toBe(400);

    const found = await requery(
      `account_number=${dva.account_number}&provider_slug=test-bank&date=${lagosDay()}`,
    );
    expect(found.body).toEqual(checking);
    await sim.settled();
    // Released with its duplicate: the same event twice.
    expect(events().map((e) => [e.event, e.data.reference])).toEqual([
      ['charge.success', reference],
      ['charge.success', reference],
    ]);
    expect((await api('GET', `/transaction/verify/${reference}`)).body.data).toMatchObject({
      status: 'success',
      channel: 'dedicated_nuban',
      amount: 300_000,
    });
    expect((await api('GET', '/transaction?channel=dedicated_nuban')).body.meta.total).toBe(1);
    await requery(`account_number=${dva.account_number}&date=${lagosDay()}`);
    await sim.settled();
    expect(received).toHaveLength(2);
  });

  it('GET /transaction lists newest first, by channel, status, from and to, paged, with meta', async () => {
    await api('POST', '/transaction/initialize', {
      email: 'card@kasuwa.test',
      amount: 70_000,
      reference: 'L-card',
    });
    await sim.app.inject({
      method: 'POST',
      url: '/__simulator/transactions/L-card/complete',
      payload: { outcome: 'success' },
    });
    await api('POST', '/transaction/initialize', {
      email: 'card@kasuwa.test',
      amount: 80_000,
      reference: 'L-left',
    });
    const ada = await customer();
    const dva = await account(ada.customer_code);
    const references: string[] = [];
    for (const amount of [100_000, 200_000, 300_000]) {
      const sent = await transfer({
        account_number: dva.account_number,
        amount_kobo: amount,
        sender_name: 'Musa',
      });
      references.push(String(sent.body.reference));
    }
    const list = (query: string) => api('GET', `/transaction?${query}`);

    const transfers = await list('channel=dedicated_nuban');
    expect(transfers.body).toMatchObject({
      status: true,
      message: 'Transactions retrieved',
      meta: { total: 3, total_volume: 600_000, skipped: 0, perPage: 50, page: 1, pageCount: 1 },
    });
    expect(transfers.body.data.map((t: { reference: string }) => t.reference)).toEqual(
      [...references].reverse(),
    );
    expect(transfers.body.data[0]).toMatchObject({
      channel: 'dedicated_nuban',
      customer: { customer_code: ada.customer_code },
      authorization: { receiver_bank_account_number: dva.account_number, sender_name: 'Musa' },
    });
    expect((await list('')).body.meta.total).toBe(5);
    expect((await list('channel=card')).body.data.map((t: { reference: string }) => t.reference)).toEqual([
      'L-left',
      'L-card',
    ]);
    const abandoned = await list('status=abandoned');
    expect(abandoned.body.data.map((t: { reference: string }) => t.reference)).toEqual(['L-left']);

    const page = await list('channel=dedicated_nuban&perPage=2&page=2');
    expect(page.body.data.map((t: { reference: string }) => t.reference)).toEqual([references[0]]);
    expect(page.body.meta).toEqual({
      total: 3,
      total_volume: 600_000,
      skipped: 2,
      perPage: 2,
      page: 2,
      pageCount: 2,
    });
    expect((await list('per_page=1')).body.meta).toMatchObject({ perPage: 1, pageCount: 5 });

    const today = lagosDay();
    expect((await list(`channel=dedicated_nuban&from=${today}&to=${today}`)).body.meta.total).toBe(3);
    expect((await list(`from=${lagosDay(1)}`)).body.meta.total).toBe(0);
    expect((await list(`to=${lagosDay(-1)}`)).body.meta.total).toBe(0);
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect((await list(`from=${anHourAgo}`)).body.meta.total).toBe(5);
    expect((await list(`to=${anHourAgo}`)).body.meta.total).toBe(0);

    expect((await list('from=soon')).status).toBe(400);
    expect((await list('status=lost')).status).toBe(400);
    expect((await sim.app.inject({ method: 'GET', url: '/transaction' })).statusCode).toBe(401);
  });

  it('the test bank page sends a transfer without JavaScript, shows what was sent, and lists the dedicated accounts', async () => {
    const ada = await customer();
    const dva = await account(ada.customer_code);
    const page = await sim.app.inject({ method: 'GET', url: '/test-bank' });
    expect(page.statusCode).toBe(200);
    for (const text of [
      'Send a transfer',
      '<form method="post" action="/test-bank" class="transfer">',
      'name="amount"',
      'name="sender_name"',
      'name="narration"',
      dva.account_number,
      'KASUWA/ADA OBI',
      'ada@kasuwa.test',
    ]) {
      expect(page.body).toContain(text);
    }

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const posted = await sim.app.inject({
      method: 'POST',
      url: '/test-bank',
      headers: form,
      payload: new URLSearchParams({
        account_number: dva.account_number,
        amount: '1,500.50',
        sender_name: 'Musa Bello',
        narration: 'KSW-77',
      }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const location = String(posted.headers.location);
    expect(location).toMatch(/^\/test-bank\?sent=T[0-9a-f]+#transfer$/);
    const reference = new URL(location, 'http://x').searchParams.get('sent') ?? '';
    const after = await sim.app.inject({ method: 'GET', url: location.replace(/#.*/, '') });
    expect(after.body).toContain('Sent ₦1,500.50 to');
    expect(after.body).toContain(reference);
    expect(after.body).toContain('Musa Bello');
    await sim.settled();
    expect(events()[0]?.data).toMatchObject({ reference, amount: 150_050, channel: 'dedicated_nuban' });

    const refused = await sim.app.inject({
      method: 'POST',
      url: '/test-bank',
      headers: form,
      payload: new URLSearchParams({
        account_number: dva.account_number,
        amount: 'lots',
        sender_name: 'Musa',
      }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Write the amount in Naira');
    expect(refused.body).toContain('value="lots"');
    const unknown = await sim.app.inject({
      method: 'POST',
      url: '/test-bank',
      headers: form,
      payload: 'account_number=9912345678&amount=100&sender_name=Musa',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('No dedicated account has that number.');
  });
});
