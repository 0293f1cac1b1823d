import axios from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createApiClient, errorMessage, isApiError, SessionExpiredError, statusOf } from './api-client';

describe('errorMessage', () => {
  it('prefers message, then detail, then the fallback; no body means the unexpected-error text', async () => {
    const client = createApiClient();
    const mock = new MockAdapter(await client.axios());
    mock.onPost('a').reply(400, { message: 'Bad email' });
    mock.onPost('b').reply(401, { detail: 'No active account found with the given credentials' });
    mock.onPost('c').reply(400, {});
    mock.onPost('d').reply(404);
    const fail = (url: string) => client.post(url).catch((e: unknown) => e);
    expect(errorMessage(await fail('a'), 'Login failed. Please try again.')).toBe('Bad email');
    expect(errorMessage(await fail('b'), 'x')).toBe('No active account found with the given credentials');
    expect(errorMessage(await fail('c'), 'Login failed. Please try again.')).toBe(
      'Login failed. Please try again.',
    );
    expect(errorMessage(await fail('d'), 'x')).toBe('An unexpected error occurred');
  });

  it("answers a server fault with the fallback sentence, never 'Internal server error'", async () => {
    const client = createApiClient({ sleep: async () => undefined });
    const mock = new MockAdapter(await client.axios());
    mock.onPost('e').reply(500, { message: 'Internal server error' });
    const error = await client.post('e', undefined, { retry: false }).catch((e: unknown) => e);
    expect(errorMessage(error, 'Could not change your password. Please try again.')).toBe(
      'Could not change your password. Please try again.',
    );
  });

  it("gives a SessionExpiredError docs/storefront.md §8's text and anything else the fallback", () => {
    expect(errorMessage(new SessionExpiredError(), 'x')).toBe('Session expired, please signin again.');
    expect(errorMessage(new Error('internal detail'), 'Login failed. Please try again.')).toBe(
      'Login failed. Please try again.',
    );
    expect(errorMessage(new axios.AxiosError('Network Error'))).toBe('An unexpected error occurred');
  });
});

describe('isApiError', () => {
  it("recognises axios's errors and the server page's copies of them by their isAxiosError flag, as axios does", () => {
    expect(isApiError(new axios.AxiosError('Network Error'))).toBe(true);
    expect(axios.isAxiosError({ isAxiosError: true })).toBe(true);
    expect(statusOf({ isAxiosError: true, response: { status: 404 } })).toBe(404);
    for (const other of [new Error('x'), { isAxiosError: 'yes' }, null, undefined, 'Network Error'])
      expect(isApiError(other)).toBe(axios.isAxiosError(other));
  });
});
