import { MAX_PRICE_NAIRA } from 'shared-contracts/schemas/common';
import { address, createCategory, createUser, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';
import { lagosToday } from 'shared-contracts/dates';

/** Money is 64-bit kobo: the largest price times the largest quantity still adds up exactly. */
describe.each(databases)('money at its limits (%s)', (kind) => {
  let t: TestApp;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    const admin = await createUser(t.app, 'ADMIN');
    adminHeaders = {
      authorization: `Bearer ${await t.app.accessTokens.sign({ id: admin.id, role: 'ADMIN' })}`,
    };
  });
  afterAll(async () => t.close());

  it('sells 999 items at ₦100,000,000 each, from the admin form to the order and the dashboard', async () => {
    const category = await createCategory(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: adminHeaders,
      payload: {
        name: 'Private jet',
        category_id: category.id,
        variants: [{ sku: 'JET-1', regular_price: MAX_PRICE_NAIRA, stock: 999 }],
      },
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<{
      data: { id: number; variants: { id: number; regular_price: number }[] };
    }>().data;
    const variant = product.variants[0]!;
    expect(variant.regular_price).toBe(100_000_000);

    const { headers } = await shopper(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/products/add-to-cart',
      headers,
      payload: { product_id: product.id, variant_id: variant.id, quantity: 999 },
    });
    expect(added.statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers,
      payload: { shipping_address: address, payment_method: 'pay_later', instalments: 3 },
    });
    expect(order.statusCode).toBe(201);
    expect(order.json().data).toMatchObject({
      subtotal: 99_900_000_000,
      shipping_fee: 0,
      total: 99_900_000_000,
      items: [
        expect.objectContaining({ unit_price: 100_000_000, quantity: 999, line_total: 99_900_000_000 }),
      ],
    });

    // A pay-later order placed is orders value, not yet revenue (money received): the report carries the value.
    const today = lagosToday();
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports?from=${today}&to=${today}`,
      headers: adminHeaders,
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().data.totals).toMatchObject({ orders_value: 99_900_000_000, revenue: 0 });
    const plans = await t.app.inject({ method: 'GET', url: '/api/admin/pay-later', headers: adminHeaders });
    expect(plans.json().data[0]).toMatchObject({ total: 99_900_000_000, instalment_amount: 33_300_000_000 });
  });

  it('refuses a price above ₦100,000,000 and stock of 3e9 with field errors', async () => {
    const category = await createCategory(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: adminHeaders,
      payload: {
        name: 'Too dear',
        category_id: category.id,
        variants: [{ sku: 'DEAR-1', regular_price: MAX_PRICE_NAIRA + 1, stock: 3e9 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'variants.0.regular_price': ['Price is too large'],
      'variants.0.stock': ['Stock must be at most 2147483647'],
    });
  });

  it.each([
    ['page=1e17', 'page'],
    ['min_price=1e400', 'min_price'],
    ['min_price=Infinity', 'min_price'],
    ['max_price=99999999999', 'max_price'],
    ['search=a%00b', 'search'],
  ])('GET products?%s → 400 on %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toHaveLength(1);
  });
});
