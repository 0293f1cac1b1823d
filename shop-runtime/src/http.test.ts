/**
 * @jest-environment node
 */
import { createHttpClient, ECONNABORTED, ERR_NETWORK, fetchAdapter, fullUrl, isApiError } from './http';

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers });

describe('the fetch-based HTTP client', () => {
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const client = () =>
    createHttpClient({
      baseURL: '/api/',
      timeout: 1000,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });

  it('joins the base URL and the path, and writes the query without empty parameters', () => {
    expect(fullUrl({ baseURL: '/api/', url: 'products', headers: {} })).toBe('/api/products');
    expect(
      fullUrl({
        baseURL: 'http://127.0.0.1:8000/api',
        url: '/products',
        params: { search: 'aso oke', page: 2, in_stock: true, brand: undefined, sort: null },
        headers: {},
      }),
    ).toBe('http://127.0.0.1:8000/api/products?search=aso+oke&page=2&in_stock=true');
    expect(fullUrl({ baseURL: '/api/', url: 'https://elsewhere.test/x', headers: {} })).toBe(
      'https://elsewhere.test/x',
    );
  });

  it('sends JSON and reads JSON, with the default headers', async () => {
    fetchMock.mockResolvedValue(answer(201, '{"data":{"id":7}}', { 'content-type': 'application/json' }));
    const response = await client().post<{ data: { id: number } }>(
      'orders/checkout',
      { a: 1 },
      { headers: { 'Idempotency-Key': 'k1' } },
    );
    expect(response.status).toBe(201);
    expect(response.data.data.id).toBe(7);
    expect(response.headers['content-type']).toBe('application/json');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/orders/checkout');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': 'k1',
    });
  });

  it("lets the browser write a FormData body's Content-Type (with its boundary)", async () => {
    fetchMock.mockResolvedValue(answer(200, ''));
    const form = new FormData();
    form.append('alt', 'front');
    const response = await client().post('admin/products/1/images', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(response.data).toBe('');
    const init = (fetchMock.mock.calls[0] as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: 'application/json' });
  });

  it('raises an error of axios shape for an answer outside 2xx, with the answer', async () => {
    fetchMock.mockResolvedValue(answer(404, '{"detail":"Not found."}'));
    const error: unknown = await client()
      .get('products/9')
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      isAxiosError: true,
      code: 'ERR_BAD_REQUEST',
      message: 'Request failed with status code 404',
      response: { status: 404, data: { detail: 'Not found.' } },
      config: { url: 'products/9', method: 'get' },
    });
  });

  it('reports no answer as a network error and a slow answer as a timeout', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(
      fetchAdapter({ url: '/api/x', method: 'get', headers: {}, timeout: 0 }),
    ).rejects.toMatchObject({ code: ERR_NETWORK, message: 'Network Error', response: undefined });
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(
      fetchAdapter({ url: '/api/x', method: 'get', headers: {}, timeout: 10 }),
    ).rejects.toMatchObject({ code: ECONNABORTED, message: 'timeout of 10ms exceeded' });
  });

  it('runs request interceptors before sending and response interceptors on the answer', async () => {
    fetchMock.mockResolvedValue(answer(200, 'plain text'));
    const http = client();
    http.interceptors.request.use((config) => ({
      ...config,
      headers: { ...config.headers, 'X-Forwarded-For': '10.0.0.1' },
    }));
    http.interceptors.response.use((response) => ({ ...response, data: `${String(response.data)}!` }));
    const response = await http.get('store/settings');
    expect(response.data).toBe('plain text!');
    const init = (fetchMock.mock.calls[0] as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['X-Forwarded-For']).toBe('10.0.0.1');
  });
});
