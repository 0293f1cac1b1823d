import type { FastifyInstance } from 'fastify';
import { promotionCategories, promotionProducts, promotions } from '../src/modules/promotions/index.js';
import { address } from './fixtures.js';

const DAY = 86_400_000;

export type PromotionFixture = Partial<typeof promotions.$inferInsert> & {
  categoryIds?: number[];
  productIds?: number[];
};

/** A promotion straight in the database: running since yesterday, no end, whole order, unless told otherwise. */
export async function createPromotion(app: FastifyInstance, fixture: PromotionFixture) {
  const { categoryIds = [], productIds = [], ...values } = fixture;
  const [promotion] = await app.db
    .insert(promotions)
    .values({
      name: 'Test promotion',
      kind: 'percentage',
      percentOff: 10,
      scope: categoryIds.length ? 'categories' : productIds.length ? 'products' : 'order',
      startsAt: new Date(Date.now() - DAY),
      ...values,
    })
    .returning();
  if (!promotion) throw new Error('promotion not created');
  if (categoryIds.length)
    await app.db
      .insert(promotionCategories)
      .values(categoryIds.map((categoryId) => ({ promotionId: promotion.id, categoryId })));
  if (productIds.length)
    await app.db
      .insert(promotionProducts)
      .values(productIds.map((productId) => ({ promotionId: promotion.id, productId })));
  return promotion;
}

export interface QuoteAnswer {
  items: { product_id: number; discount: number }[];
  subtotal: number;
  discount: number;
  shipping_fee: number;
  total: number;
  promotions: { id: number; name: string; code: string | null; kind: string; discount: number }[];
  promo_code: { code: string; applied: boolean; message: string | null } | null;
}

export async function quote(app: FastifyInstance, headers: Record<string, string>, code?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/orders/quote${code === undefined ? '' : `?promo_code=${encodeURIComponent(code)}`}`,
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`quote failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: QuoteAnswer }>().data;
}

export function placeWithCode(
  app: FastifyInstance,
  headers: Record<string, string>,
  code?: string,
  expectedTotal?: number,
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/checkout',
    headers,
    payload: {
      shipping_address: address,
      payment_method: 'pay_on_delivery',
      ...(code === undefined ? {} : { promo_code: code }),
      ...(expectedTotal === undefined ? {} : { expected_total: expectedTotal }),
    },
  });
}
