import { and, asc, eq, inArray, isNull, ne, or, sql, gt, type AnyColumn } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { AppliedPromotion } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { orderPromotions, promotionContactUses, promotionCustomerUses, promotions } from './tables.js';
import { forbidden } from '../../lib/http-error.js';
import { verifiedContacts } from '../customers/index.js';
import { CODE_MESSAGES } from './rules.js';
import { countEarlierOrders, ranOut, type AppliedPromotionKobo } from './apply.js';

/**
 * Takes one use of each applied promotion for the order, inside checkout's transaction; throws a 409
 * (`reason: 'promotion'`) when a cap was reached since the quote. Each cap is a conditional update the database
 * re-checks on the committed row when checkouts race (READ COMMITTED), so a code limited to 300 uses is used
 * 300 times however many API replicas take them; promotions are taken in id order so two orders cannot deadlock.
 * Checkout calls the two halves itself, the shopper's own rows first and the shared counters last.
 */
export async function reservePromotionUses(
  tx: Executor,
  orderId: number,
  userId: number,
  applied: AppliedPromotionKobo[],
): Promise<void> {
  await recordPromotionUses(tx, orderId, userId, applied);
  await takePromotionUses(tx, applied);
}

/** The `setWhere` of a per-customer count's upsert: taken only while under the limit (none: always). */
const underLimit = (uses: AnyColumn, limit: number | null) =>
  limit === null ? {} : { setWhere: sql`${uses} < ${limit}` };

/**
 * The shopper's side of the uses: their count per promotion, on the account's row and on the row of each of its
 * verified contacts (refused past its per-customer limit on any of them, for a per-customer promotion without a
 * verified contact, or for a first-order promotion when they have an earlier order), and the order's promotion
 * lines, which keep the contacts counted so a release gives back the same. Only rows of this shopper (and of
 * accounts sharing their mailbox) are locked here, so a rush does not queue on them. Returns the order's promotion
 * lines as written.
 */
export async function recordPromotionUses(
  tx: Executor,
  orderId: number,
  userId: number,
  applied: AppliedPromotionKobo[],
): Promise<(typeof orderPromotions.$inferSelect)[]> {
  if (applied.length === 0) return [];
  const sorted = [...applied].sort((a, b) => a.id - b.id);
  const contacts = (await verifiedContacts(tx, userId)).sort();
  const rules = await tx
    .select({
      id: promotions.id,
      perCustomerLimit: promotions.perCustomerLimit,
      firstOrderOnly: promotions.firstOrderOnly,
    })
    .from(promotions)
    .where(
      inArray(
        promotions.id,
        sorted.map((p) => p.id),
      ),
    );
  for (const p of sorted) {
    const rule = rules.find((r) => r.id === p.id);
    if (!rule) throw ranOut(p, 'total');
    const limit = rule.perCustomerLimit;
    // Pricing has left such a promotion out already; this keeps the rule where the uses are taken.
    if (limit !== null && contacts.length === 0) throw forbidden(CODE_MESSAGES.unverified);
    const mine = await tx
      .insert(promotionCustomerUses)
      .values({ promotionId: p.id, userId, uses: 1 })
      .onConflictDoUpdate({
        target: [promotionCustomerUses.promotionId, promotionCustomerUses.userId],
        set: { uses: sql`${promotionCustomerUses.uses} + 1` },
        ...underLimit(promotionCustomerUses.uses, limit),
      })
      .returning({ uses: promotionCustomerUses.uses });
    if (mine.length === 0) throw ranOut(p, 'customer');
    // The same count per verified contact, in order: accounts that share a mailbox race for one row here.
    for (const contact of contacts) {
      const shared = await tx
        .insert(promotionContactUses)
        .values({ promotionId: p.id, contact, uses: 1 })
        .onConflictDoUpdate({
          target: [promotionContactUses.promotionId, promotionContactUses.contact],
          set: { uses: sql`${promotionContactUses.uses} + 1` },
          ...underLimit(promotionContactUses.uses, limit),
        })
        .returning({ uses: promotionContactUses.uses });
      if (shared.length === 0) throw ranOut(p, 'customer');
    }
    if (rule.firstOrderOnly && (await countEarlierOrders(tx, userId, orderId)) > 0) throw ranOut(p, 'first');
  }
  return tx
    .insert(orderPromotions)
    .values(
      sorted.map((p) => ({
        orderId,
        promotionId: p.id,
        userId,
        name: p.name,
        kind: p.kind,
        code: p.code,
        discountKobo: p.discountKobo,
        contacts,
      })),
    )
    .returning();
}

