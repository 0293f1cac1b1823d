import {
  and,
  asc,
  eq,
  inArray,
  isNull,
  lte,
  max,
  ne,
  or,
  sql,
  gt,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { AppliedPromotion, PromotionKind } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { orders } from '../../db/schema.js';
import {
  orderPromotions,
  promotionCategories,
  promotionContactUses,
  promotionCustomerUses,
  promotionProducts,
  promotions,
} from './tables.js';
import { conflict, forbidden } from '../../lib/http-error.js';
import { verifiedContacts } from '../../services/customer-contacts.js';
import {
  CODE_MESSAGES,
  applyRule,
  refusal,
  refusalMessage,
  type CodeRefusal,
  type PromotionRule,
  type ShopperHistory,
} from './rules.js';

/** A cart line as pricing sees it: what promotions are computed from (kobo). */
export interface PricedLine {
  productId: number;
  variantId: number;
  categoryId: number | null;
  quantity: number;
  /** The variant's regular price, and the price it sells at now (its sale price when it has one). */
  regularUnitKobo: number;
  unitKobo: number;
}

export interface DiscountInput {
  userId: number;
  lines: PricedLine[];
  /** Σ unitKobo × quantity. */
  subtotalKobo: number;
  /** The code the shopper typed, upper-cased (promoCodeSchema); null when none. */
  code: string | null;
  now: Date;
}

export interface AppliedPromotionKobo {
  id: number;
  name: string;
  code: string | null;
  kind: PromotionKind;
  /** What it took off the lines (free delivery: 0 here; pricing adds the fee it waived). */
  discountKobo: number;
  /** Its share of each line, in the order of the input's `lines` (Σ = discountKobo). */
  lineDiscountsKobo: number[];
}

export interface DiscountResult {
  /** Each line's discount in kobo, in the order of `lines`; Σ = the lines' discount. */
  lineDiscountsKobo: number[];
  /** A free-delivery promotion applies: pricing waives the delivery fee. */
  freeDelivery: boolean;
  applied: AppliedPromotionKobo[];
  /** Why the shopper's code did not apply, in their words; null when it did or none was given. */
  codeError: string | null;
  /** Why, as a reason ('unknown': no promotion has the code); null when it applied or none was given. */
  codeRefusal: CodeRefusal | 'unknown' | null;
  /** The promotion the shopper's code names, whether it applied or not; null for none or an unknown code. */
  codePromotion: { id: number; name: string; code: string } | null;
}

export const ruleColumns = {
  id: promotions.id,
  name: promotions.name,
  code: promotions.code,
  kind: promotions.kind,
  percentOff: promotions.percentOff,
  amountOffKobo: promotions.amountOffKobo,
  maxDiscountKobo: promotions.maxDiscountKobo,
  scope: promotions.scope,
  minSubtotalKobo: promotions.minSubtotalKobo,
  firstOrderOnly: promotions.firstOrderOnly,
  appliesToSaleItems: promotions.appliesToSaleItems,
  startsAt: promotions.startsAt,
  endsAt: promotions.endsAt,
  usageLimit: promotions.usageLimit,
  perCustomerLimit: promotions.perCustomerLimit,
  used: promotions.used,
  pausedAt: promotions.pausedAt,
};

/** The automatic promotions running at `now` (not paused, within their dates). */
export const runningAutomatic = (now: Date): SQL =>
  and(
    isNull(promotions.code),
    isNull(promotions.pausedAt),
    lte(promotions.startsAt, now),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
  ) as SQL;

/**
 * Promotions matching `where`, with the categories and products of their scope, in id order: one statement, since
 * every quote and checkout asks (and on PGlite each statement waits its turn at the one connection).
 */
export async function loadRules(db: Executor, where: SQL): Promise<PromotionRule[]> {
  return db
    .select({
      ...ruleColumns,
      categoryIds: scopeIds(promotionCategories, promotionCategories.categoryId),
      productIds: scopeIds(promotionProducts, promotionProducts.productId),
    })
    .from(promotions)
    .where(where)
    .orderBy(asc(promotions.id));
}

/** The ids in a promotion's scope table, as an array beside its row. */
const scopeIds = (
  table: typeof promotionCategories | typeof promotionProducts,
  column: typeof promotionCategories.categoryId | typeof promotionProducts.productId,
) =>
  sql<
    number[]
  >`array(select ${column} from ${table} where ${table.promotionId} = ${promotions.id} order by 1)`;

/**
 * What the rules need to know of the shopper: only what the candidate promotions ask about. A promotion limited per
 * customer is judged by the account's uses and by those of each of its verified contacts, whichever is more.
 */
export async function shopperHistory(
  db: Executor,
  userId: number,
  rules: PromotionRule[],
  exceptOrder?: number,
): Promise<ShopperHistory> {
  const limited = rules.filter((r) => r.perCustomerLimit !== null).map((r) => r.id);
  const [uses, contacts, earlier] = await readAll(db, [
    () =>
      limited.length
        ? db
            .select({ promotionId: promotionCustomerUses.promotionId, uses: promotionCustomerUses.uses })
            .from(promotionCustomerUses)
            .where(
              and(
                eq(promotionCustomerUses.userId, userId),
                inArray(promotionCustomerUses.promotionId, limited),
              ),
            )
        : [],
    () => (limited.length ? verifiedContacts(db, userId) : []),
    () => (rules.some((r) => r.firstOrderOnly) ? countEarlierOrders(db, userId, exceptOrder) : 0),
  ]);
  const contactUses = contacts.length
    ? await db
        .select({ promotionId: promotionContactUses.promotionId, uses: max(promotionContactUses.uses) })
        .from(promotionContactUses)
        .where(
          and(
            inArray(promotionContactUses.contact, contacts),
            inArray(promotionContactUses.promotionId, limited),
          ),
        )
        .groupBy(promotionContactUses.promotionId)
    : [];
  const byPromotion = new Map(uses.map((u) => [u.promotionId, u.uses]));
  for (const c of contactUses)
    byPromotion.set(c.promotionId, Math.max(byPromotion.get(c.promotionId) ?? 0, c.uses ?? 0));
  return {
    earlierOrders: earlier,
    usesOf: (id) => byPromotion.get(id) ?? 0,
    verified: contacts.length > 0,
  };
}

/** The shopper's orders that were not cancelled (a first order that was cancelled leaves the next one first). */
async function countEarlierOrders(db: Executor, userId: number, exceptOrder?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, 'cancelled'),
        exceptOrder === undefined ? undefined : ne(orders.id, exceptOrder),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The promotions that apply to a cart now: at most one code plus any automatic ones, each line's share in kobo.
 * Automatic promotions apply first, in the order they were made, then the code, each to what earlier ones left of
 * the lines it reaches. Pure reads; using a code is `reservePromotionUses`, inside checkout's transaction.
 */
export async function computeDiscounts(db: Executor, input: DiscountInput): Promise<DiscountResult> {
  const where = input.code
    ? or(runningAutomatic(input.now), sql`upper(${promotions.code}) = ${input.code}`)
    : runningAutomatic(input.now);
  const rules = await loadRules(db, where as SQL);
  const history = await shopperHistory(db, input.userId, rules);
  const codeRule = input.code ? rules.find((r) => r.code !== null) : undefined;
  let codeRefusal: CodeRefusal | 'unknown' | null = input.code && !codeRule ? 'unknown' : null;

  const taken = input.lines.map(() => 0);
  const applied: AppliedPromotionKobo[] = [];
  let freeDelivery = false;
  const ordered = [...rules.filter((r) => r.code === null), ...(codeRule ? [codeRule] : [])];
  for (const rule of ordered) {
    const why = refusal(rule, input.lines, input.subtotalKobo, history, input.now);
    if (why !== null) {
      if (rule === codeRule) codeRefusal = why;
      continue;
    }
    const outcome = applyRule(rule, input.lines, taken);
    outcome.lineDiscountsKobo.forEach((d, i) => (taken[i] = (taken[i] ?? 0) + d));
    freeDelivery ||= outcome.freeDelivery;
    applied.push({
      id: rule.id,
      name: rule.name,
      code: rule.code,
      kind: rule.kind,
      discountKobo: outcome.discountKobo,
      lineDiscountsKobo: outcome.lineDiscountsKobo,
    });
  }
  const codePromotion =
    codeRule && codeRule.code !== null ? { id: codeRule.id, name: codeRule.name, code: codeRule.code } : null;
  const codeError = codeRefusal === null ? null : refusalMessage(codeRefusal, codeRule);
  return { lineDiscountsKobo: taken, freeDelivery, applied, codeError, codeRefusal, codePromotion };
}

/** The 409 a checkout gets when a promotion it was quoted ran out meanwhile. */
export function ranOut(
  p: { id: number; name: string; code: string | null },
  why: 'total' | 'customer' | 'first',
) {
  const what = p.code ? `The code ${p.code}` : `The promotion “${p.name}”`;
  const message =
    why === 'total'
      ? `${what} has been used up.`
      : why === 'customer'
        ? `${what} has already been used as many times as it allows you.`
        : `${what} is for your first order only.`;
  return conflict(`${message} Check the new total and place your order again.`, {
    reason: 'promotion',
    promotion_id: p.id,
    code: p.code,
  });
}

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
