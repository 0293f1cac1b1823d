import { randomBytes } from 'node:crypto';
import { eq, gt } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { schema } from '../src/db/client.js';
import { paymentTables } from '../src/modules/payments/index.js';
import type { Attribute, Category, Product } from 'shared-contracts/schemas/catalog';
import type { Paginated } from 'shared-contracts/schemas/common';
import { buildTestApp, type DatabaseKind, type TestApp } from './helpers.js';

export interface AdminClient {
  admin: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  shopper: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  adminId: number;
  shopperId: number;
}

/** Signed-in requests as the seeded admin and shopper (tokens signed directly, no login round-trip). */
export async function adminClient(t: TestApp): Promise<AdminClient> {
  const db = t.database.db;
  const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, 'admin@kasuwa.test'));
  const [shopper] = await db.select().from(schema.users).where(eq(schema.users.email, 'shopper@kasuwa.test'));
  if (!admin || !shopper) throw new Error('Seed the database first');
  const adminToken = await t.app.accessTokens.sign({ id: admin.id, role: 'ADMIN' });
  const shopperToken = await t.app.accessTokens.sign({ id: shopper.id, role: 'REGULAR' });
  const as = (token: string) => (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
  return { admin: as(adminToken), shopper: as(shopperToken), adminId: admin.id, shopperId: shopper.id };
}

/** A multipart/form-data body with text fields and one file. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; content: Buffer },
) {
  // Random: a body's headers and payload must come from one call.
  const boundary = `----kasuwa${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([key, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A tiny valid PNG (1×1). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Places an order straight in the database (checkout belongs to the storefront API). */
export async function placeOrder(
  t: TestApp,
  userId: number,
  line: { variantId: number; quantity: number },
  payLater?: { instalments: number },
): Promise<{ orderId: number; planId: number | null }> {
  const db = t.database.db;
  const [variant] = await db.select().from(schema.variants).where(eq(schema.variants.id, line.variantId));
  if (!variant) throw new Error('No such variant');
  const unit = variant.salePriceKobo > 0 ? variant.salePriceKobo : variant.regularPriceKobo;
  const subtotal = unit * line.quantity;
  const [order] = await db
    .insert(schema.orders)
    .values({
      number: `KSW-TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      userId,
      paymentMethod: payLater ? 'pay_later' : 'pay_on_delivery',
      subtotalKobo: subtotal,
      shippingFeeKobo: 250_000,
      totalKobo: subtotal + 250_000,
      shippingFullName: 'Tunde Bakare',
      shippingPhone: '+2348030000002',
      shippingStreet: '1 Test Street',
      shippingCity: 'Lagos',
      shippingState: 'Lagos',
    })
    .returning();
  if (!order) throw new Error('Order not created');
  await db.insert(schema.orderItems).values({
    orderId: order.id,
    productId: variant.productId,
    variantId: variant.id,
    productName: 'Test product',
    sku: variant.sku,
    unitPriceKobo: unit,
    quantity: line.quantity,
  });
  await db
    .update(schema.variants)
    .set({ stock: variant.stock - line.quantity })
    .where(eq(schema.variants.id, variant.id));
  let planId: number | null = null;
  if (payLater) {
    const [plan] = await db
      .insert(paymentTables.payLaterPlans)
      .values({ orderId: order.id, instalments: payLater.instalments })
      .returning();
    planId = plan?.id ?? null;
  }
  return { orderId: order.id, planId };
}

/** A seeded variant with more than `stock` units, for tests that order it again and again. */
export async function variantWithStockOver(t: TestApp, stock: number): Promise<number> {
  const [variant] = await t.database.db
    .select()
    .from(schema.variants)
    .where(gt(schema.variants.stock, stock))
    .limit(1);
  if (!variant) throw new Error(`no seeded variant has more than ${stock} in stock`);
  return variant.id;
}

/** A seeded shop, its admin and shopper signed in, and a variant with more than `stock` units. */
export async function seededShop(kind: DatabaseKind, stock: number) {
  const t = await buildTestApp({ kind, seed: true });
  return { t, c: await adminClient(t), variantId: await variantWithStockOver(t, stock) };
}

export async function stockOf(t: TestApp, variantId: number): Promise<number> {
  const [variant] = await t.database.db
    .select({ stock: schema.variants.stock })
    .from(schema.variants)
    .where(eq(schema.variants.id, variantId));
  return variant?.stock ?? -1;
}

/** A seeded app and a signed-in admin for a catalogue test file, with the seeded categories and attributes. */
export function catalogueAdminSuite(kind: DatabaseKind) {
  const suite = {} as { t: TestApp; c: AdminClient; categories: Category[]; attributes: Attribute[] };
  beforeAll(async () => {
    suite.t = await buildTestApp({ kind, seed: true });
    suite.c = await adminClient(suite.t);
    suite.categories = (await suite.c.admin({ method: 'GET', url: '/api/admin/categories' })).json<{
      data: Category[];
    }>().data;
    suite.attributes = (await suite.c.admin({ method: 'GET', url: '/api/admin/attributes' })).json<{
      data: Attribute[];
    }>().data;
  }, 60_000);
  afterAll(async () => suite.t?.close());
  return {
    suite,
    categoryId: (name: string) => suite.categories.find((x) => x.name === name)?.id ?? 0,
    attributeId: (name: string) => suite.attributes.find((x) => x.name === name)?.id ?? 0,
    products: async (query = '') =>
      (await suite.c.admin({ method: 'GET', url: `/api/admin/products${query}` })).json<{
        data: Paginated<Product>;
      }>().data,
  };
}
