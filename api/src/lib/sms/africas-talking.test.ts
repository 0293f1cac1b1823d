import { africasTalkingGateway } from './africas-talking.js';
import { SmsNotSent } from './gateway.js';

/** A fetch that records the request and answers `status` with `body`. */
function fakeFetch(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body, { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const sent = (statusCode = 101, status = 'Success') =>
  JSON.stringify({
    SMSMessageData: {
      Message: 'Sent to 1/1 Total Cost: NGN 2.2000',
      Recipients: [
        { statusCode, number: '+2348031234567', status, cost: 'NGN 2.2000', messageId: 'ATXid_abc' },
      ],
    },
  });

describe("the Africa's Talking SMS gateway", () => {
  it('posts the form Africa’s Talking expects, with the apiKey header, and reads the recipient’s status', async () => {
    const { fetch, calls } = fakeFetch(201, sent());
    const gateway = africasTalkingGateway({
      baseUrl: 'https://api.sandbox.africastalking.com/',
      username: 'sandbox',
      apiKey: 'at-key',
      senderId: 'KASUWA',
      fetch,
    });
    await expect(gateway.send('+2348031234567', 'Your code is 123456')).resolves.toEqual({
      messageId: 'ATXid_abc',
      status: 'Success',
      statusCode: 101,
      cost: 'NGN 2.2000',
    });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('https://api.sandbox.africastalking.com/version1/messaging');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      apiKey: 'at-key',
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      username: 'sandbox',
      to: '+2348031234567',
      message: 'Your code is 123456',
      from: 'KASUWA',
    });
  });

  it('leaves out `from` without a sender id', async () => {
    const { fetch, calls } = fakeFetch(201, sent());
    await africasTalkingGateway({ baseUrl: 'https://x.test', username: 'u', apiKey: 'k', fetch }).send(
      '+2348031234567',
      'hi',
    );
    expect(new URLSearchParams(String(calls[0]!.init.body)).has('from')).toBe(false);
  });

  it.each([
    [403, 'InvalidPhoneNumber', false],
    [406, 'UserInBlacklist', false],
    [405, 'InsufficientBalance', true],
    [500, 'InternalServerError', true],
  ])('throws for a recipient answered %s %s (retryable: %s)', async (code, status, retryable) => {
    const { fetch } = fakeFetch(201, sent(code, status));
    const gateway = africasTalkingGateway({ baseUrl: 'https://x.test', username: 'u', apiKey: 'k', fetch });
    const error = await gateway.send('+2348031234567', 'hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsNotSent);
    expect((error as SmsNotSent).message).toContain(`${status} (${code})`);
    expect((error as SmsNotSent).retryable).toBe(retryable);
  });

  it('throws with the provider’s words for a refused key, and when it cannot be reached', async () => {
    const { fetch } = fakeFetch(401, 'The supplied authentication is invalid');
    const gateway = africasTalkingGateway({ baseUrl: 'https://x.test', username: 'u', apiKey: 'k', fetch });
    await expect(gateway.send('+2348031234567', 'hi')).rejects.toThrow(
      "Africa's Talking answered 401: The supplied authentication is invalid",
    );
    const down = africasTalkingGateway({
      baseUrl: 'https://x.test',
      username: 'u',
      apiKey: 'k',
      fetch: jest.fn(async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    await expect(down.send('+2348031234567', 'hi')).rejects.toMatchObject({ retryable: true });
  });
});
