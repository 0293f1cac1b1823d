import { eq } from 'drizzle-orm';
import { schema } from '../../db/client.js';
import type { AdminClient } from '../../../test/admin-helpers.js';
import type { TestApp } from '../../../test/helpers.js';

/**
 * Shared by the reports tests: the admin's reads and order moves, and an order's total and number, for the seeded
 * shop `app()` answers (built in a beforeAll).
 */
export function adminCalls(app: () => { t: TestApp; c: AdminClient }) {
  const get = async <T>(url: string) => {
    const res = await app().c.admin({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: T }>().data;
  };
  const totalOf = async (orderId: number) => {
    const [order] = await app()
      .t.database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.id, orderId));
    return (order?.totalKobo ?? 0) / 100;
  };
  const numberOf = async (orderId: number) => {
    const [order] = await app()
      .t.database.db.select()
      .from(schema.orders)
      .where(eq(schema.orders.id, orderId));
    return order?.number ?? '';
  };
  const move = (orderId: number, status: string) =>
    app().c.admin({ method: 'PATCH', url: `/api/admin/orders/${orderId}/status`, payload: { status } });
  return { get, totalOf, numberOf, move };
}
