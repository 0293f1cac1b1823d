import type { FastifyPluginAsync } from 'fastify';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import {
  customerDetailSchema,
  customerListQuerySchema,
  customerSchema,
  type Customer,
} from 'shared-contracts/schemas/admin';
import { envelopeSchema, idParamsSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import { users } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { listOrders } from '../../services/admin-orders.js';
import { escapeLike } from '../../services/catalog.js';

const tags = ['admin'];

const customerColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  dateJoined: users.dateJoined,
  // Correlated subqueries spelled out: Drizzle leaves columns unqualified in a one-table select.
  ordersCount: sql<number>`(select count(*)::int from "orders" o where o."user_id" = "users"."id")`,
  spentKobo: sql<number>`(select coalesce(sum(o."total_kobo"), 0)::bigint from "orders" o where o."user_id" = "users"."id" and o."status" <> 'cancelled')`,
};

const toCustomer = (r: {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  dateJoined: Date;
  ordersCount: number;
  spentKobo: number;
}): Customer => ({
  id: r.id,
  email: r.email,
  username: r.username,
  first_name: r.firstName,
  last_name: r.lastName,
  phone: r.phone,
  date_joined: r.dateJoined.toISOString(),
  orders_count: r.ordersCount,
  total_spent: fromKobo(Number(r.spentKobo)),
});

/** Customers are the shoppers (REGULAR users); admins are not listed. */
const customerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/customers',
    {
      schema: schema({
        querystring: customerListQuerySchema,
        tags,
        summary: 'Shoppers, newest first',
        auth: true,
        response: { 200: envelopeSchema(paginatedSchema(customerSchema)) },
      }),
    },
    async (request) => {
      const { search, page, page_size } = request.query;
      const filters: SQL[] = [eq(users.role, 'REGULAR')];
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        filters.push(
          or(
            ilike(users.email, pattern),
            ilike(users.username, pattern),
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
          ) as SQL,
        );
      }
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        app.db
          .select(customerColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.dateJoined), desc(users.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(where),
      ]);
      return { data: { results: rows.map(toCustomer), count: total?.n ?? 0, page, page_size } };
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'A shopper with their orders',
        auth: true,
        response: { 200: envelopeSchema(customerDetailSchema) },
      }),
    },
    async (request) => {
      const [row] = await app.db
        .select(customerColumns)
        .from(users)
        .where(and(eq(users.id, request.params.id), eq(users.role, 'REGULAR')));
      if (!row) throw notFound('Customer not found');
      const history = await listOrders(app.db, { userId: row.id, page: 1, page_size: 100 });
      return { data: { ...toCustomer(row), orders: history.results } };
    },
  );
};

export default customerRoutes;
