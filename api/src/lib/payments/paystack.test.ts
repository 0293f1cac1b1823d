import { createPaystack, paystackSignature, signatureHolds } from './paystack.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProviderError, koboFromJson } from './provider.js';

/** Paystack's own example payloads, vendored with the simulator (paystack-simulator/spec/). */
const example = (file: string) =>
  readFileSync(join(__dirname, '../../../../paystack-simulator/spec/examples', file));

const secretKey = 'sk_test_unit';

/** A fetch that answers one canned envelope and records what it was asked. */
function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('the Paystack client', () => {
  it('initialises in kobo with the Bearer key against the configured base URL', async () => {
    const { fn, calls } = fakeFetch(200, {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: 'http://sim/checkout/abc', access_code: 'abc', reference: 'KSW-1-X' },
    });
    const paystack = createPaystack({ baseUrl: 'http://sim:7400/', secretKey, fetch: fn });
    const init = await paystack.initialize({
      reference: 'KSW-1-X',
      amountKobo: 1_250_050n,
      currency: 'NGN',
      email: 'a@b.ng',
      callbackUrl: 'http://shop/orders/1',
      metadata: { order_id: 1 },
    });
    expect(init).toEqual({
      reference: 'KSW-1-X',
      authorizationUrl: 'http://sim/checkout/abc',
      accessCode: 'abc',
    });
    expect(calls[0]?.url).toBe('http://sim:7400/transaction/initialize');
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe(`Bearer ${secretKey}`);
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ amount: 1_250_050, currency: 'NGN' });
  });

  it('charges by a bank’s USSD code: Paystack’s example answer is the code to dial', async () => {
    const { fn, calls } = fakeFetch(200, JSON.parse(example('api/charge-ussd.json').toString('utf8')));
    const paystack = createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn });
    const charge = await paystack.charge({
      reference: 'yjr1r8rwhedara4',
      amountKobo: 1_250_000n,
      currency: 'NGN',
      email: 'a@b.ng',
      metadata: { order_id: 1 },
      method: { kind: 'ussd', bank: '737' },
    });
    expect(charge).toEqual({
      kind: 'ussd',
      reference: 'yjr1r8rwhedara4',
      ussdCode: '*737*33*4*18791#',
      displayText: 'Please dial *737*33*4*18791# on your mobile phone to complete the transaction',
    });
    expect(calls[0]?.url).toBe('http://sim/charge');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      amount: 1_250_000,
      ussd: { type: '737' },
    });
  });

  it('charges by transfer: Paystack’s example answer is the account, its bank and when it expires', async () => {
    const { fn, calls } = fakeFetch(
      200,
      JSON.parse(example('api/charge-bank-transfer.json').toString('utf8')),
    );
    const expiresAt = new Date('2025-04-24T16:40:57.954Z');
    const charge = await createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn }).charge({
      reference: 'kcvu0t3kzs',
      amountKobo: 10_000n,
      currency: 'NGN',
      email: 'a@b.ng',
      metadata: { order_id: 1 },
      method: { kind: 'bank_transfer', expiresAt },
    });
    expect(charge).toEqual({
      kind: 'bank_transfer',
      reference: 'kcvu0t3kzs',
      accountNumber: '1260257501',
      accountName: 'TEST-MANAGED-ACCOUNT',
      bankName: 'Test Bank',
      expiresAt,
      displayText: 'Please make a transfer to the account specified',
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      bank_transfer: { account_expires_at: '2025-04-24T16:40:57.954Z' },
    });
  });

  it('refuses a charge answered without what the shopper must do', async () => {
    const { fn } = fakeFetch(200, { status: true, data: { reference: 'R', status: 'send_otp' } });
    await expect(
      createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn }).charge({
        reference: 'R',
        amountKobo: 10_000n,
        currency: 'NGN',
        email: 'a@b.ng',
        metadata: {},
        method: { kind: 'ussd', bank: '919' },
      }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('normalises verify: status, bigint kobo, currency, paid at, channel, provider id, order', async () => {
    const { fn } = fakeFetch(200, {
      status: true,
      data: {
        id: 987,
        reference: 'R1',
        status: 'success',
        amount: 500000,
        currency: 'NGN',
        paid_at: '2026-11-26T03:00:00.000Z',
        channel: 'ussd',
        gateway_response: 'Approved',
        metadata: { order_id: 42 },
      },
    });
    const verification = await createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn }).verify('R1');
    expect(verification).toEqual({
      reference: 'R1',
      status: 'success',
      amountKobo: 500000n,
      requestedKobo: null,
      feesKobo: null,
      currency: 'NGN',
      paidAt: new Date('2026-11-26T03:00:00.000Z'),
      channel: 'ussd',
      providerId: '987',
      gatewayResponse: 'Approved',
      orderId: 42,
      transfer: null,
    });
  });

  it('reads a transfer into a dedicated account: the receiving account, the customer and the sender (Paystack’s sample)', async () => {
    const sample = JSON.parse(
      example('events/charge-success-dedicated-nuban-authorization.json').toString('utf8'),
    ) as {
      authorization: Record<string, unknown>;
    };
    const { fn } = fakeFetch(200, {
      status: true,
      data: {
        id: 4099260517,
        reference: 'T-dva-1',
        status: 'success',
        amount: 1_250_000,
        currency: 'NGN',
        paid_at: '2026-12-06T08:00:00.000Z',
        channel: 'dedicated_nuban',
        customer: { customer_code: 'CUS_xnxdt6s1zg1f4nx' },
        authorization: sample.authorization,
      },
    });
    const verification = await createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn }).verify(
      'T-dva-1',
    );
    expect(verification.transfer).toEqual({
      receiverAccountNumber: '9930000902',
      customerCode: 'CUS_xnxdt6s1zg1f4nx',
      senderName: 'RANDALL AKANBI HORTON',
      senderBank: 'First City Monument Bank',
      senderAccountNumber: 'XXXXXX0011',
      narration: 'NIP: RHODA CHURCH -1123344343/44343231232',
    });
    expect(verification.amountKobo).toBe(1_250_000n);
  });

  it('makes a customer and their dedicated account from Paystack’s example answers', async () => {
    const answer = (file: string) =>
      (JSON.parse(example(`api/${file}`).toString('utf8')) as { '200': { data: unknown } })['200'].data;
    const customer = fakeFetch(200, answer('customers-create.json'));
    const paystack = createPaystack({ baseUrl: 'http://sim', secretKey, fetch: customer.fn });
    const made = await paystack.createCustomer({
      email: 'customer@email.com',
      firstName: 'Rhoda',
      lastName: 'Church',
      phone: '+2348100000000',
    });
    expect(made).toEqual({ customerCode: 'CUS_xnxdt6s1zg1f4nx' });
    expect(JSON.parse(String(customer.calls[0]?.init.body))).toEqual({
      email: 'customer@email.com',
      first_name: 'Rhoda',
      last_name: 'Church',
      phone: '+2348100000000',
    });
    const account = fakeFetch(200, answer('dedicated-account-create.json'));
    const opened = await createPaystack({
      baseUrl: 'http://sim',
      secretKey,
      fetch: account.fn,
    }).createDedicatedAccount({
      customerCode: 'CUS_xnxdt6s1zg1f4nx',
      preferredBank: 'wema-bank',
    });
    expect(opened).toMatchObject({
      providerAccountId: '253',
      accountNumber: '9930000737',
      accountName: 'KAROKART / RHODA CHURCH',
      bankName: 'Wema Bank',
      bankSlug: 'wema-bank',
      active: true,
    });
    expect(account.calls[0]?.url).toBe('http://sim/dedicated_account');
    expect(JSON.parse(String(account.calls[0]?.init.body))).toEqual({
      customer: 'CUS_xnxdt6s1zg1f4nx',
      preferred_bank: 'wema-bank',
    });
  });

  it('lists transfers a page at a time with the channel filter, reading meta.pageCount', async () => {
    const answer = JSON.parse(example('api/transactions-list.json').toString('utf8')) as {
      '200': { data: { data: unknown[]; meta?: unknown } };
    };
    const { fn, calls } = fakeFetch(200, {
      ...answer['200'].data,
      meta: { total: 120, perPage: 100, page: 1, pageCount: 2 },
    });
    const page = await createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn }).listTransfers({
      from: new Date('2026-12-04T00:00:00.000Z'),
      to: new Date('2026-12-06T00:00:00.000Z'),
      page: 1,
      perPage: 100,
    });
    expect(page.pageCount).toBe(2);
    expect(page.transactions.length).toBe(answer['200'].data.data.length);
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/transaction');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      channel: 'dedicated_nuban',
      from: '2026-12-04T00:00:00.000Z',
      to: '2026-12-06T00:00:00.000Z',
      page: '1',
      perPage: '100',
    });
  });

  it('turns a refusal into a ProviderError carrying Paystack’s message', async () => {
    const { fn } = fakeFetch(400, { status: false, message: 'Duplicate Transaction Reference' });
    const paystack = createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn });
    await expect(paystack.verify('R1')).rejects.toThrow(
      new ProviderError('Paystack refused: Duplicate Transaction Reference', 400),
    );
  });

  it('turns an answer that is not an envelope, or no answer, into a ProviderError', async () => {
    const paystack = createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fakeFetch(200, null).fn });
    await expect(paystack.verify('R1')).rejects.toThrow(
      new ProviderError('Paystack answered without an envelope', 200),
    );
    const unreachable = (async () => {
      throw new Error('connect ECONNREFUSED');
    }) as unknown as typeof fetch;
    const down = createPaystack({ baseUrl: 'http://sim', secretKey, fetch: unreachable });
    await expect(down.verify('R1')).rejects.toThrow(
      new ProviderError('Paystack could not be reached: connect ECONNREFUSED', null),
    );
  });

  it('accepts only whole kobo amounts', () => {
    expect(koboFromJson(100)).toBe(100n);
    expect(koboFromJson('100')).toBe(100n);
    expect(koboFromJson(100.5)).toBeNull();
    expect(koboFromJson(2 ** 60)).toBeNull();
    expect(koboFromJson('1e3')).toBeNull();
  });
});

