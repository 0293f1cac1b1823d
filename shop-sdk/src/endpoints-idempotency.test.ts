import MockAdapter from 'axios-mock-adapter';
import { apiClient } from 'shop-runtime';
import { ordersApi } from './endpoints';
import type { CheckoutInput } from 'shared-contracts/schemas/orders';

describe('ordersApi: checkout and cancel are retried under one Idempotency-Key', () => {
  let mock: MockAdapter;
  const sleeps: number[] = [];
  beforeEach(async () => {
    sleeps.length = 0;
    apiClient.configure({
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });
    mock = new MockAdapter(await apiClient.axios());
  });
  afterEach(() => mock.restore());

  const body = {
    shipping_address: {
      full_name: 'Ada Obi',
      phone: '+2348031234567',
      street: '12 Admiralty Way',
      city: 'Lekki',
      state: 'Lagos',
    },
    payment_method: 'pay_on_delivery',
  } as CheckoutInput;

  it('sends the key and retries network errors and 5xx with the same key', async () => {
    const key = crypto.randomUUID();
    mock
      .onPost('orders/checkout')
      .networkErrorOnce()
      .onPost('orders/checkout')
      .replyOnce(502)
      .onPost('orders/checkout')
      .reply(201, { data: { id: 42 } });
    await expect(ordersApi.checkout(body, key)).resolves.toEqual({ id: 42 });
    expect(mock.history.post.map((r) => r.headers?.['Idempotency-Key'])).toEqual([key, key, key]);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('retries a cancel with its key and does not retry a refusal', async () => {
    const key = crypto.randomUUID();
    mock
      .onPost('orders/5/cancel')
      .replyOnce(503)
      .onPost('orders/5/cancel')
      .reply(200, { data: { id: 5, status: 'cancelled' } });
    await expect(ordersApi.cancel(5, key)).resolves.toMatchObject({ status: 'cancelled' });
    expect(mock.history.post.map((r) => r.headers?.['Idempotency-Key'])).toEqual([key, key]);

    mock.onPost('orders/6/cancel').reply(409, { message: 'Only pending orders can be cancelled.' });
    await expect(ordersApi.cancel(6, crypto.randomUUID())).rejects.toMatchObject({
      response: { status: 409 },
    });
    expect(mock.history.post.filter((r) => r.url === 'orders/6/cancel')).toHaveLength(1);
  });
});
