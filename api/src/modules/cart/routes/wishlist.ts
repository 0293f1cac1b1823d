import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  wishlistAddSchema,
  wishlistItemSchema,
  wishlistMoveAnswerSchema,
} from 'shared-contracts/schemas/cart';
import { envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import { idempotencyHeadersSchema } from 'shared-contracts/schemas/idempotency';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { loadCart } from '../cart.js';
import { answerOnce, ONCE_PER_KEY } from '../../../services/idempotency.js';
import { addToWishlist, loadWishlist, moveWishlistItemToCart, removeFromWishlist } from '../wishlist.js';

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
        headers: idempotencyHeadersSchema,
        tags,
        auth: true,
        response: { 200: envelopeSchema(v.array(wishlistItemSchema)) },
        summary: `Add a product, with the chosen variant if any (adding it again changes only the variant).${ONCE_PER_KEY}`,
      }),
    },
    async (request, reply) => {
      const userId = request.user.id;
      return answerOnce(
        db,
        request,
        reply,
        { userId, operation: 'add-to-wishlist', body: request.body },
        async (tx) => {
          await addToWishlist(tx, userId, request.body.product_id, request.body.variant_id);
          return { status: 200, body: { data: await loadWishlist(tx, userId) } };
        },
      );
    },
  );

  app.delete(
    '/remove-from-wishlist/:product_id',
    {
      schema: schema({
        params: v.object({ product_id: idSchema }),
        headers: idempotencyHeadersSchema,
        tags,
        auth: true,
        response: { 200: envelopeSchema(v.array(wishlistItemSchema)) },
        summary: `Remove a product.${ONCE_PER_KEY}`,
      }),
    },
    async (request, reply) => {
      const userId = request.user.id;
      const productId = request.params.product_id;
      return answerOnce(
        db,
        request,
        reply,
        { userId, operation: `remove-from-wishlist ${productId}`, body: null },
        async (tx) => {
          await removeFromWishlist(tx, userId, productId);
          return { status: 200, body: { data: await loadWishlist(tx, userId) } };
        },
      );
    },
  );

  app.post(
    '/move-wishlist-item-to-cart/:product_id',
    {
      schema: schema({
        params: v.object({ product_id: idSchema }),
        tags,
        auth: true,
        response: { 200: envelopeSchema(wishlistMoveAnswerSchema) },
        summary:
          'Move an item into the cart (its chosen variant, else the first in stock); it leaves the wishlist',
      }),
    },
    async (request) => {
      await moveWishlistItemToCart(db, request.user.id, request.params.product_id);
      const [cart, wishlist] = await Promise.all([
        loadCart(db, request.user.id),
        loadWishlist(db, request.user.id),
      ]);
      return { data: { cart, wishlist } };
    },
  );
};

export default wishlistRoutes;
