import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { wishlistAddSchema, wishlistItemSchema } from 'shared-contracts/schemas/cart';
import { envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import { schema, type ValibotTypeProvider } from '../plugins/app/validation.js';
import { addToWishlist, loadWishlist, removeFromWishlist } from '../services/wishlist.js';

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
      await addToWishlist(db, request.user.id, request.body.product_id);
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
      await removeFromWishlist(db, request.user.id, request.params.product_id);
      return { data: await loadWishlist(db, request.user.id) };
    },
  );
};

export default wishlistRoutes;
