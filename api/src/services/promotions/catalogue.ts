// The storefront's promotion prices (docs/storefront.md §2.12): what one unit of each variant costs at checkout with
// the automatic promotions running now, from the same rules as the quote (rules.ts), so a card's price is what the
// quote charges for one unit.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fromKobo, toKobo } from 'shared-contracts/money';
import type { Product, ProductPromotion } from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../db/client.js';
import { promotionCategories, promotionProducts, promotions } from '../../db/schema.js';
import { effectivePriceKobo } from '../../lib/money.js';
import { ruleColumns, runningAutomatic } from './apply.js';
import { applyRule, refusal, type PromotionRule, type RuleLine, type ShopperHistory } from './rules.js';

const categoryIdsJson = sql<number[]>`coalesce((
  select json_agg(${promotionCategories.categoryId}) from ${promotionCategories}
  where ${promotionCategories.promotionId} = ${promotions.id}), '[]'::json)`;
const productIdsJson = sql<number[]>`coalesce((
  select json_agg(${promotionProducts.productId}) from ${promotionProducts}
  where ${promotionProducts.promotionId} = ${promotions.id}), '[]'::json)`;

/**
 * The automatic promotions that can lower a product's price for any shopper, in the order checkout applies them
 * (the order they were made), with their scope: running now, a percentage or a fixed amount, not for first orders
 * only (a returning shopper would not get it). One query.
 */
export async function loadCataloguePromotions(db: Executor, now: Date): Promise<PromotionRule[]> {
  const rows = await db
    .select({ ...ruleColumns, categoryIds: categoryIdsJson, productIds: productIdsJson })
    .from(promotions)
    .where(
      and(
        runningAutomatic(now),
        inArray(promotions.kind, ['percentage', 'fixed']),
        eq(promotions.firstOrderOnly, false),
      ),
    )
    .orderBy(asc(promotions.id));
  return rows;
}

/**
 * A shopper who has used nothing yet, with a confirmed email: what an anonymous visitor is shown. (An account whose
 * email is not confirmed yet gets no promotion limited per customer at checkout until it is.)
 */
const NEW_SHOPPER: ShopperHistory = { earlierOrders: 0, usesOf: () => 0, verified: true };

interface VariantOutcome {
  variantId: number;
  priceKobo: number;
  /** What each promotion that applied took off, in the order applied. */
  taken: { rule: PromotionRule; kobo: number }[];
}

/** One unit of a variant in a cart of its own, through the automatic promotions in checkout's order. */
function oneUnit(product: Product, variant: Product['variants'][number], rules: PromotionRule[], now: Date) {
  const regularUnitKobo = toKobo(variant.regular_price);
  const unitKobo = effectivePriceKobo({
    salePriceKobo: toKobo(variant.sale_price),
    regularPriceKobo: regularUnitKobo,
  });
  const line: RuleLine = {
    productId: product.id,
    categoryId: product.category.id,
    quantity: 1,
    regularUnitKobo,
    unitKobo,
  };
  const outcome: VariantOutcome = { variantId: variant.id, priceKobo: unitKobo, taken: [] };
  let taken = 0;
  for (const rule of rules) {
    if (refusal(rule, [line], unitKobo, NEW_SHOPPER, now) !== null) continue;
    const kobo = Math.min(applyRule(rule, [line], [taken]).discountKobo, unitKobo - taken);
    if (kobo <= 0) continue;
    taken += kobo;
    outcome.taken.push({ rule, kobo });
  }
  outcome.priceKobo = unitKobo - taken;
  return outcome;
}

/**
 * The product's automatic promotion as the storefront shows it, or undefined when no promotion scoped to its
 * category or to it lowers one of its variants. A whole-order automatic promotion is a cart promotion, shown at
 * checkout, and names nothing here; when it applies to one unit alongside a scoped one, the price includes it, as
 * the quote's does.
 */
export function promotionOfProduct(
  product: Product,
  rules: PromotionRule[],
  now: Date,
): ProductPromotion | undefined {
  if (rules.length === 0 || product.variants.length === 0) return undefined;
  const outcomes = product.variants.map((variant) => oneUnit(product, variant, rules, now));
  const promoted = outcomes.filter((o) => o.taken.some((t) => t.rule.scope !== 'order'));
  if (promoted.length === 0) return undefined;
  const best = promoted.reduce((a, b) => (b.priceKobo < a.priceKobo ? b : a));
  const named = best.taken
    .filter((t) => t.rule.scope !== 'order')
    .reduce((a, b) => (b.kobo > a.kobo ? b : a));
  const ends = best.taken
    .map((t) => t.rule.endsAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const lowestKobo = Math.min(
    ...outcomes.map((o) => (promoted.includes(o) ? o.priceKobo : o.priceKobo + sumTaken(o))),
  );
  return {
    name: named.rule.name,
    price: fromKobo(lowestKobo),
    ends_at: ends ? ends.toISOString() : null,
    variant_prices: promoted.map((o) => ({ variant_id: o.variantId, price: fromKobo(o.priceKobo) })),
  };
}

const sumTaken = (o: VariantOutcome): number => o.taken.reduce((a, t) => a + t.kobo, 0);

/** The products with their automatic promotion (one query for the promotions running, however many products). */
export async function withPromotionPrices(
  db: Executor,
  products: Product[],
  now = new Date(),
): Promise<Product[]> {
  if (products.length === 0) return products;
  const rules = await loadCataloguePromotions(db, now);
  if (rules.length === 0) return products;
  return products.map((product) => {
    const promotion = promotionOfProduct(product, rules, now);
    return promotion ? { ...product, promotion } : product;
  });
}
