import type { AdminPromotion } from 'shared-contracts/schemas/promotions';
import { isoToLagosLocal, lagosLocalToIso } from 'shared-contracts/dates';
import { addToCart, createCategory, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { placeWithCode, quote } from '../../../test/promotions-fixtures.js';

describe('Lagos wall-clock times', () => {
  it('are one hour ahead of UTC, all year, and refuse times that do not exist', () => {
    expect(lagosLocalToIso('2026-11-27T00:00')).toBe('2026-11-26T23:00:00.000Z');
    expect(lagosLocalToIso('2026-07-01T12:30')).toBe('2026-07-01T11:30:00.000Z');
    expect(isoToLagosLocal('2026-11-26T23:00:00.000Z')).toBe('2026-11-27T00:00');
    expect(lagosLocalToIso('2026-02-30T10:00')).toBeNull();
    expect(lagosLocalToIso('2026-11-27T24:00')).toBeNull();
    expect(lagosLocalToIso('27/11/2026 10:00')).toBeNull();
  });
});

describe.each(databases)('admin promotions (%s)', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    admin = (await shopper(t.app, 'ADMIN')).headers;
  }, 60_000);
  afterAll(async () => t?.close());

  const lagosIn = (ms: number) => isoToLagosLocal(new Date(Date.now() + ms).toISOString());
  const create = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers, payload });
  const act = (id: number, action: 'pause' | 'resume' | 'end') =>
    t.app.inject({ method: 'POST', url: `/api/admin/promotions/${id}/${action}`, headers: admin });
  const list = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/promotions', headers: admin })).json<{
      data: AdminPromotion[];
    }>().data;

  it('creates a code from Lagos times, case-insensitive and unique', async () => {
    const res = await create({
      name: 'Black Friday',
      code: 'blackFriday',
      kind: 'percentage',
      percent_off: 20,
      min_subtotal: 20_000,
      starts_at: '2026-11-27T00:00',
      ends_at: '2026-12-01T00:00',
      usage_limit: 300,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: AdminPromotion }>().data).toMatchObject({
      code: 'BLACKFRIDAY',
      starts_at: '2026-11-26T23:00:00.000Z',
      ends_at: '2026-11-30T23:00:00.000Z',
      min_subtotal: 20_000,
      usage_limit: 300,
      uses: 0,
      discount_given: 0,
    });
    const again = await create({
      name: 'Copy',
      code: 'BlackFriday',
      kind: 'fixed',
      amount_off: 500,
      starts_at: '2026-11-27T00:00',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ errors: Record<string, string[]> }>().errors.code).toEqual([
      'Another promotion already has this code',
    ]);
  });

  it('refuses a bad promotion with field errors, and shoppers', async () => {
    const res = await create({ name: '', kind: 'percentage', starts_at: 'soon', scope: 'categories' });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['name', 'starts_at']));
    const noPercent = await create({ name: 'X', kind: 'percentage', starts_at: '2026-11-27T00:00' });
    expect(noPercent.json<{ errors: Record<string, string[]> }>().errors.percent_off).toEqual([
      'Enter the percentage off',
    ]);
    const backwards = await create({
      name: 'X',
      kind: 'free_delivery',
      starts_at: '2026-11-27T10:00',
      ends_at: '2026-11-27T09:00',
    });
    expect(backwards.json<{ errors: Record<string, string[]> }>().errors.ends_at).toEqual([
      'The end must be after the start',
    ]);
    const noCategory = await create({
      name: 'X',
      kind: 'fixed',
      amount_off: 100,
      scope: 'categories',
      category_ids: [999_999],
      starts_at: '2026-11-27T10:00',
    });
    expect(noCategory.statusCode).toBe(400);
    const asShopper = await create(
      { name: 'X', kind: 'free_delivery', starts_at: '2026-11-27T10:00' },
      (await shopper(t.app)).headers,
    );
    expect(asShopper.statusCode).toBe(403);
  });

  it('lists status, uses and discount given; pause and end take effect at the next quote', async () => {
    const category = await createCategory(t.app);
    const created = await create({
      name: 'Aso-oke week',
      code: 'ASOOKE',
      kind: 'fixed',
      amount_off: 1_000,
      scope: 'categories',
      category_ids: [category.id],
      starts_at: lagosIn(-3_600_000),
    });
    expect(created.statusCode).toBe(201);
    const promo = created.json<{ data: AdminPromotion }>().data;
    expect(promo).toMatchObject({ status: 'active', scope: 'categories', category_ids: [category.id] });
    const scheduled = await create({
      name: 'Next week',
      kind: 'free_delivery',
      starts_at: lagosIn(7 * 86_400_000),
    });
    expect(scheduled.json<{ data: AdminPromotion }>().data.status).toBe('scheduled');

    const s = await shopper(t.app);
    const p = await createProduct(t.app, { price: 6_000, categoryId: category.id });
    await addToCart(t.app, s.headers, p.product.id, p.variant.id, 1);
    expect((await placeWithCode(t.app, s.headers, 'asooke')).statusCode).toBe(201);
    expect((await list()).find((x) => x.id === promo.id)).toMatchObject({ uses: 1, discount_given: 1_000 });

    await addToCart(t.app, s.headers, p.product.id, p.variant.id, 1);
    expect((await act(promo.id, 'pause')).json<{ data: AdminPromotion }>().data.status).toBe('paused');
    // Paused and ended codes are told to shoppers as not valid, like codes that never existed.
    expect((await quote(t.app, s.headers, 'ASOOKE')).promo_code?.message).toBe('This code is not valid');
    expect((await act(promo.id, 'resume')).json<{ data: AdminPromotion }>().data.status).toBe('active');
    expect((await quote(t.app, s.headers, 'ASOOKE')).promo_code?.applied).toBe(true);
    expect((await act(promo.id, 'end')).json<{ data: AdminPromotion }>().data.status).toBe('ended');
    expect((await quote(t.app, s.headers, 'ASOOKE')).promo_code?.message).toBe('This code is not valid');
    expect((await act(promo.id, 'pause')).statusCode).toBe(409);
    const endedEarly = await act(scheduled.json<{ data: AdminPromotion }>().data.id, 'end');
    expect(endedEarly.json<{ data: AdminPromotion }>().data.status).toBe('ended');
  });

  it('edits a promotion, and refuses a total below the uses already taken', async () => {
    const created = await create({
      name: 'Weekend',
      code: 'WEEKEND',
      kind: 'percentage',
      percent_off: 5,
      starts_at: lagosIn(-60_000),
    });
    const promo = created.json<{ data: AdminPromotion }>().data;
    for (let i = 0; i < 2; i += 1) {
      const s = await shopper(t.app);
      const p = await createProduct(t.app, { price: 1_000 });
      await addToCart(t.app, s.headers, p.product.id, p.variant.id, 1);
      expect((await placeWithCode(t.app, s.headers, 'WEEKEND')).statusCode).toBe(201);
    }
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/promotions/${promo.id}`, headers: admin, payload });
    const base = {
      name: 'Weekend',
      code: 'WEEKEND',
      kind: 'percentage',
      starts_at: isoToLagosLocal(promo.starts_at),
    };
    const edited = await put({ ...base, percent_off: 7, max_discount: 2_500, usage_limit: 10 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: AdminPromotion }>().data).toMatchObject({
      percent_off: 7,
      max_discount: 2_500,
      usage_limit: 10,
      uses: 2,
    });
    const below = await put({ ...base, percent_off: 7, usage_limit: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.json<{ errors: Record<string, string[]> }>().errors.usage_limit).toEqual([
      'Already used 2 times: the limit cannot be lower',
    ]);
  });

  it('reports sales by promotion: orders not cancelled, the discount they got, and the money they brought', async () => {
    const created = await create({
      name: 'Report week',
      code: 'REPORTED',
      kind: 'fixed',
      amount_off: 500,
      starts_at: lagosIn(-60_000),
    });
    const promo = created.json<{ data: AdminPromotion }>().data;
    const placed: { id: number; total: number }[] = [];
    for (let i = 0; i < 3; i += 1) {
      const s = await shopper(t.app);
      const p = await createProduct(t.app, { price: 3_000 + i * 1_000 });
      await addToCart(t.app, s.headers, p.product.id, p.variant.id, 1);
      const res = await placeWithCode(t.app, s.headers, 'REPORTED');
      expect(res.statusCode).toBe(201);
      placed.push(res.json<{ data: { id: number; total: number } }>().data);
    }
    const [delivered, pending, cancelled] = placed;
    if (!delivered || !pending || !cancelled) throw new Error('orders');
    for (const status of ['confirmed', 'processing', 'shipped', 'delivered'])
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${delivered.id}/status`,
        headers: admin,
        payload: { status },
      });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${cancelled.id}/status`,
      headers: admin,
      payload: { status: 'cancelled' },
    });
    const today = isoToLagosLocal(new Date().toISOString()).slice(0, 10);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports?from=${today}&to=${today}`,
      headers: admin,
    });
    expect(report.statusCode).toBe(200);
    const rows = report.json<{ data: { by_promotion: unknown[] } }>().data.by_promotion;
    expect(rows).toContainEqual({
      promotion_id: promo.id,
      name: 'Report week',
      code: 'REPORTED',
      orders: 2,
      discount: 1_000,
      revenue: delivered.total,
    });
  });
});
