// The arithmetic of promotions, without the database: which lines a promotion reaches, what it takes off, and how
// that is spread over the lines in kobo. apply.ts loads the promotions and the shopper's history and calls these;
// the storefront's promotion prices (catalogue.ts) call them for one unit, so both say the same.
import type { PromotionKind } from 'shared-contracts/schemas/orders';
import { plainNaira } from 'shared-contracts/money';

export type PromotionScope = 'order' | 'categories' | 'products';

/** A promotion as the rules read it (kobo; dates as instants). */
export interface PromotionRule {
  id: number;
  name: string;
  code: string | null;
  kind: PromotionKind;
  percentOff: number | null;
  amountOffKobo: number | null;
  maxDiscountKobo: number | null;
  scope: PromotionScope;
  categoryIds: readonly number[];
  productIds: readonly number[];
  minSubtotalKobo: number;
  firstOrderOnly: boolean;
  appliesToSaleItems: boolean;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  used: number;
  pausedAt: Date | null;
}

export interface RuleLine {
  productId: number;
  categoryId: number | null;
  quantity: number;
  regularUnitKobo: number;
  unitKobo: number;
}

export type PromotionStatus = 'scheduled' | 'active' | 'ended' | 'paused';

/** Ended wins over paused (an ended promotion cannot come back by resuming it), paused over scheduled. */
export function promotionStatus(
  p: Pick<PromotionRule, 'startsAt' | 'endsAt' | 'pausedAt'>,
  now: Date,
): PromotionStatus {
  if (p.endsAt && p.endsAt.getTime() <= now.getTime()) return 'ended';
  if (p.pausedAt) return 'paused';
  if (p.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

/** Whether the promotion reaches this line: its scope, and a line already on sale only when it says so. */
export function reachesLine(p: PromotionRule, line: RuleLine): boolean {
  if (!p.appliesToSaleItems && line.unitKobo < line.regularUnitKobo) return false;
  if (p.scope === 'categories') return line.categoryId !== null && p.categoryIds.includes(line.categoryId);
  if (p.scope === 'products') return p.productIds.includes(line.productId);
  return true;
}

/**
 * What a shopper reads when their code does not apply (docs/storefront.md §2.12). A code that does not exist, has
 * ended, has not begun, is paused or is used up gets one answer, so guessing tells nobody which codes exist; the
 * reasons a shopper can act on (their own uses, a first order, what is in the cart, the minimum) are told.
 */
export const CODE_MESSAGES = {
  invalid: 'This code is not valid',
  alreadyUsed: 'You have already used this code',
  unverified: 'Confirm your email address to use this code. We sent you a link.',
  firstOrder: 'This code is for your first order only',
  nothingInCart: 'This code does not apply to anything in your cart',
  minimum: (kobo: number) => `Spend ${plainNaira(kobo)} or more to use this code`,
} as const;

/** Why a promotion does not apply to a cart now. */
export type CodeRefusal =
  | 'expired'
  | 'paused'
  | 'notYet'
  | 'usedUp'
  | 'alreadyUsed'
  | 'unverified'
  | 'firstOrder'
  | 'nothingInCart'
  | 'minimum';

/** The words for why a code does not apply ('unknown': no promotion has it); `rule` is the code's promotion. */
export function refusalMessage(why: CodeRefusal | 'unknown', rule: PromotionRule | undefined): string {
  if (why === 'alreadyUsed' || why === 'unverified' || why === 'firstOrder' || why === 'nothingInCart')
    return CODE_MESSAGES[why];
  if (why === 'minimum' && rule) return CODE_MESSAGES.minimum(rule.minSubtotalKobo);
  return CODE_MESSAGES.invalid;
}

/** What is known of the shopper when judging a promotion. */
export interface ShopperHistory {
  /** Orders placed before this one that were not cancelled. */
  earlierOrders: number;
  /**
   * Uses (reserved or redeemed) per promotion id: the most of the account's and of each of its verified contacts'
   * (another account with the same mailbox counts).
   */
  usesOf: (promotionId: number) => number;
  /**
   * Whether the account has a verified contact (modules/customers/customer-contacts.ts): per-customer limits need
   * one.
   */
  verified: boolean;
}

/**
 * What counts towards a promotion's minimum spend: for a promotion scoped to categories or products, only the lines
 * it reaches (at their selling price), as Jumia's "minimum spend on eligible items" and Saleor's specific-product
 * vouchers count it, so ₦20,000 of phones does not unlock a fashion-only code; for a whole-order promotion, the
 * cart's subtotal.
 */
export function qualifyingSubtotalKobo(
  p: PromotionRule,
  lines: readonly RuleLine[],
  subtotalKobo: number,
): number {
  if (p.scope === 'order') return subtotalKobo;
  return lines.reduce((sum, l) => (reachesLine(p, l) ? sum + l.unitKobo * l.quantity : sum), 0);
}

/**
 * Why the promotion does not apply to this cart now; null when it does. The order of the checks is the order a
 * shopper can act on: a code that cannot be used at all says so before "spend more".
 */
export function refusal(
  p: PromotionRule,
  lines: readonly RuleLine[],
  subtotalKobo: number,
  shopper: ShopperHistory,
  now: Date,
): CodeRefusal | null {
  const status = promotionStatus(p, now);
  if (status === 'ended') return 'expired';
  if (status === 'paused') return 'paused';
  if (status === 'scheduled') return 'notYet';
  if (p.usageLimit !== null && p.used >= p.usageLimit) return 'usedUp';
  if (p.perCustomerLimit !== null && shopper.usesOf(p.id) >= p.perCustomerLimit) return 'alreadyUsed';
  // A limit per customer means nothing to someone with many free accounts: it needs a confirmed mailbox.
  if (p.perCustomerLimit !== null && !shopper.verified) return 'unverified';
  if (p.firstOrderOnly && shopper.earlierOrders > 0) return 'firstOrder';
  if (!lines.some((l) => reachesLine(p, l))) return 'nothingInCart';
  if (qualifyingSubtotalKobo(p, lines, subtotalKobo) < p.minSubtotalKobo) return 'minimum';
  return null;
}

/**
 * Splits `total` kobo over `weights` in proportion, each share a whole kobo and Σ shares = total exactly: every
 * share is rounded down, and the kobo left over go one each to the largest remainders (the first line wins a tie).
 */
export function spreadKobo(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const big = BigInt(sum);
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = exact.map((x) => Number(x / big));
  let left = total - shares.reduce((a, s) => a + s, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x % big }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export interface RuleOutcome {
  /** Per line, what this promotion takes off (kobo). */
  lineDiscountsKobo: number[];
  discountKobo: number;
  freeDelivery: boolean;
}

/**
 * What the promotion takes off lines that already carry `taken` kobo of earlier promotions: a percentage of what is
 * left of the lines it reaches (rounded down to the kobo, at most its cap), or its fixed amount (at most what is
 * left), spread over those lines by what is left of each. Free delivery takes nothing off the lines.
 */
export function applyRule(
  p: PromotionRule,
  lines: readonly RuleLine[],
  taken: readonly number[],
): RuleOutcome {
  const left = lines.map((l, i) =>
    reachesLine(p, l) ? Math.max(0, l.unitKobo * l.quantity - (taken[i] ?? 0)) : 0,
  );
  const base = left.reduce((a, x) => a + x, 0);
  let total = 0;
  if (p.kind === 'percentage') {
    total = Number((BigInt(base) * BigInt(p.percentOff ?? 0)) / 100n);
    if (p.maxDiscountKobo !== null) total = Math.min(total, p.maxDiscountKobo);
  } else if (p.kind === 'fixed') {
    total = Math.min(p.amountOffKobo ?? 0, base);
  }
  const lineDiscountsKobo = spreadKobo(total, left);
  return { lineDiscountsKobo, discountKobo: total, freeDelivery: p.kind === 'free_delivery' };
}
