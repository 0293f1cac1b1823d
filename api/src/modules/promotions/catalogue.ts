// The storefront's promotion prices (docs/storefront.md §2.12): what each unit of each variant costs at checkout with
// the automatic promotions running now, from the same rules as the quote (rules.ts), so a card's price is what the
// quote charges for each unit; promotions that take an amount off the order of a product are offers, not prices.
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { fromKobo, toKobo } from 'shared-contracts/money';
import type {
  MyProductPrices,
  Product,
  ProductOffer,
  ProductPromotion,
} from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../db/client.js';
import { promotionCategories, promotionProducts, promotions } from './tables.js';
import { effectivePriceKobo } from '../../lib/money.js';
import { ruleColumns, runningAutomatic, shopperHistory } from './apply.js';
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
export const NEW_SHOPPER: ShopperHistory = { earlierOrders: 0, usesOf: () => 0, verified: true };

/**
 * Whether a promotion takes the same off each unit whatever the quantity: a percentage without a cap. A fixed amount
 * is taken once off the lines it reaches, and a cap is for the order: ₦1,000 off is ₦13,800 for one ₦14,800 unit but
 * ₦43,400 for three, so neither is a price for each unit.
 */
const perUnit = (rule: PromotionRule): boolean => rule.kind === 'percentage' && rule.maxDiscountKobo === null;

interface VariantOutcome {
  variantId: number;
  priceKobo: number;
  /** What each promotion that applied took off, in the order applied. */
  taken: { rule: PromotionRule; kobo: number }[];
}

/** A variant as the rules see one unit of it in a cart of its own. */
function lineOf(product: Product, variant: Product['variants'][number]): RuleLine {
  const regularUnitKobo = toKobo(variant.regular_price);
  return {
    productId: product.id,
    categoryId: product.category.id,
    quantity: 1,
    regularUnitKobo,
    unitKobo: effectivePriceKobo({
      salePriceKobo: toKobo(variant.sale_price),
      regularPriceKobo: regularUnitKobo,
    }),
  };
}

/** One unit of a variant in a cart of its own, through the automatic promotions in checkout's order. */
function oneUnit(
  product: Product,
  variant: Product['variants'][number],
  rules: PromotionRule[],
  shopper: ShopperHistory,
  now: Date,
): VariantOutcome {
  const line = lineOf(product, variant);
  const outcome: VariantOutcome = { variantId: variant.id, priceKobo: line.unitKobo, taken: [] };
  let taken = 0;
  for (const rule of rules) {
    if (refusal(rule, [line], line.unitKobo, shopper, now) !== null) continue;
    const kobo = Math.min(applyRule(rule, [line], [taken]).discountKobo, line.unitKobo - taken);
    if (kobo <= 0) continue;
    taken += kobo;
    outcome.taken.push({ rule, kobo });
  }
  outcome.priceKobo = line.unitKobo - taken;
  return outcome;
}

/** The smallest per-customer limit of these promotions, as the storefront's answer carries it (absent: none). */
function perCustomerLimitOf(rules: PromotionRule[]): { per_customer_limit?: number } {
  const limits = rules.flatMap((r) => (r.perCustomerLimit === null ? [] : [r.perCustomerLimit]));
  return limits.length ? { per_customer_limit: Math.min(...limits) } : {};
}

/** A product's automatic promotion and offers as the storefront shows them (both absent when none reaches it). */
export interface ProductPromotions {
  promotion?: ProductPromotion;
  offers?: ProductOffer[];
}

/**
 * The product's automatic promotions as the storefront shows them, for `shopper` (a new one for the public
 * answers). A promotion that reaches one unit of a variant is either a price for each unit (a percentage without a
 * cap) or an offer on the order of the product (a fixed amount, or a capped percentage), shown as what it is; a
 * percentage that checkout applies after such an offer takes its share of what the offer left, so it is an offer
 * too. The price (`promotion`) is the per-unit promotions that come before any offer, in checkout's order; it is
 * absent when none of them is scoped to the product's category or to it. A whole-order automatic promotion is a cart
 * promotion, shown at checkout, and names nothing here; a percentage of one without a cap that applies to one unit
 * alongside a scoped one is in the price, as the quote's is.
 */
