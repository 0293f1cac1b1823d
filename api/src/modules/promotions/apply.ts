import { and, asc, eq, inArray, isNull, lte, max, ne, or, sql, gt, type SQL } from 'drizzle-orm';
import type { PromotionKind } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { orders } from '../../db/schema.js';
import {
  promotionCategories,
  promotionContactUses,
  promotionCustomerUses,
  promotionProducts,
  promotions,
} from './tables.js';
import { conflict } from '../../lib/http-error.js';
import { verifiedContacts } from '../customers/index.js';
import {
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
export async function countEarlierOrders(
  db: Executor,
  userId: number,
  exceptOrder?: number,
): Promise<number> {
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