/**
 * The shared side: one use off each promotion's total, a conditional update per promotion in id order (the row
 * every shopper of a rush wants, so checkout does this last, just before it commits).
 */
export async function takePromotionUses(tx: Executor, applied: AppliedPromotionKobo[]): Promise<void> {
  for (const p of [...applied].sort((a, b) => a.id - b.id)) {
    const [taken] = await tx
      .update(promotions)
      .set({ used: sql`${promotions.used} + 1` })
      .where(
        and(
          eq(promotions.id, p.id),
          or(isNull(promotions.usageLimit), sql`${promotions.used} < ${promotions.usageLimit}`),
        ),
      )
      .returning({ id: promotions.id });
    if (!taken) throw ranOut(p, 'total');
  }
}

/**
 * Gives an order's uses back (cancelled, or unpaid and expired). Only uses still held are given back, by the
 * conditional update that marks them released, so a second call gives nothing.
 */
export async function releasePromotionUses(tx: Executor, orderId: number): Promise<void> {
  const released = await tx
    .update(orderPromotions)
    .set({ status: 'released', updatedAt: new Date() })
    .where(and(eq(orderPromotions.orderId, orderId), ne(orderPromotions.status, 'released')))
    .returning({
      promotionId: orderPromotions.promotionId,
      userId: orderPromotions.userId,
      contacts: orderPromotions.contacts,
    });
  for (const r of released.sort((a, b) => a.promotionId - b.promotionId)) {
    await tx
      .update(promotions)
      .set({ used: sql`${promotions.used} - 1` })
      .where(and(eq(promotions.id, r.promotionId), gt(promotions.used, 0)));
    await tx
      .update(promotionCustomerUses)
      .set({ uses: sql`${promotionCustomerUses.uses} - 1` })
      .where(
        and(
          eq(promotionCustomerUses.promotionId, r.promotionId),
          eq(promotionCustomerUses.userId, r.userId),
          gt(promotionCustomerUses.uses, 0),
        ),
      );
    for (const contact of [...r.contacts].sort()) {
      await tx
        .update(promotionContactUses)
        .set({ uses: sql`${promotionContactUses.uses} - 1` })
        .where(
          and(
            eq(promotionContactUses.promotionId, r.promotionId),
            eq(promotionContactUses.contact, contact),
            gt(promotionContactUses.uses, 0),
          ),
        );
    }
  }
}

/** The order was paid: its reserved uses are redeemed (they stay counted; a later cancel still gives them back). */
export async function redeemPromotionUses(tx: Executor, orderId: number): Promise<void> {
  await tx
    .update(orderPromotions)
    .set({ status: 'redeemed', updatedAt: new Date() })
    .where(and(eq(orderPromotions.orderId, orderId), eq(orderPromotions.status, 'reserved')));
}

/** The promotions each order was placed with, as the order shows them (Naira). */
export async function promotionsOfOrders(
  db: Executor,
  orderIds: number[],
): Promise<Map<number, AppliedPromotion[]>> {
  const result = new Map<number, AppliedPromotion[]>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderPromotions)
    .where(inArray(orderPromotions.orderId, orderIds))
    .orderBy(asc(orderPromotions.id));
  for (const r of rows) {
    const list = result.get(r.orderId) ?? [];
    list.push({
      id: r.promotionId,
      name: r.name,
      code: r.code,
      kind: r.kind,
      discount: fromKobo(r.discountKobo),
    });
    result.set(r.orderId, list);
  }
  return result;
}