export function promotionOfProduct(
  product: Product,
  rules: PromotionRule[],
  now: Date,
  shopper: ShopperHistory = NEW_SHOPPER,
): ProductPromotions {
  if (rules.length === 0 || product.variants.length === 0) return {};
  // The promotions that take something off one unit of some variant, in checkout's order, and those variants.
  const reached = product.variants.map((variant) => oneUnit(product, variant, rules, shopper, now));
  const variantsOf = (rule: PromotionRule) =>
    reached.filter((o) => o.taken.some((t) => t.rule === rule)).map((o) => o.variantId);
  const applying = rules.filter((rule) => variantsOf(rule).length > 0);
  const firstOffer = applying.findIndex((rule) => rule.scope !== 'order' && !perUnit(rule));
  const priced = (firstOffer < 0 ? applying : applying.slice(0, firstOffer)).filter(perUnit);
  const offers = (firstOffer < 0 ? [] : applying.slice(firstOffer))
    .filter((rule) => rule.scope !== 'order')
    .map((rule) => offerOf(rule, variantsOf(rule)));
  const promotion = priceOf(product, priced, shopper, now);
  return { ...(promotion ? { promotion } : {}), ...(offers.length ? { offers } : {}) };
}

/** A promotion on the order of a product, as the storefront shows it. */
const offerOf = (rule: PromotionRule, variantIds: number[]): ProductOffer => ({
  name: rule.name,
  variant_ids: variantIds,
  amount_off: rule.kind === 'fixed' && rule.amountOffKobo !== null ? fromKobo(rule.amountOffKobo) : null,
  percent_off: rule.kind === 'percentage' ? rule.percentOff : null,
  max_off:
    rule.kind === 'percentage' && rule.maxDiscountKobo !== null ? fromKobo(rule.maxDiscountKobo) : null,
  ends_at: rule.endsAt ? rule.endsAt.toISOString() : null,
  ...perCustomerLimitOf([rule]),
});

/** Each variant's price for one unit with the per-unit promotions `rules`; undefined when no scoped one lowers one. */
function priceOf(
  product: Product,
  rules: PromotionRule[],
  shopper: ShopperHistory,
  now: Date,
): ProductPromotion | undefined {
  if (rules.length === 0) return undefined;
  const outcomes = product.variants.map((variant) => oneUnit(product, variant, rules, shopper, now));
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
    ...perCustomerLimitOf([...new Set(promoted.flatMap((o) => o.taken.map((t) => t.rule)))]),
  };
}

const sumTaken = (o: VariantOutcome): number => o.taken.reduce((a, t) => a + t.kobo, 0);

/** The products with their automatic promotions (one query for the promotions running, however many products). */
export async function withPromotionPrices(
  db: Executor,
  products: Product[],
  now = new Date(),
): Promise<Product[]> {
  if (products.length === 0) return products;
  const rules = await loadCataloguePromotions(db, now);
  if (rules.length === 0) return products;
  return products.map((product) => {
    const found = promotionOfProduct(product, rules, now);
    return found.promotion || found.offers ? { ...product, ...found } : product;
  });
}

/**
 * A signed-in shopper's own promotions for these products: as the public answer, less the promotions they have used
 * as often as each allows them (what their quote would say).
 */
export async function myPromotionPrices(
  db: Executor,
  userId: number,
  products: Product[],
  now = new Date(),
): Promise<MyProductPrices> {
  const rules = products.length ? await loadCataloguePromotions(db, now) : [];
  const shopper = await shopperHistory(db, userId, rules);
  return products.map((product) => {
    const found = promotionOfProduct(product, rules, now, shopper);
    return { product_id: product.id, promotion: found.promotion ?? null, offers: found.offers ?? [] };
  });
}

/**
 * When the storefront's promotion prices next change by the clock: the next start or end, after `now`, of an
 * automatic promotion that can show on the catalogue (not paused: resuming one is a write). Caches of the catalogue
 * keep nothing past it; null when no such change is coming.
 */
export async function nextCataloguePriceChange(db: Executor, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(case when ${gt(promotions.startsAt, now)} then ${promotions.startsAt} else ${promotions.endsAt} end)`.mapWith(
        promotions.endsAt,
      ),
    })
    .from(promotions)
    .where(
      and(
        isNull(promotions.code),
        isNull(promotions.pausedAt),
        inArray(promotions.kind, ['percentage', 'fixed']),
        eq(promotions.firstOrderOnly, false),
        or(gt(promotions.startsAt, now), gt(promotions.endsAt, now)),
      ),
    );
  return row?.at ?? null;
}