describe('Paystack webhook signatures', () => {
  const paystack = createPaystack({ baseUrl: 'http://sim', secretKey });
  // Escaped slashes and non-ASCII text: re-serialising the parsed body would change these bytes.
  const raw = Buffer.from(
    '{"event":"charge.success","data":{"id":7,"reference":"R\\/1","note":"Ọjà ₦"}}',
    'utf8',
  );

  it('holds over the raw bytes, with escaped slashes and non-ASCII text', () => {
    const parsed = paystack.parseWebhook(raw, { 'x-paystack-signature': paystackSignature(raw, secretKey) });
    expect(parsed).toEqual({
      signatureValid: true,
      event: 'charge.success',
      dedupKey: 'paystack:charge.success:7',
      reference: 'R/1',
      refund: null,
      dispute: null,
    });
  });

  it('fails when missing, forged, for a changed body, or signed with JSON.stringify of the parsed body', () => {
    const reserialised = JSON.stringify(JSON.parse(raw.toString('utf8')));
    expect(reserialised).not.toBe(raw.toString('utf8'));
    for (const header of [
      undefined,
      '',
      'abc',
      paystackSignature(raw, 'sk_test_other'),
      paystackSignature(reserialised, secretKey),
      paystackSignature(raw, secretKey).slice(0, 127),
    ]) {
      expect(paystack.parseWebhook(raw, { 'x-paystack-signature': header })).toEqual({
        signatureValid: false,
      });
    }
    const changed = Buffer.from(raw.toString('utf8').replace('"id":7', '"id":8'));
    expect(signatureHolds(changed, paystackSignature(raw, secretKey), secretKey)).toBe(false);
  });

  const signed = (body: Buffer) =>
    paystack.parseWebhook(body, { 'x-paystack-signature': paystackSignature(body, secretKey) });

  it.each([
    ['refund-pending', 'pending', null, 10000n, null],
    ['refund-processing', 'processing', null, 10000n, null],
    ['refund-processed', 'processed', '132013318360', 5000n, null],
    ['refund-failed', 'failed', 'TRF_9vgfawjnoz58uxy', 20000n, null],
    ['refund-needs-attention', 'needs_attention', 'TRF_7jn17u9vkqm91efk', 5306n, '123456'],
  ])(
    'reads Paystack’s own %s event (no data.id, amount a string or a number)',
    (file, status, refundReference, amountKobo, providerRefundId) => {
      const body = example(`events/${file}.json`);
      const parsed = signed(body);
      const data = (JSON.parse(body.toString('utf8')) as { data: { transaction_reference: string } }).data;
      expect(parsed).toMatchObject({
        signatureValid: true,
        event: `refund.${file.slice('refund-'.length)}`,
        reference: data.transaction_reference,
        refund: { status, refundReference, amountKobo, providerRefundId },
        dispute: null,
      });
    },
  );

  it.each(['create', 'remind', 'resolve'])('reads Paystack’s own charge.dispute.%s event', (action) => {
    const parsed = signed(example(`events/charge-dispute-${action}.json`));
    expect(parsed).toMatchObject({
      signatureValid: true,
      event: `charge.dispute.${action}`,
      reference: action === 'resolve' ? '5qm4pv2mxs9rltp' : 'v3mjfgbnc19v97x',
      dispute: {
        providerDisputeId: action === 'resolve' ? '358949' : '358950',
        status: action === 'resolve' ? 'resolved' : 'awaiting-merchant-feedback',
        resolution: action === 'resolve' ? 'auto-accepted' : null,
        category: 'chargeback',
        refundAmountKobo: action === 'resolve' ? 5700n : 5800n,
        dueAt: expect.any(Date),
      },
    });
  });

  it('reads Paystack’s own charge.success event', () => {
    expect(signed(example('events/transaction-successful.json'))).toMatchObject({
      event: 'charge.success',
      dedupKey: 'paystack:charge.success:302961',
      reference: 'qTPrJoy9Bx',
    });
  });

  it('refuses a refund event without a transaction reference or with an amount that is not whole kobo', () => {
    for (const data of [
      { status: 'processed', amount: '100' },
      { status: 'processed', transaction_reference: 'R', amount: '1.5' },
      { status: 'processed', transaction_reference: 'R', amount: null },
    ]) {
      expect(signed(Buffer.from(JSON.stringify({ event: 'refund.processed', data })))).toMatchObject({
        signatureValid: true,
        event: null,
      });
    }
  });
});

