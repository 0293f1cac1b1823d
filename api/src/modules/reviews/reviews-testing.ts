import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Product } from 'shared-contracts/schemas/catalog';
import type { ProductReviews } from 'shared-contracts/schemas/reviews';
import { schema } from '../../db/client.js';
import * as reviewTables from './tables.js';
import { placeOrder } from '../../../test/admin-helpers.js';
import { createCategory, createProduct, createUser } from '../../../test/fixtures.js';
import { buildTestApp, type DatabaseKind, type TestApp } from '../../../test/helpers.js';

export type Who = { as: (o: InjectOptions) => Promise<LightMyRequestResponse> };

/**
 * Shared by the reviews tests: one app per file (built in a beforeAll) with a category, signed-in people,
 * products, orders and buyers, and the reviews and ratings read back.
 */
export function reviewsApp(kind: DatabaseKind) {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    categoryId = (await createCategory(t.app)).id;
  }, 60_000);
  afterAll(async () => t?.close());

  const db = () => t.database.db;

  /**
   * A signed-in client for a new user (tokens signed directly), whose email is confirmed: helpful votes need one
   * (email-verification.test.ts refuses an unconfirmed voter).
   */
  async function person(role: 'ADMIN' | 'REGULAR' = 'REGULAR', firstName = 'Ada', lastName = 'Obi') {
    const user = await createUser(t.app, role, { verified: true });
    await db().update(schema.users).set({ firstName, lastName }).where(eq(schema.users.id, user.id));
    const token = await t.app.accessTokens.sign({ id: user.id, role });
    const as = (options: InjectOptions) =>
      t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    return { id: user.id, as };
  }

  async function product(fixture: { createdAt?: Date } = {}) {
    const { product: p, variant } = await createProduct(t.app, { categoryId, ...fixture });
    return { id: p.id, variantId: variant.id };
  }

  /** An order of the product for the user, with the status given. */
  async function order(userId: number, variantId: number, status: 'delivered' | 'shipped' = 'delivered') {
    const { orderId } = await placeOrder(t, userId, { variantId, quantity: 1 });
    await db().update(schema.orders).set({ status }).where(eq(schema.orders.id, orderId));
    return orderId;
  }

  /** A buyer who received the product. */
  async function buyer(p: { variantId: number }, firstName = 'Ada', lastName = 'Obi') {
    const b = await person('REGULAR', firstName, lastName);
    await order(b.id, p.variantId);
    return b;
  }

  const write = (who: Who, productId: number, payload: object) =>
    who.as({ method: 'PUT', url: `/api/products/${productId}/reviews/mine`, payload });

  const good = { rating: 4, title: 'Works well', body: 'Arrived quickly and does what it says.' };

  const reviewsOf = async (productId: number, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: ProductReviews }>().data;
  };
  const productOf = async (productId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json<{ data: Product }>().data;
  const reviewRows = (productId: number) =>
    db().select().from(reviewTables.reviews).where(eq(reviewTables.reviews.productId, productId));
  const ratingRow = async (productId: number) => {
    const [row] = await db()
      .select({ count: schema.products.ratingCount, sum: schema.products.ratingSum })
      .from(schema.products)
      .where(eq(schema.products.id, productId));
    return row;
  };

  return {
    get t() {
      return t;
    },
    db,
    person,
    product,
    order,
    buyer,
    write,
    good,
    reviewsOf,
    productOf,
    reviewRows,
    ratingRow,
  };
}
