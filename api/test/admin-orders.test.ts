import type {
  AdminOrder,
  AdminOrderSummary,
  Customer,
  CustomerDetail,
  DashboardKpis,
} from 'shared-contracts/schemas/admin';
import type { Paginated } from 'shared-contracts/schemas/common';
import { placeOrder, seededShop, stockOf, type AdminClient } from './admin-helpers.js';
import { phoneShopper } from './fixtures.js';
import { lagosToday } from 'shared-contracts/dates';
import { databases, type TestApp } from './helpers.js';

describe.each(databases)('admin: dashboard, customers, orders (%s)', (kind) => {
  let t: TestApp;
  let c: AdminClient;
  let variantId: number;
  beforeAll(async () => {
    ({ t, c, variantId } = await seededShop(kind, 20));
  }, 60_000);
  afterAll(async () => t?.close());

  describe('role enforcement', () => {
    const endpoints = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/customers'],
      ['GET', '/api/admin/customers/1'],
      ['GET', '/api/admin/products'],
      ['POST', '/api/admin/products'],
      ['PUT', '/api/admin/products/1'],
      ['DELETE', '/api/admin/products/1'],
      ['POST', '/api/admin/products/1/images'],
      ['DELETE', '/api/admin/products/1/images/1'],
      ['GET', '/api/admin/categories'],
      ['POST', '/api/admin/categories'],
      ['DELETE', '/api/admin/categories/1'],
      ['GET', '/api/admin/attributes'],
      ['PUT', '/api/admin/attributes/1'],
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders/1'],
      ['PATCH', '/api/admin/orders/1/status'],
      ['GET', '/api/admin/pay-later'],
      ['POST', '/api/admin/pay-later/1/approve'],
      ['POST', '/api/admin/pay-later/1/reject'],
      ['POST', '/api/admin/pay-later/1/instalments'],
      ['GET', '/api/admin/contact-messages'],
    ] as const;

    it.each(endpoints)(
      '%s %s: 401 anonymous, 403 shopper, before the body is validated',
      async (method, url) => {
        const anonymous = await t.app.inject({
          method,
          url,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toMatchObject({ detail: 'Authentication credentials were not provided.' });
        const shopper = await c.shopper({
          method,
          url,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(shopper.statusCode).toBe(403);
      },
    );

    it('401 for a forged token', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  it('dashboard: revenue, every status, customers, low stock, 30 filled days, recent orders', async () => {
    const res = await c.admin({ method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const kpis = res.json<{ data: DashboardKpis }>().data;
    expect(kpis.revenue).toBeGreaterThan(0);
    expect(Object.keys(kpis.orders_by_status).sort()).toEqual([
      'cancelled',
      'confirmed',
      'delivered',
      'pending',
      'processing',
      'ready_for_pickup',
      'shipped',
    ]);
    expect(Object.values(kpis.orders_by_status).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(10);
    expect(kpis.customers).toBeGreaterThanOrEqual(5);
    expect(kpis.low_stock.length).toBeGreaterThan(0);
    expect(kpis.low_stock.every((v) => v.stock <= 5 && v.sku && v.product_name)).toBe(true);
    expect(kpis.sales_per_day).toHaveLength(30);
    expect(kpis.sales_per_day.at(-1)?.date).toBe(lagosToday());
    expect(kpis.sales_per_day.some((d) => d.orders === 0 && d.total === 0)).toBe(true);
    const dayTotal = kpis.sales_per_day.reduce((sum, d) => sum + d.total, 0);
    expect(dayTotal).toBeLessThanOrEqual(kpis.revenue + 0.001);
    expect(kpis.recent_orders.length).toBeGreaterThan(0);
    expect(kpis.recent_orders[0]).toMatchObject({
      number: expect.any(String),
      customer: { email: expect.any(String) },
    });
  });

  describe('customers', () => {
    it('lists shoppers with search and pagination, without admins', async () => {
      const all = (await c.admin({ method: 'GET', url: '/api/admin/customers?page_size=2' })).json<{
        data: Paginated<Customer>;
      }>().data;
      expect(all.results).toHaveLength(2);
      expect(all.count).toBeGreaterThanOrEqual(5);
      expect(all.page_size).toBe(2);
      const search = (await c.admin({ method: 'GET', url: '/api/admin/customers?search=chiamaka' })).json<{
        data: Paginated<Customer>;
      }>().data;
      expect(search.results.map((r) => r.email)).toEqual(['chiamaka.eze@example.ng']);
      const byName = (
        await c.admin({ method: 'GET', url: '/api/admin/customers?search=Tunde%20Bakare' })
      ).json<{ data: Paginated<Customer> }>().data;
      expect(byName.results.map((r) => r.email)).toEqual(['shopper@kasuwa.test']);
      const admins = (
        await c.admin({ method: 'GET', url: '/api/admin/customers?search=admin@kasuwa' })
      ).json<{ data: Paginated<Customer> }>().data;
      expect(admins.count).toBe(0);
    });

    it('rejects a bad query with 400', async () => {
      const res = await c.admin({ method: 'GET', url: '/api/admin/customers?page_size=1000' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { page_size: expect.any(Array) } });
    });

    it('shows a customer with their orders; 404 for unknown ids and admins', async () => {
      const res = await c.admin({ method: 'GET', url: `/api/admin/customers/${c.shopperId}` });
      expect(res.statusCode).toBe(200);
      const detail = res.json<{ data: CustomerDetail }>().data;
      expect(detail).toMatchObject({ email: 'shopper@kasuwa.test', first_name: 'Tunde' });
      expect(detail.orders.length).toBe(detail.orders_count);
      expect(detail.orders.every((o) => o.customer.id === c.shopperId)).toBe(true);
      expect((await c.admin({ method: 'GET', url: `/api/admin/customers/${c.adminId}` })).statusCode).toBe(
        404,
      );
      expect((await c.admin({ method: 'GET', url: '/api/admin/customers/999999' })).statusCode).toBe(404);
      expect((await c.admin({ method: 'GET', url: '/api/admin/customers/abc' })).statusCode).toBe(400);
    });
  });

  describe('a customer who signs in with a phone alone', () => {
    it('is listed, found and shown by their number where the email goes, with their orders', async () => {
      const { user, phone } = await phoneShopper(t.app);
      const { orderId } = await placeOrder(t, user.id, { variantId, quantity: 1 });
      const search = (
        await c.admin({
          method: 'GET',
          url: `/api/admin/customers?search=${encodeURIComponent(phone.slice(4))}`,
        })
      ).json<{ data: Paginated<Customer> }>().data;
      expect(search.results).toEqual([expect.objectContaining({ id: user.id, email: phone, phone })]);
      const detail = await c.admin({ method: 'GET', url: `/api/admin/customers/${user.id}` });
      expect(detail.statusCode).toBe(200);
      expect(detail.json<{ data: CustomerDetail }>().data).toMatchObject({
        email: phone,
        first_name: 'Musa',
        orders_count: 1,
      });
      const order = await c.admin({ method: 'GET', url: `/api/admin/orders/${orderId}` });
      expect(order.statusCode).toBe(200);
      expect(order.json().data.customer).toEqual({ id: user.id, email: phone, name: 'Musa Bello', phone });
    });
  });

  describe('orders', () => {
    it('lists with status filter, search and pagination', async () => {
      const pending = (await c.admin({ method: 'GET', url: '/api/admin/orders?status=pending' })).json<{
        data: Paginated<AdminOrderSummary>;
      }>().data;
      expect(pending.count).toBeGreaterThan(0);
      expect(pending.results.every((o) => o.status === 'pending' && o.items_count > 0)).toBe(true);
      const first = pending.results[0];
      const byNumber = (
        await c.admin({ method: 'GET', url: `/api/admin/orders?search=${first?.number ?? ''}` })
      ).json<{ data: Paginated<AdminOrderSummary> }>().data;
      expect(byNumber.results.map((o) => o.id)).toEqual([first?.id]);
      const byEmail = (
        await c.admin({ method: 'GET', url: '/api/admin/orders?search=shopper@kasuwa' })
      ).json<{ data: Paginated<AdminOrderSummary> }>().data;
      expect(byEmail.results.every((o) => o.customer.email === 'shopper@kasuwa.test')).toBe(true);
      const page = (await c.admin({ method: 'GET', url: '/api/admin/orders?page=2&page_size=5' })).json<{
        data: Paginated<AdminOrderSummary>;
      }>().data;
      expect(page.results).toHaveLength(5);
      expect((await c.admin({ method: 'GET', url: '/api/admin/orders?status=lost' })).json()).toMatchObject({
        errors: { status: ['Unknown order status'] },
      });
    });

    it('shows one order with items, address and customer; 404 otherwise', async () => {
      const { orderId } = await placeOrder(t, c.shopperId, { variantId, quantity: 2 });
      const res = await c.admin({ method: 'GET', url: `/api/admin/orders/${orderId}` });
      expect(res.statusCode).toBe(200);
      const order = res.json<{ data: AdminOrder }>().data;
      expect(order).toMatchObject({
        status: 'pending',
        customer: { email: 'shopper@kasuwa.test' },
        shipping_address: { state: 'Lagos' },
        pay_later: null,
      });
      expect(order.items[0]).toMatchObject({ variant_id: variantId, quantity: 2 });
      expect(order.items[0]?.line_total).toBeCloseTo((order.items[0]?.unit_price ?? 0) * 2);
      expect((await c.admin({ method: 'GET', url: '/api/admin/orders/999999' })).statusCode).toBe(404);
    });

    it('walks the allowed transitions and refuses the others with 409', async () => {
      const { orderId } = await placeOrder(t, c.shopperId, { variantId, quantity: 1 });
      const set = (status: string) =>
        c.admin({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, payload: { status } });
      const skip = await set('shipped');
      expect(skip.statusCode).toBe(409);
      expect(skip.json().message).toBe(
        'Cannot change the order from pending to shipped. From pending it can move to confirmed or cancelled.',
      );
      for (const status of ['confirmed', 'processing', 'shipped', 'delivered']) {
        const res = await set(status);
        expect(res.statusCode).toBe(200);
        expect(res.json<{ data: AdminOrder }>().data.status).toBe(status);
      }
      const after = (await c.admin({ method: 'GET', url: `/api/admin/orders/${orderId}` })).json<{
        data: AdminOrder;
      }>().data;
      expect(after.payment_status).toBe('paid');
      const back = await set('pending');
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toContain('A delivered order cannot change any more.');
      expect((await set('cancelled')).statusCode).toBe(409);
      expect((await set('gone')).statusCode).toBe(400);
      expect(
        (
          await c.admin({
            method: 'PATCH',
            url: '/api/admin/orders/999999/status',
            payload: { status: 'confirmed' },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('cancelling restocks the variants; a cancelled order stays cancelled', async () => {
      const before = await stockOf(t, variantId);
      const { orderId } = await placeOrder(t, c.shopperId, { variantId, quantity: 3 });
      expect(await stockOf(t, variantId)).toBe(before - 3);
      await c.admin({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/status`,
        payload: { status: 'confirmed' },
      });
      const res = await c.admin({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/status`,
        payload: { status: 'cancelled' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: AdminOrder }>().data.status).toBe('cancelled');
      expect(await stockOf(t, variantId)).toBe(before);
      const again = await c.admin({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/status`,
        payload: { status: 'cancelled' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('The order is already cancelled.');
      expect(await stockOf(t, variantId)).toBe(before);
    });
  });

  it('lists contact messages, newest first', async () => {
    const res = await c.admin({ method: 'GET', url: '/api/admin/contact-messages' });
    expect(res.statusCode).toBe(200);
    const messages = res.json<{ data: { results: { subject: string; created_at: string }[] } }>().data
      .results;
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect((messages[0]?.created_at ?? '') >= (messages[1]?.created_at ?? '')).toBe(true);
  });
});
