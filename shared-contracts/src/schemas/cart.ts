import * as v from 'valibot';
import { MAX_CART_QUANTITY } from '../constants';
import { productSummarySchema, variantSchema } from './catalog';
import { bodyIdSchema, intFromText, INT32_MAX } from './common';

const positiveId = bodyIdSchema;

/** POST products/add-to-cart */
export const addToCartSchema = v.object({
  product_id: positiveId('product_id'),
  variant_id: positiveId('variant_id'),
  quantity: v.optional(
    v.pipe(
      v.number('quantity must be a number'),
      v.finite('quantity must be a number'),
      v.integer('quantity must be a whole number'),
      v.minValue(1, 'quantity must be at least 1'),
      v.maxValue(MAX_CART_QUANTITY, `quantity must be at most ${MAX_CART_QUANTITY}`),
    ),
    1,
  ),
});
export type AddToCartInput = v.InferInput<typeof addToCartSchema>;

/** PATCH products/update-cart-quantity; quantity ≤ 0 removes the line. */
export const updateCartQuantitySchema = v.object({
  product_id: positiveId('product_id'),
  variant_id: positiveId('variant_id'),
  quantity: v.pipe(
    v.number('quantity must be a number'),
    v.finite('quantity must be a number'),
    v.integer('quantity must be a whole number'),
    v.minValue(-INT32_MAX, 'quantity must be a whole number'),
    v.maxValue(MAX_CART_QUANTITY, `quantity must be at most ${MAX_CART_QUANTITY}`),
  ),
});
export type UpdateCartQuantityInput = v.InferInput<typeof updateCartQuantitySchema>;

export const cartLineParamsSchema = v.object({
  product_id: intFromText('product_id', 1, INT32_MAX),
  variant_id: intFromText('variant_id', 1, INT32_MAX),
});

/** POST products/add-to-wishlist: the product, and the variant the shopper chose, if any (adding again updates it). */
export const wishlistAddSchema = v.object({
  product_id: positiveId('product_id'),
  variant_id: v.optional(positiveId('variant_id')),
});
export type WishlistAddInput = v.InferInput<typeof wishlistAddSchema>;

export const cartItemSchema = v.object({
  product: productSummarySchema,
  variant: variantSchema,
  quantity: v.number(),
});
export type CartItem = v.InferOutput<typeof cartItemSchema>;

export const cartSchema = v.object({ id: v.number(), cart_items: v.array(cartItemSchema) });
export type Cart = v.InferOutput<typeof cartSchema>;

export const wishlistItemSchema = v.object({
  product: v.object({ ...productSummarySchema.entries, price: v.number(), in_stock: v.boolean() }),
  /** The chosen variant, with its price and stock; null when none was chosen. */
  variant: v.nullable(variantSchema),
  added_at: v.string(),
});
export type WishlistItem = v.InferOutput<typeof wishlistItemSchema>;

/** What moving a wishlist item to the cart answers: both lists as they now are. */
export const wishlistMoveAnswerSchema = v.object({ cart: cartSchema, wishlist: v.array(wishlistItemSchema) });
export type WishlistMoveAnswer = v.InferOutput<typeof wishlistMoveAnswerSchema>;
