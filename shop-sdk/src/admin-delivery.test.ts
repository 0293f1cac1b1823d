import MockAdapter from 'axios-mock-adapter';
import { apiClient } from 'shop-runtime';
import { adminDeliveryApi, adminDeliveryKeys } from './admin-delivery';
import { errorMessage } from './api-client';

// jsdom's Blob has no text(); a browser's has.
if (!('text' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'text', {
    value(this: Blob) {
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(this);
      });
    },
  });
}

describe('adminDeliveryApi', () => {
  let mock: MockAdapter;
  beforeEach(async () => {
    apiClient.configure({ sleep: async () => undefined });
    mock = new MockAdapter(await apiClient.axios());
  });
  afterEach(() => mock.restore());

  it('ships the orders once, never retried (a repeat could book a parcel twice)', async () => {
    const result = {
      order_id: 7,
      order_number: 'KSW-000007',
      outcome: 'booked' as const,
      message: 'Booked with GIG Logistics.',
      tracking_code: 'GIG-1',
    };
    mock
      .onPost('admin/orders/ship')
      .replyOnce(503)
      .onPost('admin/orders/ship')
      .reply(200, { data: [result] });
    await expect(adminDeliveryApi.ship({ order_ids: [7] })).rejects.toMatchObject({
      response: { status: 503 },
    });
    expect(mock.history.post).toHaveLength(1);
    expect(JSON.parse(String(mock.history.post[0]!.data))).toEqual({ order_ids: [7] });
    await expect(adminDeliveryApi.ship({ order_ids: [7] })).resolves.toEqual([result]);
  });

  it("reads an order's shipment (null until booked) and the queue", async () => {
    mock.onGet('admin/orders/7/shipment').reply(200, { data: null });
    mock.onGet('admin/shipments').reply(200, { data: [] });
    await expect(adminDeliveryApi.shipment(7)).resolves.toBeNull();
    await expect(adminDeliveryApi.queue()).resolves.toEqual([]);
  });

  it('answers the label as a blob', async () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    mock.onGet('admin/orders/7/label').reply(200, pdf);
    await expect(adminDeliveryApi.label(7)).resolves.toBe(pdf);
    expect(mock.history.get[0]!.responseType).toBe('blob');
  });

  it("gives a missing label's error in the API's words, though it came as a blob", async () => {
    const body = new Blob([JSON.stringify({ message: 'This order has no label yet: ship it first.' })], {
      type: 'application/json; charset=utf-8',
    });
    mock.onGet('admin/orders/8/label').reply(404, body);
    const error = await adminDeliveryApi.label(8).catch((e: unknown) => e);
    expect(errorMessage(error, 'fallback')).toBe('This order has no label yet: ship it first.');
  });

  it('keeps its queries under the admin’s, so signing out drops them', () => {
    expect(adminDeliveryKeys.shipment(7).slice(0, 2)).toEqual(adminDeliveryKeys.all);
    expect(adminDeliveryKeys.queue()[0]).toBe('admin');
  });
});
