import type { Order } from 'shared-contracts/schemas/orders';
import { formatNaira } from 'shared-contracts/money';
import { address, addToCart, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { createPromotion } from '../../../test/promotions-fixtures.js';

const printed = (naira: number) => formatNaira(naira).replace('₦', 'NGN ');

describe('the order invoice (PDF)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await shopper(t.app, 'ADMIN')).headers;
  });
  afterAll(async () => t.close());

  it('states the shop, the lines, the promotion by name, the pickup station, the total and the VAT it contains, to the kobo', async () => {
    const station = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/stations',
      headers: admin,
      payload: {
        name: 'Maiduguri Post Office',
        state: 'Borno',
        address: '1 Kashim Ibrahim Way, Maiduguri',
        opening_hours: 'Mon–Sat 8:00–18:00',
        fee: 3000,
      },
    });
    const stationId = station.json().data.id;
    const buyer = await shopper(t.app);
    const p = await createProduct(t.app, { price: 349_000, stock: 5 });
    await createPromotion(t.app, { name: 'Black Friday 20%', percentOff: 20, productIds: [p.product.id] });
    await addToCart(t.app, buyer.headers, p.product.id, p.variant.id, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: buyer.headers,
      payload: {
        shipping_address: { ...address, state: 'Borno' },
        payment_method: 'pay_on_delivery',
        delivery_method: 'pickup',
        pickup_station_id: stationId,
      },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ data: Order }>().data;
    expect(order.discount).toBe(69_800);

    const res = await t.app.inject({ url: `/api/admin/orders/${order.id}/invoice.pdf`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="invoice-${order.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    const settings = (await t.app.inject({ url: '/api/admin/settings', headers: admin })).json().data;
    expect(text).toEqual(
      expect.arrayContaining([
        settings.shop.name,
        settings.shop.address,
        'INVOICE',
        `Invoice ${order.number}`,
        order.items[0]?.product_name,
        printed(349_000),
        // The promotion by name, the pickup station and its fee, the total and the VAT in it, to the kobo.
        'Black Friday 20%',
        `-${printed(69_800)}`,
        'Pickup at Maiduguri Post Office',
        printed(3000),
        'Total',
        printed(282_200),
        `VAT at 7.5% included`,
        printed(order.vat?.[0]?.amount ?? -1),
        'Maiduguri Post Office',
        '1 Kashim Ibrahim Way, Maiduguri',
      ]),
    );
    // ₦282,200 holds 282,200 × 7.5 / 107.5 = ₦19,688.37 of VAT.
    expect(order.vat).toEqual([{ rate: 7.5, amount: 19_688.37 }]);
  });

  it('is for admins only, and a missing order is a 404 in words', async () => {
    const buyer = await shopper(t.app);
    expect(
      (await t.app.inject({ url: '/api/admin/orders/1/invoice.pdf', headers: buyer.headers })).statusCode,
    ).toBe(403);
    const missing = await t.app.inject({ url: '/api/admin/orders/999999/invoice.pdf', headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order not found.');
  });
});
