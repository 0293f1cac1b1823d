import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { Customer, CustomerDetail } from 'shared-contracts/schemas/admin';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { escapeLike } from '../../lib/escape-like.js';
import { emailOrPhone } from './users.js';

/**
 * A shopper's orders as the admin lists them (the orders module's `customerOrders`), handed in by the admin's routes: the
 * orders show their customer's email or phone with this module's `emailOrPhone`, so this module cannot import them.
 */
export type CustomerOrdersLoader = (db: Executor, userId: number) => Promise<CustomerDetail['orders']>;

const customerColumns = {
  id: users.id,
  email: emailOrPhone,
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

export type CustomerQuery = { search?: string | undefined; page: number; page_size: number };

/** Shoppers (REGULAR users), newest first; `search` matches email, username and names. */
export async function listCustomers(db: Executor, query: CustomerQuery): Promise<Paginated<Customer>> {
  const { search, page, page_size } = query;
  const filters: SQL[] = [eq(users.role, 'REGULAR')];
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    filters.push(
      or(
        ilike(emailOrPhone, pattern),
        ilike(users.username, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ) as SQL,
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.dateJoined), desc(users.id))
      .limit(page_size)
      .offset((page - 1) * page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { results: rows.map(toCustomer), count: total?.n ?? 0, page, page_size };
}

/** A shopper with their orders (`ordersOf`: the last 100), or null when there is no such shopper. */
export async function loadCustomer(
  db: Executor,
  id: number,
  ordersOf: CustomerOrdersLoader,
): Promise<CustomerDetail | null> {
  const [row] = await db
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'REGULAR')));
  if (!row) return null;
  return { ...toCustomer(row), orders: await ordersOf(db, row.id) };
}
