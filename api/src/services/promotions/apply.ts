import type { PromotionKind } from 'shared-contracts/schemas/orders';
import type { Executor } from '../../db/client.js';

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
}

export interface DiscountResult {
  /** Each line's discount in kobo, in the order of `lines`; Σ = the lines' discount. */
  lineDiscountsKobo: number[];
  /** A free-delivery promotion applies: pricing waives the delivery fee. */
  freeDelivery: boolean;
  applied: AppliedPromotionKobo[];
  /** Why the shopper's code did not apply, in their words; null when it did or none was given. */
  codeError: string | null;
}

/**
 * The promotions that apply to a cart now: at most one code plus any automatic ones, each line's share in kobo.
 * Pure reads; using a code is `reservePromotionUses`, inside checkout's transaction.
 */
export async function computeDiscounts(_db: Executor, input: DiscountInput): Promise<DiscountResult> {
  return {
    lineDiscountsKobo: input.lines.map(() => 0),
    freeDelivery: false,
    applied: [],
    codeError: input.code ? 'This code does not exist' : null,
  };
}

/**
 * Takes one use of each applied promotion for the order, inside checkout's transaction; throws a 409
 * (`reason: 'promotion'`) when a cap was reached since the quote.
 */
export async function reservePromotionUses(
  _tx: Executor,
  _orderId: number,
  _userId: number,
  _applied: AppliedPromotionKobo[],
): Promise<void> {}

/** Gives an order's uses back (cancelled, or unpaid and expired). */
export async function releasePromotionUses(_tx: Executor, _orderId: number): Promise<void> {}
