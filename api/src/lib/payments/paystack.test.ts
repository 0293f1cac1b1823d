import { createPaystack, paystackSignature, signatureHolds } from './paystack.js';
import { ProviderError, koboFromJson } from './provider.js';

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
      currency: 'NGN',
      paidAt: new Date('2026-11-26T03:00:00.000Z'),
      channel: 'ussd',
      providerId: '987',
      gatewayResponse: 'Approved',
      orderId: 42,
    });
  });

  it('turns a refusal into a ProviderError carrying Paystack’s message', async () => {
    const { fn } = fakeFetch(400, { status: false, message: 'Duplicate Transaction Reference' });
    const paystack = createPaystack({ baseUrl: 'http://sim', secretKey, fetch: fn });
    await expect(paystack.verify('R1')).rejects.toThrow(
      new ProviderError('Paystack refused: Duplicate Transaction Reference', 400),
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
      refundId: null,
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

  it('names refund events by the refund id and the transaction reference', () => {
    const body = Buffer.from(
      JSON.stringify({
        event: 'refund.processed',
        data: { id: 55, transaction_reference: 'R2', status: 'processed' },
      }),
    );
    expect(
      paystack.parseWebhook(body, { 'x-paystack-signature': paystackSignature(body, secretKey) }),
    ).toEqual({
      signatureValid: true,
      event: 'refund.processed',
      dedupKey: 'paystack:refund.processed:55',
      reference: 'R2',
      refundId: '55',
    });
  });
});