describe('Paystack’s published answers', () => {
  it('verify: requested_amount is what the shop asked for, amount what was charged (fees passed on)', async () => {
    const sample = JSON.parse(example('api/transactions-verify.json').toString('utf8')) as {
      200: { data: unknown };
    };
    const { fn } = fakeFetch(200, sample[200].data);
    const verification = await createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn }).verify(
      're4lyvq3s3',
    );
    expect(verification).toMatchObject({
      reference: 're4lyvq3s3',
      status: 'success',
      amountKobo: 40333n,
      requestedKobo: 30050n,
      feesKobo: 10283n,
      currency: 'NGN',
      channel: 'card',
      providerId: '4099260516',
      orderId: null,
    });
  });

  it('fetch dispute: the dispute as Paystack holds it; one it does not know is a 404', async () => {
    // GET /dispute/:id answers the keys of the charge.dispute.* events (spec/paystack.yaml, DisputeFetchResponse).
    const sample = JSON.parse(example('events/charge-dispute-create.json').toString('utf8')) as {
      data: unknown;
    };
    const { fn, calls } = fakeFetch(200, { status: true, message: 'Dispute retrieved', data: sample.data });
    const paystack = createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn });
    expect(await paystack.fetchDispute('358950')).toMatchObject({
      providerDisputeId: '358950',
      transactionReference: 'v3mjfgbnc19v97x',
      status: 'awaiting-merchant-feedback',
      refundAmountKobo: 5800n,
    });
    expect(calls[0]?.url).toBe('http://sim/dispute/358950');
    const missing = fakeFetch(404, { status: false, message: 'Dispute not found' });
    const refused = createPaystack({ baseUrl: 'http://sim', secretKey, fetch: missing.fn }).fetchDispute('1');
    await expect(refused).rejects.toMatchObject({ name: 'ProviderError', status: 404 });
    const empty = fakeFetch(200, { status: true, message: 'Dispute retrieved', data: { id: 7 } });
    await expect(
      createPaystack({ baseUrl: 'http://sim', secretKey, fetch: empty.fn }).fetchDispute('7'),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it.each([
    ['refunds-create', 'pending', '3018284'],
    ['refunds-fetch', 'processed', '1'],
    ['refunds-retry', 'processing', '1234567'],
  ])('%s: the refund id, status and amount', async (file, status, id) => {
    const sample = JSON.parse(example(`api/${file}.json`).toString('utf8')) as { 200: { data: unknown } };
    const { fn } = fakeFetch(200, sample[200].data);
    const result = await createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn }).fetchRefund(id);
    expect(result).toMatchObject({ providerRefundId: id, status });
    expect(result.amountKobo).not.toBeNull();
  });
});
