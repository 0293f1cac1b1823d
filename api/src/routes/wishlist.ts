import type { FastifyPluginAsync } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { wishlistAddSchema, wishlistItemSchema, type WishlistItem } from 'shared-contracts/schemas/cart';
import { envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import type { Executor } from '../db/client.js';
import { products, wishlistItems } from '../db/schema.js';
import { notFound } from '../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../plugins/app/validation.js';
import { loadSummaries } from '../services/catalog.js';

async function loadWishlist(db: Executor, userId: number): Promise<WishlistItem[]> {
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

const wishlistRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['wishlist'];
  app.addHook('onRequest', fastify.authenticate);

  app.get(
    '/wishlist',
    {
      schema: schema({
        tags,
        auth: true,
        response: { 200: envelopeSchema(v.array(wishlistItemSchema)) },
        summary: 'The wishlist, newest first',
      }),
    },
    async (request) => ({
      data: await loadWishlist(db, request.user.id),
    }),
  );

  app.post(
    '/add-to-wishlist',
    {
      schema: schema({
        body: wishlistAddSchema,
        tags,
        auth: true,
        response: { 200: envelopeSchema(v.array(wishlistItemSchema)) },
        summary: 'Add a product (idempotent)',
      }),
    },
    async (request) => {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, request.body.product_id), eq(products.published, true)));
      if (!product) throw notFound('Product not found.');
      await db
        .insert(wishlistItems)
        .values({ userId: request.user.id, productId: product.id })
        .onConflictDoNothing();
      return { data: await loadWishlist(db, request.user.id) };
    },
  );

  app.delete(
    '/remove-from-wishlist/:product_id',
    {
      schema: schema({
        params: v.object({ product_id: idSchema }),
        tags,
        auth: true,
        response: { 200: envelopeSchema(v.array(wishlistItemSchema)) },
        summary: 'Remove a product',
      }),
    },
    async (request) => {
      await db
        .delete(wishlistItems)
        .where(
          and(
            eq(wishlistItems.userId, request.user.id),
            eq(wishlistItems.productId, request.params.product_id),
          ),
        );
      return { data: await loadWishlist(db, request.user.id) };
    },
  );
};

export default wishlistRoutes;
