import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, products, variants } from '../../db/schema.js';
import { effectivePriceKobo } from '../../lib/money.js';
import { cartItems, carts } from '../cart/index.js';
import type { RateLine } from '../delivery/index.js';
import type { PricingLine } from './pricing.js';

/** A cart's lines with what pricing them needs, in variant-id order (the order checkout takes stock in). */
export function cartLines(db: Executor, which: SQL) {
  return db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      productName: products.name,
      published: products.published,
      categoryId: products.categoryId,
      vatClass: sql<'standard' | 'zero' | 'exempt'>`coalesce(${products.vatClass}, ${categories.vatClass})`,
      sku: variants.sku,
      stock: variants.stock,
      regularPriceKobo: variants.regularPriceKobo,
      salePriceKobo: variants.salePriceKobo,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .where(which)
    .orderBy(asc(cartItems.variantId));
}

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

export const pricingLines = (lines: CartLine[]): PricingLine[] =>
  lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    categoryId: l.categoryId,
    quantity: l.quantity,
    regularUnitKobo: l.regularPriceKobo,
    unitKobo: effectivePriceKobo(l),
    vatClass: l.vatClass,
  }));

/** The lines as the courier is asked to price their parcel. */
export const rateLines = (lines: CartLine[]): RateLine[] =>
  lines.map((l) => ({ name: l.productName, quantity: l.quantity, unitKobo: effectivePriceKobo(l) }));
