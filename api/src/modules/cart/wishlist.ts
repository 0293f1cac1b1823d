import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { WishlistItem } from 'shared-contracts/schemas/cart';
import type { Executor } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { products, variants } from '../../db/schema.js';
import { wishlistItems } from './tables.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { addToCart, findPurchasable } from './cart.js';
import { loadSummaries, loadVariants } from '../catalog/index.js';

/** The shopper's wishlist, newest first, each with its chosen variant; products no longer published are left out. */
export async function loadWishlist(db: Executor, userId: number): Promise<WishlistItem[]> {
  const rows = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id));
  const [summaries, variantMap] = await readAll(db, [
    () =>
      loadSummaries(
        db,
        rows.map((r) => r.productId),
      ),
    () =>
      loadVariants(
        db,
        rows.flatMap((r) => (r.variantId === null ? [] : [r.variantId])),
      ),
  ]);
  return rows.flatMap((r) => {
    const product = summaries.get(r.productId);
    if (!product || !product.published) return [];
    const variant = r.variantId === null ? null : (variantMap.get(r.variantId) ?? null);
    return [{ product, variant, added_at: r.addedAt.toISOString() }];
  });
}

/**
 * Adds a published product, with the variant the shopper chose if any; adding it again changes nothing but the
 * chosen variant (when one is given).
 */
export async function addToWishlist(
  db: Executor,
  userId: number,
  productId: number,
  variantId?: number,
): Promise<void> {
  if (variantId !== undefined) {
    // The same refusals as the cart's: no such product, not published, no such variant, another product's.
    await findPurchasable(db, productId, variantId);
  } else {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.published, true)));
    if (!product) throw notFound('Product not found.');
  }
  const insert = db.insert(wishlistItems).values({ userId, productId, variantId: variantId ?? null });
  await (variantId === undefined
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({
        target: [wishlistItems.userId, wishlistItems.productId],
        set: { variantId },
      }));
}

export async function removeFromWishlist(db: Executor, userId: number, productId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/**
 * Moves a wishlist item into the cart (one of its chosen variant, else of the product's first variant in stock) in
 * one transaction: the wishlist row is locked, so a second request for the same item (a double click) finds it gone
 * and adds nothing.
 */
export async function moveWishlistItemToCart(db: Executor, userId: number, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
      .for('update');
    if (!row) throw notFound('This item is no longer in your wishlist.');
    let variantId = row.variantId;
    if (variantId === null) {
      const [inStock] = await tx
        .select({ id: variants.id })
        .from(variants)
        .where(and(eq(variants.productId, productId), gt(variants.stock, 0)))
        .orderBy(asc(variants.id))
        .limit(1);
      if (!inStock) {
        const [product] = await tx
          .select({ name: products.name })
          .from(products)
          .where(eq(products.id, productId));
        throw conflict(`${product?.name ?? 'This product'} is out of stock.`);
      }
      variantId = inStock.id;
    }
    await addToCart(tx, userId, productId, variantId, 1);
    await tx.delete(wishlistItems).where(eq(wishlistItems.id, row.id));
  });
}
