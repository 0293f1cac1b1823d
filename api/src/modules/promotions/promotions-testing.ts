import type { FastifyInstance } from 'fastify';
import { addToCart, createProduct, shopper, type UserFixture } from '../../../test/fixtures.js';
import type { DatabaseKind } from '../../../test/helpers.js';

/** Shared by the promotions tests: plain numbers, fresh codes and shoppers with a cart. */
export const DAY = 86_400_000;
export const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
/** The Lagos zone's delivery fee (Settings, as the migrations set it up): the test address is in Lagos. */
export const LAGOS_FEE_NAIRA = 2_500;

/** Codes no other test of this app used, and carts, for the test app `app()` answers (built in a beforeAll). */
export function promotionsFixtures(kind: DatabaseKind, app: () => FastifyInstance) {
  let codes = 0;
  const code = (prefix: string) => `${prefix}${(codes += 1)}${kind === 'postgres' ? 'P' : 'L'}`;

  /** A signed-in shopper with these lines (Naira prices) in the cart; `verified`: their email is confirmed. */
  async function cartWith(
    items: { price: number; salePrice?: number; quantity?: number; categoryId?: number }[],
    fixture: UserFixture = {},
  ) {
    const s = await shopper(app(), 'REGULAR', fixture);
    const made = [];
    for (const item of items) {
      const p = await createProduct(app(), {
        price: item.price,
        ...(item.salePrice ? { salePrice: item.salePrice } : {}),
        ...(item.categoryId ? { categoryId: item.categoryId } : {}),
        stock: 50,
      });
      await addToCart(app(), s.headers, p.product.id, p.variant.id, item.quantity ?? 1);
      made.push(p);
    }
    return { ...s, products: made };
  }

  return { code, cartWith };
}
