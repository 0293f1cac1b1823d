import MockAdapter from 'axios-mock-adapter';
import { createStore } from 'jotai';
import { createApiClient, SessionExpiredError } from './api-client';
import type * as AxiosClientModule from './axios-client';
import { sessionAtom, type StoredSession } from './session';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** The client only reads claims; the signature is the server's business. */
const token = async (role?: string) =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1', ...(role ? { role } : {}) })}.signature`;

async function setup(session: StoredSession | null = null) {
  localStorage.clear();
  const store = createStore();
  if (session) store.set(sessionAtom, session);
  const sleeps: number[] = [];
  const onSessionExpired = jest.fn();
  const client = createApiClient({
    store,
    onSessionExpired,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  const mock = new MockAdapter(await client.axios());
  return { store, client, mock, sleeps, onSessionExpired };
}

describe('api client', () => {
  it('sends JSON to /api/ with the Bearer access token', async () => {
    const { client, mock } = await setup({ tokens: { access: 'A1', refresh: 'R1' }, role: 'REGULAR' });
    mock
      .onGet('users/me')
      .reply((config) => [200, { data: { auth: config.headers?.Authorization, base: config.baseURL } }]);
    const res = await client.get<{ data: unknown }>('users/me');
    expect(res.data.data).toEqual({ auth: 'Bearer A1', base: '/api/' });
    expect((await client.axios()).defaults.timeout).toBe(20000);
  });

  it('sends FormData as it is, without the JSON content type (the browser sets multipart and its boundary)', async () => {
    const { client, mock } = await setup({ tokens: { access: 'A1', refresh: 'R1' }, role: 'REGULAR' });
    mock.onPost('returns/3/photos').reply(201, { data: 'ok' });
    const form = new FormData();
    form.append('file', new Blob(['photo'], { type: 'image/png' }), 'photo.png');
    await client.post('returns/3/photos', form);
    const [sent] = mock.history.post;
    expect(sent?.data).toBe(form);
    expect(String(sent?.headers?.['Content-Type'] ?? '')).not.toMatch(/json/);
    // JSON is still JSON.
    mock.onPost('orders/7/returns').reply(201, { data: 'ok' });
    await client.post('orders/7/returns', { reason: 'Broken' });
    expect(mock.history.post[1]?.headers?.['Content-Type']).toBe('application/json');
    expect(mock.history.post[1]?.data).toBe('{"reason":"Broken"}');
  });

  it('refreshes once on 401, stores the rotated tokens and replays the request', async () => {
    const access = await token('ADMIN');
    const { client, mock, store } = await setup({
      tokens: { access: 'old', refresh: 'R1' },
      role: 'REGULAR',
    });
    const refreshMock = new MockAdapter((await import('axios')).default);
    refreshMock.onPost('auth/refresh-token').reply(200, { data: { access, refresh: 'R2' } });
    mock
      .onGet('users/me')
      .reply((config) =>
        config.headers?.Authorization === `Bearer ${access}`
          ? [200, { data: 'ok' }]
          : [401, { detail: 'expired' }],
      );
    const res = await client.get<{ data: unknown }>('users/me');
    expect(res.data.data).toBe('ok');
    expect(store.get(sessionAtom)).toEqual({ tokens: { access, refresh: 'R2' }, role: 'ADMIN' });
    expect(JSON.parse(localStorage.getItem('auth') as string)).toEqual({
      tokens: { access, refresh: 'R2' },
      role: 'ADMIN',
    });
    expect(refreshMock.history.post).toHaveLength(1);
    expect(JSON.parse(refreshMock.history.post[0]?.data as string)).toEqual({ refreshToken: 'R1' });
    refreshMock.restore();
  });

  it('shares one refresh between concurrent 401s and replays each once', async () => {
    const access = await token();
    const { client, mock } = await setup({ tokens: { access: 'old', refresh: 'R1' }, role: 'REGULAR' });
    const axios = (await import('axios')).default;
    const refreshMock = new MockAdapter(axios, { delayResponse: 20 });
    refreshMock.onPost('auth/refresh-token').reply(200, { data: { access, refresh: 'R2' } });
    mock
      .onGet(/items\/\d/)
      .reply((config) =>
        config.headers?.Authorization === `Bearer ${access}` ? [200, { data: config.url }] : [403, {}],
      );
    const results = await Promise.all(
      ['items/1', 'items/2', 'items/3'].map((url) => client.get<{ data: unknown }>(url)),
    );
    expect(results.map((r) => r.data.data)).toEqual(['items/1', 'items/2', 'items/3']);
    expect(refreshMock.history.post).toHaveLength(1);
    expect(mock.history.get).toHaveLength(6);
    refreshMock.restore();
  });

  it('does not refresh a second time when the replay fails again', async () => {
    const access = await token();
    const { client, mock } = await setup({ tokens: { access: 'old', refresh: 'R1' }, role: 'REGULAR' });
    const refreshMock = new MockAdapter((await import('axios')).default);
    refreshMock.onPost('auth/refresh-token').reply(200, { data: { access, refresh: 'R2' } });
    mock
      .onGet('admin/dashboard')
      .reply(403, { detail: 'You do not have permission to perform this action.' });
    await expect(client.get('admin/dashboard')).rejects.toMatchObject({ response: { status: 403 } });
    expect(refreshMock.history.post).toHaveLength(1);
    expect(mock.history.get).toHaveLength(2);
    refreshMock.restore();
  });

  it('logs out, removes the stored session and raises the session-expired message (docs/storefront.md §8) when the refresh fails', async () => {
    const { client, mock, store, onSessionExpired } = await setup({
      tokens: { access: 'old', refresh: 'R1' },
      role: 'REGULAR',
    });
    const refreshMock = new MockAdapter((await import('axios')).default);
    refreshMock.onPost('auth/refresh-token').reply(401, { detail: 'Token is invalid or expired' });
    mock.onGet('users/me').reply(401, {});
    const failure = client.get('users/me');
    await expect(failure).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(failure).rejects.toThrow('Session expired, please signin again.');
    expect(store.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    refreshMock.restore();
  });

  it('passes a 401 through when there is no refresh token', async () => {
    const { client, mock } = await setup();
    mock.onGet('users/me').reply(401, { detail: 'Authentication credentials were not provided.' });
    await expect(client.get('users/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(mock.history.get).toHaveLength(1);
  });

  it('retries network errors and 5xx up to 3 times with n × 1 s delays', async () => {
    const { client, mock, sleeps } = await setup();
    mock
      .onGet('products')
      .networkErrorOnce()
      .onGet('products')
      .replyOnce(502)
      .onGet('products')
      .replyOnce(503)
      .onGet('products')
      .reply(200, { data: [] });
    const res = await client.get('products');
    expect(res.data).toEqual({ data: [] });
    expect(sleeps).toEqual([1000, 2000, 3000]);
    expect(mock.history.get).toHaveLength(4);
  });

  it('gives up after the third retry', async () => {
    const { client, mock, sleeps } = await setup();
    mock.onGet('products').reply(500, { message: 'boom' });
    await expect(client.get('products')).rejects.toMatchObject({ response: { status: 500 } });
    expect(sleeps).toEqual([1000, 2000, 3000]);
    expect(mock.history.get).toHaveLength(4);
  });

  it('does not retry 4xx answers or requests marked retry: false', async () => {
    const { client, mock, sleeps } = await setup();
    mock.onPost('orders/checkout').reply(500, {});
    mock.onGet('products/9').reply(404, { detail: 'Not found.' });
    await expect(client.post('orders/checkout', {}, { retry: false })).rejects.toBeTruthy();
    await expect(client.get('products/9')).rejects.toBeTruthy();
    expect(sleeps).toEqual([]);
  });

  it('retries a checkout with its Idempotency-Key unchanged, also across a token refresh', async () => {
    const access = await token();
    const { client, mock, sleeps } = await setup({
      tokens: { access: 'old', refresh: 'R1' },
      role: 'REGULAR',
    });
    const refreshMock = new MockAdapter((await import('axios')).default);
    refreshMock.onPost('auth/refresh-token').reply(200, { data: { access, refresh: 'R2' } });
    const key = '3f1c5d9e-8a47-4b2f-9c61-0d2e7a4b5c8f';
    mock
      .onPost('orders/checkout')
      .replyOnce(401, { detail: 'expired' })
      .onPost('orders/checkout')
      .networkErrorOnce()
      .onPost('orders/checkout')
      .replyOnce(503, { message: 'The database is not reachable.' })
      .onPost('orders/checkout')
      .reply(201, { data: { id: 7 } });
    const res = await client.post(
      'orders/checkout',
      { payment_method: 'pay_on_delivery' },
      {
        headers: { 'Idempotency-Key': key },
      },
    );
    expect(res.status).toBe(201);
    expect(sleeps).toEqual([1000, 2000]);
    expect(mock.history.post).toHaveLength(4);
    expect(mock.history.post.map((r) => r.headers?.['Idempotency-Key'])).toEqual([key, key, key, key]);
    expect(mock.history.post.map((r) => JSON.parse(r.data as string))).toEqual(
      Array(4).fill({ payment_method: 'pay_on_delivery' }),
    );
    refreshMock.restore();
  });

  it('loads axios with the first request, once, with the options and request interceptors given before it', async () => {
    await jest.isolateModulesAsync(async () => {
      let loads = 0;
      jest.doMock('./axios-client', () => {
        loads += 1;
        const actual = jest.requireActual<typeof AxiosClientModule>('./axios-client');
        return {
          createAxiosClient: (...args: Parameters<typeof actual.createAxiosClient>) => {
            const created = actual.createAxiosClient(...args);
            new MockAdapter(created)
              .onGet('products')
              .reply((config) => [
                200,
                { data: { base: config.baseURL, from: config.headers?.['X-Forwarded-For'] } },
              ]);
            return created;
          },
        };
      });
      const { createApiClient: create } = await import('./api-client');
      const client = create({ sleep: async () => undefined });
      client.configure({ baseURL: 'http://api.test/api/' });
      client.interceptors.request.use((config) => {
        config.headers.set('X-Forwarded-For', '203.0.113.7');
        return config;
      });
      await Promise.resolve();
      expect(loads).toBe(0);

      const answers = await Promise.all([
        client.get<{ data: unknown }>('products'),
        client.get<{ data: unknown }>('products'),
      ]);
      expect(answers.map((r) => r.data.data)).toEqual(
        Array(2).fill({ base: 'http://api.test/api/', from: '203.0.113.7' }),
      );
      client.configure({ baseURL: 'http://other.test/api/' });
      expect((await client.axios()).defaults.baseURL).toBe('http://other.test/api/');
      expect(loads).toBe(1);
    });
  });
});
