import { and, desc, eq } from 'drizzle-orm';
import type { WishlistItem } from 'shared-contracts/schemas/cart';
import type { Executor } from '../db/client.js';
import { products, wishlistItems } from '../db/schema.js';
import { notFound } from '../lib/http-error.js';
import { loadSummaries } from './catalog.js';

/** The shopper's wishlist, newest first; products no longer published are left out. */
export async function loadWishlist(db: Executor, userId: number): Promise<WishlistItem[]> {
  const rows = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id));
  const summaries = await loadSummaries(
    db,
    rows.map((r) => r.productId),
  );
  return rows.flatMap((r) => {
    const product = summaries.get(r.productId);
    return product && product.published ? [{ product, added_at: r.addedAt.toISOString() }] : [];
  });
}

/** Adds a published product; adding it again changes nothing. */
export async function addToWishlist(db: Executor, userId: number, productId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
  if (!product) throw notFound('Product not found.');
  await db.insert(wishlistItems).values({ userId, productId: product.id }).onConflictDoNothing();
}

export async function removeFromWishlist(db: Executor, userId: number, productId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
