import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { fromKobo, toKobo } from 'shared-contracts/money';
import { lagosLocalToIso } from 'shared-contracts/dates';
import type { AdminPromotion, PromotionBody } from 'shared-contracts/schemas/promotions';
import type { Db, Executor } from '../../db/client.js';
import { categories, products } from '../../db/schema.js';
import { orderPromotions, promotionCategories, promotionProducts, promotions } from './tables.js';
import { badRequest, conflict, notFound, violatedUnique } from '../../lib/http-error.js';
import { promotionStatus } from './rules.js';

type PromotionRow = typeof promotions.$inferSelect;

async function serialize(db: Executor, rows: PromotionRow[], now: Date): Promise<AdminPromotion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [cats, prods, given] = await Promise.all([
    db.select().from(promotionCategories).where(inArray(promotionCategories.promotionId, ids)),
    db.select().from(promotionProducts).where(inArray(promotionProducts.promotionId, ids)),
    db
      .select({
        promotionId: orderPromotions.promotionId,
        kobo: sql<number>`coalesce(sum(${orderPromotions.discountKobo}), 0)::bigint`.mapWith(Number),
      })
      .from(orderPromotions)
      .where(and(inArray(orderPromotions.promotionId, ids), ne(orderPromotions.status, 'released')))
      .groupBy(orderPromotions.promotionId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    kind: r.kind,
    percent_off: r.percentOff,
    amount_off: r.amountOffKobo === null ? null : fromKobo(r.amountOffKobo),
    max_discount: r.maxDiscountKobo === null ? null : fromKobo(r.maxDiscountKobo),
    scope: r.scope,
    category_ids: cats.filter((c) => c.promotionId === r.id).map((c) => c.categoryId),
    product_ids: prods.filter((p) => p.promotionId === r.id).map((p) => p.productId),
    min_subtotal: fromKobo(r.minSubtotalKobo),
    first_order_only: r.firstOrderOnly,
    applies_to_sale_items: r.appliesToSaleItems,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt?.toISOString() ?? null,
    usage_limit: r.usageLimit,
    per_customer_limit: r.perCustomerLimit,
    status: promotionStatus(r, now),
    uses: r.used,
    discount_given: fromKobo(given.find((g) => g.promotionId === r.id)?.kobo ?? 0),
    created_at: r.createdAt.toISOString(),
  }));
}

/** Every promotion, newest first, with its status now, its uses and the discount it has given. */
export async function listPromotions(db: Executor, now = new Date()): Promise<AdminPromotion[]> {
  const rows = await db.select().from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id));
  return serialize(db, rows, now);
}

export async function loadPromotion(db: Executor, id: number, now = new Date()): Promise<AdminPromotion> {
  const rows = await db.select().from(promotions).where(eq(promotions.id, id));
  const [promotion] = await serialize(db, rows, now);
  if (!promotion) throw notFound('Promotion not found.');
  return promotion;
}

const lagos = (text: string, field: string): Date => {
  const iso = lagosLocalToIso(text);
  if (!iso) throw badRequest('Enter a date and time', { [field]: ['Enter a date and time'] });
  return new Date(iso);
};

function columns(body: PromotionBody) {
  const code = body.code ? body.code : null;
  return {
    name: body.name,
    code,
    kind: body.kind,
    percentOff: body.kind === 'percentage' ? (body.percent_off ?? null) : null,
    amountOffKobo: body.kind === 'fixed' && body.amount_off ? toKobo(body.amount_off) : null,
    maxDiscountKobo: body.kind === 'percentage' && body.max_discount ? toKobo(body.max_discount) : null,
    scope: body.scope,
    minSubtotalKobo: toKobo(body.min_subtotal),
    firstOrderOnly: body.first_order_only,
    appliesToSaleItems: body.applies_to_sale_items,
    startsAt: lagos(body.starts_at, 'starts_at'),
    endsAt: body.ends_at ? lagos(body.ends_at, 'ends_at') : null,
    usageLimit: body.usage_limit ?? null,
    perCustomerLimit: body.per_customer_limit ?? null,
  };
}

/** The scope's categories or products, checked to exist; the other list is emptied. */
async function saveTargets(tx: Executor, id: number, body: PromotionBody): Promise<void> {
  await tx.delete(promotionCategories).where(eq(promotionCategories.promotionId, id));
  await tx.delete(promotionProducts).where(eq(promotionProducts.promotionId, id));
  if (body.scope === 'categories') {
    const wanted = [...new Set(body.category_ids)];
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, wanted));
    if (found.length !== wanted.length)
      throw badRequest('A chosen category does not exist', {
        category_ids: ['A chosen category does not exist'],
      });
    await tx
      .insert(promotionCategories)
      .values(wanted.map((categoryId) => ({ promotionId: id, categoryId })));
  }
  if (body.scope === 'products') {
    const wanted = [...new Set(body.product_ids)];
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
    if (found.length !== wanted.length)
      throw badRequest('A chosen product does not exist', {
        product_ids: ['A chosen product does not exist'],
      });
    await tx.insert(promotionProducts).values(wanted.map((productId) => ({ promotionId: id, productId })));
  }
}

const duplicateCode = (err: unknown) => {
  if (violatedUnique(err) === 'promotions_code_key') {
    const message = 'Another promotion already has this code';
    return badRequest(message, { code: [message] });
  }
  return err;
};

export async function createPromotion(db: Db, body: PromotionBody, adminId: number): Promise<AdminPromotion> {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({ ...columns(body), createdBy: adminId })
        .returning({ id: promotions.id });
      if (!row) throw new Error('Promotion not created');
      await saveTargets(tx, row.id, body);
      return row.id;
    });
    return await loadPromotion(db, id);
  } catch (err) {
    throw duplicateCode(err);
  }
}

/** Changes a promotion's rules; orders already placed keep what they were given. */
export async function updatePromotion(db: Db, id: number, body: PromotionBody): Promise<AdminPromotion> {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
      if (!current) throw notFound('Promotion not found.');
      const next = columns(body);
      if (next.usageLimit !== null && next.usageLimit < current.used) {
        const message = `Already used ${current.used} times: the limit cannot be lower`;
        throw badRequest(message, { usage_limit: [message] });
      }
      await tx
        .update(promotions)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(promotions.id, id));
      await saveTargets(tx, id, body);
    });
    return await loadPromotion(db, id);
  } catch (err) {
    throw duplicateCode(err);
  }
}

/** Pauses a running or scheduled promotion, or resumes a paused one; an ended promotion stays ended. */
export async function setPaused(
  db: Db,
  id: number,
  paused: boolean,
  now = new Date(),
): Promise<AdminPromotion> {
  const current = await loadPromotion(db, id, now);
  if (current.status === 'ended') throw conflict('This promotion has ended; it cannot be paused or resumed.');
  await db
    .update(promotions)
    .set({ pausedAt: paused ? now : null, updatedAt: now })
    .where(eq(promotions.id, id));
  return loadPromotion(db, id, now);
}

/** Ends a promotion now: no new order takes it (orders placed with it keep their discount). */
export async function endPromotion(db: Db, id: number, now = new Date()): Promise<AdminPromotion> {
  const current = await loadPromotion(db, id, now);
  if (current.status === 'ended') throw conflict('This promotion has already ended.');
  await db
    .update(promotions)
    .set({
      endsAt: now,
      // A scheduled promotion ended before it began: its start moves back so that it ends after it starts.
      startsAt: sql`least(${promotions.startsAt}, ${new Date(now.getTime() - 1000)})`,
      updatedAt: now,
    })
    .where(eq(promotions.id, id));
  return loadPromotion(db, id, now);
}
