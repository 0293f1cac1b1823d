import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSimulator, SIMULATOR_SECRET_KEY, TRANSACTION_STATUSES, type Simulator } from './app.js';
import {
  answerExample,
  answerExampleBody,
  answerSchema,
  checkAnswer,
  checkCovers,
  checkEvent,
  declaredFields,
  dedicatedNubanChargeSample,
  eventExamples,
} from './spec-check.js';

/**
 * The simulator against Paystack's own description of its API (spec/paystack.yaml) and its example events: every
 * answer and every event it gives must hold, and every field the shop's client reads must be one Paystack
 * documents.
 */

const auth = { authorization: `Bearer ${SIMULATOR_SECRET_KEY}`, 'content-type': 'application/json' };

/** What api/src/lib/payments/paystack.ts reads from each answer's `data` and each event's `data`. */
const SHOP_READS = {
  initialize: ['authorization_url', 'access_code', 'reference'],
  verify: [
    'id',
    'status',
    'reference',
    'amount',
    'requested_amount',
    'fees',
    'currency',
    'paid_at',
    'channel',
    'gateway_response',
    'metadata',
  ],
  refund: ['id', 'status', 'amount', 'transaction', 'merchant_note', 'customer_note'],
  dispute: [
    'id',
    'status',
    'resolution',
    'category',
    'refund_amount',
    'currency',
    'dueAt',
    'resolvedAt',
    'transaction',
    'transaction_reference',
  ],
  /** `POST /charge`'s answers, by Paystack's examples (its spec describes only a card's). */
  charge: {
    'charge-ussd': ['reference', 'status', 'display_text', 'ussd_code'],
    'charge-bank-transfer': [
      'reference',
      'status',
      'display_text',
      'account_number',
      'account_name',
      'bank',
      'account_expires_at',
    ],
  } as Record<string, string[]>,
  events: {
    'charge.success': ['id', 'reference'],
    'refund.pending': ['status', 'transaction_reference', 'refund_reference', 'amount'],
    'refund.processing': ['status', 'transaction_reference', 'refund_reference', 'amount'],
    'refund.processed': ['status', 'transaction_reference', 'refund_reference', 'amount'],
    'refund.failed': ['status', 'transaction_reference', 'refund_reference', 'amount'],
    'refund.needs-attention': [
      'status',
      'transaction_reference',
      'refund_reference',
      'amount',
      'id',
      'merchant_note',
      'customer_note',
    ],
    'charge.dispute.create': [
      'id',
      'status',
      'resolution',
      'category',
      'refund_amount',
      'currency',
      'dueAt',
      'resolvedAt',
      'transaction',
    ],
    'charge.dispute.remind': ['id', 'status', 'dueAt', 'transaction'],
    'charge.dispute.resolve': ['id', 'status', 'resolution', 'resolvedAt', 'transaction'],
  } as Record<string, string[]>,
};

describe('the shop reads only fields Paystack documents', () => {
  it.each([
    ['initialize', 'post', '/transaction/initialize'],
    ['verify', 'get', '/transaction/verify/{reference}'],
    ['refund', 'get', '/refund/{id}'],
    ['dispute', 'get', '/dispute/{id}'],
  ] as const)('%s', (what, method, path) => {
    const declared = declaredFields(answerSchema(method, path, '200'), ['data']);
    expect(SHOP_READS[what].filter((field) => !declared.has(field))).toEqual([]);
  });

  it.each(['charge-ussd', 'charge-bank-transfer'])('charge (%s)', (example) => {
    const data = answerExample(example).data as Record<string, unknown>;
    expect(SHOP_READS.charge[example]?.filter((field) => !(field in data))).toEqual([]);
  });

  it('events', () => {
    const samples = eventExamples();
    for (const [event, fields] of Object.entries(SHOP_READS.events)) {
      const sample = samples.get(event);
      expect([event, sample ? fields.filter((f) => !(f in sample)) : 'no sample']).toEqual([event, []]);
    }
  });
});

