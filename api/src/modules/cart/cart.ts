import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Cart } from 'shared-contracts/schemas/cart';
import { MAX_CART_QUANTITY } from 'shared-contracts/constants';
import type { Executor } from '../../db/client.js';
import { products, variants } from '../../db/schema.js';
import { cartItems, carts } from './tables.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { loadProducts, summaryOfProduct } from '../catalog/index.js';

/** The user's cart id, created on first use. */
export async function cartIdOf(db: Executor, userId: number): Promise<number> {
  const existing = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (existing[0]) return existing[0].id;
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const created = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (!created[0]) throw new Error('cart could not be created');
  return created[0].id;
}

/** How many lines the account's cart has (0 without a cart). */
export async function cartLineCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));
  return row?.lines ?? 0;
}

export async function loadCart(db: Executor, userId: number): Promise<Cart> {
  return loadCartById(db, await cartIdOf(db, userId));
}

/** A cart by its id: its lines, then their products with every variant, in two queries. */
export async function loadCartById(db: Executor, id: number): Promise<Cart> {
  const lines = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, id))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const found = new Map(
    (await loadProducts(db, [...new Set(lines.map((l) => l.productId))])).map((p) => [p.id, p]),
  );
  return {
    id,
    cart_items: lines.flatMap((line) => {
      const full = found.get(line.productId);
      const variant = full?.variants.find((v) => v.id === line.variantId);
      if (!full || !variant) return [];
      const { price: _p, in_stock: _s, ...product } = summaryOfProduct(full);
      return [{ product, variant, quantity: line.quantity }];
    }),
  };
}

/** A published product and one of its variants (one query), or the error the shopper should see. */
export async function findPurchasable(db: Executor, productId: number, variantId: number) {
  const [row] = await db
    .select({
      product: { id: products.id, name: products.name, published: products.published },
      variant: variants,
    })
    .from(products)
    .leftJoin(variants, eq(variants.id, variantId))
    .where(eq(products.id, productId));
  if (!row || !row.product.published) throw notFound('Product not found.');
  const { product, variant } = row;
  if (!variant) throw notFound('Variant not found.');
  if (variant.productId !== product.id)
    throw badRequest('This variant does not belong to that product.', {
      variant_id: ['This variant does not belong to that product.'],
    });
  return { product, variant };
}

function ensureAvailable(name: string, stock: number, quantity: number): void {
  if (quantity > MAX_CART_QUANTITY) {
    throw badRequest(`quantity must be at most ${MAX_CART_QUANTITY}`, {
      quantity: [`quantity must be at most ${MAX_CART_QUANTITY}`],
    });
  }
  if (quantity > stock) {
    throw conflict(stock === 0 ? `${name} is out of stock.` : `Only ${stock} of ${name} left in stock.`);
  }
}

/** A change of a shopper's cart, run inside the caller's transaction; answers the cart's id. */
export type CartChange = (db: Executor, userId: number) => Promise<number>;

/** Each change below answers the cart's id, so the caller can load the cart without looking it up again. */
export async function addToCart(
  db: Executor,
  userId: number,
  productId: number,
  variantId: number,
  quantity: number,
): Promise<number> {
  const { product, variant } = await findPurchasable(db, productId, variantId);
  const cartId = await cartIdOf(db, userId);
  const line = and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, productId),
    eq(cartItems.variantId, variantId),
  );
  const [existing] = await db.select({ quantity: cartItems.quantity }).from(cartItems).where(line);
  ensureAvailable(product.name, variant.stock, (existing?.quantity ?? 0) + quantity);
  await db
    .insert(cartItems)
    .values({ cartId, productId, variantId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
      set: { quantity: sql`${cartItems.quantity} + ${quantity}` },
    });
  return cartId;
}

export async function setCartQuantity(
  db: Executor,
  userId: number,
  productId: number,
  variantId: number,
  quantity: number,
): Promise<number> {
  const cartId = await cartIdOf(db, userId);
  const line = and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, productId),
    eq(cartItems.variantId, variantId),
  );
  if (quantity <= 0) {
    await db.delete(cartItems).where(line);
    return cartId;
  }
  const { product, variant } = await findPurchasable(db, productId, variantId);
  ensureAvailable(product.name, variant.stock, quantity);
  await db
    .insert(cartItems)
    .values({ cartId, productId, variantId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
      set: { quantity },
    });
  return cartId;
}

export async function removeFromCart(
  db: Executor,
  userId: number,
  productId: number,
  variantId: number,
): Promise<number> {
  const cartId = await cartIdOf(db, userId);
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        eq(cartItems.variantId, variantId),
      ),
    );
  return cartId;
}

export async function clearCart(db: Executor, userId: number): Promise<number> {
  const cartId = await cartIdOf(db, userId);
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  return cartId;
}