describe('the simulator speaks Paystack’s documented shapes', () => {
  let sim: Simulator;
  let url: string;
  let server: Server;
  const events: { event: string; data: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        events.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof events)[number]);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    sim = buildSimulator({ webhookUrl: `http://127.0.0.1:${port}/hook`, refundDelayMs: 5, assignDelayMs: 5 });
    url = await sim.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sim.settled();
    await sim.app.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, headers = auth) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  };
  const init = async (reference: string) => {
    const res = await call('POST', '/transaction/initialize', {
      email: 'ada@kasuwa.test',
      amount: 1_250_050,
      currency: 'NGN',
      reference,
      callback_url: 'http://shop.test/orders/7',
      metadata: { order_id: 7 },
    });
    expect(checkAnswer('post', '/transaction/initialize', '200', res.body)).toEqual([]);
    return res;
  };
  const complete = (reference: string, body: Record<string, unknown>) =>
    call('POST', `/__simulator/transactions/${reference}/complete`, body, {
      ...auth,
      authorization: '',
    });

  it('initialize, its refusals and an unknown key', async () => {
    await init('SPEC-init');
    const duplicate = await call('POST', '/transaction/initialize', {
      email: 'ada@kasuwa.test',
      amount: 1_250_050,
      reference: 'SPEC-init',
    });
    expect(duplicate.status).toBe(400);
    expect(checkAnswer('post', '/transaction/initialize', '400', duplicate.body)).toEqual([]);
    const refused = await call('GET', '/transaction/verify/SPEC-init', undefined, {
      ...auth,
      authorization: 'Bearer sk_test_wrong',
    });
    expect(refused.status).toBe(401);
    expect(checkAnswer('get', '/transaction/verify/{reference}', '401', refused.body)).toEqual([]);
  });

  it.each(['initialized', ...TRANSACTION_STATUSES])(
    'verify answers a %s transaction in the spec’s shape',
    async (status) => {
      const reference = `SPEC-${status}`;
      await init(reference);
      if (status !== 'initialized') expect((await complete(reference, { outcome: status })).status).toBe(200);
      const verify = await call('GET', `/transaction/verify/${reference}`);
      expect(verify.body.data.status).toBe(status === 'initialized' ? 'abandoned' : status);
      expect(checkAnswer('get', '/transaction/verify/{reference}', '200', verify.body)).toEqual([]);
    },
  );

  it.each(['processed', 'failed', 'needs-attention'])(
    'a refund that ends %s: create, fetch, retry answers and every event in Paystack’s shapes',
    async (outcome) => {
      const reference = `SPEC-refund-${outcome}`;
      await init(reference);
      await complete(reference, { outcome: 'success', refund_outcome: outcome });
      const created = await call('POST', '/refund', { transaction: reference, amount: 50_000 });
      expect(checkAnswer('post', '/refund', '200', created.body)).toEqual([]);
      await sim.settled();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sim.settled();
      const fetched = await call('GET', `/refund/${String(created.body.data.id)}`);
      expect(fetched.body.data.status).toBe(outcome);
      expect(checkAnswer('get', '/refund/{id}', '200', fetched.body)).toEqual([]);
      if (outcome === 'needs-attention') {
        const retried = await call(
          'POST',
          `/refund/retry_with_customer_details/${String(created.body.data.id)}`,
          {
            refund_account_details: { currency: 'NGN', account_number: '0123456789', bank_id: '9' },
          },
        );
        expect(retried.body.data.status).toBe('processing');
        expect(checkAnswer('post', '/refund/retry_with_customer_details/{id}', '200', retried.body)).toEqual(
          [],
        );
        await sim.settled();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sim.settled();
      }
    },
  );

  it('disputes: create, remind, resolve; each fetched as Paystack answers GET /dispute/:id', async () => {
    await init('SPEC-dispute');
    await complete('SPEC-dispute', { outcome: 'success' });
    for (const action of ['create', 'remind', 'resolve']) {
      const res = await call(
        'POST',
        '/__simulator/transactions/SPEC-dispute/dispute',
        { action },
        {
          ...auth,
          authorization: '',
        },
      );
      expect(res.status).toBe(200);
      const fetched = await call('GET', `/dispute/${String(res.body.data.id)}`);
      expect(fetched.status).toBe(200);
      expect(checkAnswer('get', '/dispute/{id}', '200', fetched.body)).toEqual([]);
      // The dispute the event told of: the same id, status, amount and transaction.
      expect(fetched.body.data).toMatchObject({
        id: res.body.data.id,
        status: res.body.data.status,
        refund_amount: res.body.data.refund_amount,
        dueAt: res.body.data.dueAt,
        resolvedAt: res.body.data.resolvedAt,
        transaction: { reference: 'SPEC-dispute' },
      });
    }
    await sim.settled();
    const unknown = await call('GET', '/dispute/12345');
    expect(unknown.status).toBe(404);
    expect(checkAnswer('get', '/dispute/{id}', '404', unknown.body)).toEqual([]);
    const refused = await call('GET', '/dispute/12345', undefined, { ...auth, authorization: 'Bearer sk_x' });
    expect(refused.status).toBe(401);
  });

  it.each([
    ['ussd', { ussd: { type: '737' } }, 'charge-ussd'],
    [
      'bank_transfer',
      { bank_transfer: { account_expires_at: '2026-12-06T10:00:00.000Z' } },
      'charge-bank-transfer',
    ],
  ] as const)(
    'a charge paid by %s answers as Paystack’s example, waits, and the test bank pays it',
    async (channel, method, example) => {
      const reference = `SPEC-charge-${channel.replace('_', '-')}`;
      const charged = await call('POST', '/charge', {
        email: 'ada@kasuwa.test',
        amount: 1_250_050,
        reference,
        metadata: { order_id: 7 },
        ...method,
      });
      expect(charged.status).toBe(200);
      expect(checkEvent(answerExample(example), charged.body)).toEqual([]);
      const waiting = await call('GET', `/transaction/verify/${reference}`);
      expect(waiting.body.data.status).toBe('ongoing');
      const page = await fetch(`${url}/test-bank`);
      expect(await page.text()).toContain(
        String(channel === 'ussd' ? charged.body.data.ussd_code : charged.body.data.account_number),
      );
      const paid = await fetch(`${url}/test-bank/${reference}`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      const verify = await call('GET', `/transaction/verify/${reference}`);
      expect(verify.body.data).toMatchObject({ status: 'success', channel, amount: 1_250_050 });
      expect(checkAnswer('get', '/transaction/verify/{reference}', '200', verify.body)).toEqual([]);
    },
  );

  it('a charge without a channel, or with a USSD code Paystack does not take, is refused', async () => {
    const base = { email: 'ada@kasuwa.test', amount: 1_250_050 };
    expect((await call('POST', '/charge', base)).status).toBe(400);
    expect((await call('POST', '/charge', { ...base, ussd: { type: '999' } })).status).toBe(400);
    expect(
      (await call('POST', '/charge', { ...base, ussd: { type: '737' } }, { ...auth, authorization: '' }))
        .status,
    ).toBe(401);
  });

  /** The first item of an example's list. */
  const firstOf = (body: Record<string, unknown>) => (body.data as Record<string, unknown>[])[0] ?? {};
  const noKey = { ...auth, authorization: '' };

  it('a customer: created, then the same email answers the same customer, updated', async () => {
    const created = await call('POST', '/customer', { email: 'bola@kasuwa.test' });
    expect(checkAnswer('post', '/customer', '200', created.body)).toEqual([]);
    expect(checkCovers(answerExampleBody('customers-create'), created.body)).toEqual([]);
    const again = await call('POST', '/customer', {
      email: 'Bola@Kasuwa.test',
      first_name: 'Bola',
      last_name: 'Ade',
      phone: '08031234567',
    });
    expect(checkAnswer('post', '/customer', '200', again.body)).toEqual([]);
    expect(again.body.data).toMatchObject({ id: created.body.data.id, first_name: 'Bola' });
  });

  it('a dedicated account: create, fetch, list and deactivate in the spec’s shapes and as Paystack’s examples', async () => {
    const customer = await call('POST', '/customer', {
      email: 'chidi@kasuwa.test',
      first_name: 'Chidi',
      last_name: 'Eze',
      phone: '+2348031234567',
    });
    const created = await call('POST', '/dedicated_account', {
      customer: customer.body.data.customer_code,
      preferred_bank: 'test-bank',
    });
    expect(checkAnswer('post', '/dedicated_account', '200', created.body)).toEqual([]);
    expect(checkCovers(answerExampleBody('dedicated-account-create'), created.body)).toEqual([]);
    const id = String(created.body.data.id);

    const fetched = await call('GET', `/dedicated_account/${id}`);
    expect(checkAnswer('get', '/dedicated_account/{id}', '200', fetched.body)).toEqual([]);
    expect(checkCovers(answerExampleBody('dedicated-account-fetch'), fetched.body)).toEqual([]);

    const listed = await call('GET', '/dedicated_account?active=true&perPage=10&page=1');
    expect(checkAnswer('get', '/dedicated_account', '200', listed.body)).toEqual([]);
    const example = answerExampleBody('dedicated-account-list');
    expect(checkCovers(firstOf(example), firstOf(listed.body))).toEqual([]);

    const deactivated = await call('DELETE', `/dedicated_account/${id}`);
    expect(deactivated.status).toBe(200);
    expect(checkAnswer('delete', '/dedicated_account/{id}', '200', deactivated.body)).toEqual([]);
    expect(checkCovers(answerExampleBody('dedicated-account-deactivate'), deactivated.body)).toEqual([]);

    const unknown = await call('GET', '/dedicated_account/12345');
    expect(unknown.status).toBe(404);
    expect(checkAnswer('get', '/dedicated_account/{id}', '404', unknown.body)).toEqual([]);
    const refused = await call('GET', '/dedicated_account', undefined, noKey);
    expect(refused.status).toBe(401);
    expect(checkAnswer('get', '/dedicated_account', '401', refused.body)).toEqual([]);
  });

  it('the providers, as Paystack’s example (the spec’s generic answer says data is an object: it is a list)', async () => {
    const providers = await call('GET', '/dedicated_account/available_providers');
    const example = answerExampleBody('dedicated-account-providers');
    expect(checkEvent(example, providers.body)).toEqual([]);
    expect(checkEvent(firstOf(example), firstOf(providers.body))).toEqual([]);
  });

  it('assign answers in progress, then sends dedicatedaccount.assign.success or .failed', async () => {
    for (const phone of ['+2348031234567', '+2348100000000']) {
      const assigned = await call('POST', '/dedicated_account/assign', {
        email: `assign${phone.slice(-3)}@kasuwa.test`,
        first_name: 'Dayo',
        last_name: 'Ojo',
        phone,
        preferred_bank: 'test-bank',
        country: 'NG',
      });
      expect(checkAnswer('post', '/dedicated_account/assign', '200', assigned.body)).toEqual([]);
      expect(checkEvent(answerExampleBody('dedicated-account-assign'), assigned.body)).toEqual([]);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sim.settled();
  });

  it('a transfer into a dedicated account: verify, the list and the requery in Paystack’s shapes', async () => {
    const customer = await call('POST', '/customer', {
      email: 'efe@kasuwa.test',
      first_name: 'Efe',
      last_name: 'Obi',
      phone: '08051234567',
    });
    const account = await call('POST', '/dedicated_account', { customer: customer.body.data.id });
    const accountNumber = String(account.body.data.account_number);
    const sent = await call(
      'POST',
      '/__sim/bank/transfer',
      { account_number: accountNumber, amount_kobo: 1_250_050, sender_name: 'EFE OBI', hold: true },
      noKey,
    );
    const reference = (sent.body as unknown as { reference: string }).reference;
    const requery = await call(
      'GET',
      `/dedicated_account/requery?account_number=${accountNumber}&provider_slug=test-bank`,
    );
    expect(checkAnswer('get', '/dedicated_account/requery', '200', requery.body)).toEqual([]);
    expect(checkEvent(answerExampleBody('dedicated-account-requery'), requery.body)).toEqual([]);

    const verify = await call('GET', `/transaction/verify/${reference}`);
    expect(verify.body.data).toMatchObject({ channel: 'dedicated_nuban', status: 'success' });
    expect(checkAnswer('get', '/transaction/verify/{reference}', '200', verify.body)).toEqual([]);

    const only = await call('GET', '/transaction?channel=dedicated_nuban&perPage=5&page=1');
    expect(firstOf(only.body)).toMatchObject({ reference });
    expect(checkAnswer('get', '/transaction', '200', only.body)).toEqual([]);
    expect(checkCovers(firstOf(answerExampleBody('transactions-list')), firstOf(only.body))).toEqual([]);
    // Every kind of transaction listed: the spec's paidAt is a string though its paid_at may be null; Paystack
    // answers null for both while unpaid, and so does the simulator.
    const all = await call('GET', '/transaction?perPage=100');
    expect(
      checkAnswer('get', '/transaction', '200', all.body).filter((e) => !/^\/data\/\d+\/paidAt /.test(e)),
    ).toEqual([]);
    await sim.settled();
  });

  it('every event it sent holds against Paystack’s sample of that event, and every kind was sent', () => {
    const samples = eventExamples();
    const kinds = new Set(events.map((e) => e.event));
    expect([...samples.keys()].filter((name) => !kinds.has(name))).toEqual([]);
    // A transfer into a dedicated account is told by charge.success with the authorization of Paystack's snippet.
    expect(events.some((e) => e.event === 'charge.success' && e.data.channel === 'dedicated_nuban')).toBe(
      true,
    );
    for (const sent of events) {
      const sample =
        sent.event === 'charge.success' && sent.data.channel === 'dedicated_nuban'
          ? dedicatedNubanChargeSample()
          : samples.get(sent.event);
      expect([sent.event, sample ? checkEvent(sample, sent.data) : ['no sample']]).toEqual([sent.event, []]);
    }
  });
});
