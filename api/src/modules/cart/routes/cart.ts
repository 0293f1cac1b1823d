import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cartSchema } from 'shared-contracts/schemas/cart';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { idempotencyHeadersSchema } from 'shared-contracts/schemas/idempotency';
import {
  addToCartSchema,
  cartLineParamsSchema,
  updateCartQuantitySchema,
} from 'shared-contracts/schemas/cart';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import {
  addToCart,
  clearCart,
  loadCartById,
  removeFromCart,
  setCartQuantity,
  type CartChange,
} from '../cart.js';
import { answerOnce, ONCE_PER_KEY } from '../../../services/idempotency.js';

/**
 * Every answer is the updated cart. Each change runs in one transaction, so the request takes a connection once
 * for all its queries instead of once each (on the embedded database's one connection each would otherwise wait
 * behind every other request's queries).
 */
const cartRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['cart'];
  app.addHook('onRequest', fastify.authenticate);

  /** Runs a change of the signed-in shopper's cart (once per Idempotency-Key) and answers the cart. */
  const changeCart = (
    request: FastifyRequest,
    reply: FastifyReply,
    what: { operation: string; body: unknown },
    change: CartChange,
  ) => {
    const userId = request.user.id;
    return answerOnce(db, request, reply, { userId, ...what }, async (tx) => ({
      status: 200,
      body: { data: await loadCartById(tx, await change(tx, userId)) },
    }));
  };

  app.post(
    '/add-to-cart',
    {
      schema: schema({
        body: addToCartSchema,
        headers: idempotencyHeadersSchema,
        tags,
        auth: true,
        response: { 200: envelopeSchema(cartSchema) },
        summary: `Add to the cart (adds to an existing line).${ONCE_PER_KEY}`,
      }),
    },
    async (request, reply) => {
      const { product_id, variant_id, quantity } = request.body;
      return changeCart(request, reply, { operation: 'add-to-cart', body: request.body }, (tx, userId) =>
        addToCart(tx, userId, product_id, variant_id, quantity),
      );
    },
  );

  app.patch(
    '/update-cart-quantity',
    {
      schema: schema({
        body: updateCartQuantitySchema,
        headers: idempotencyHeadersSchema,
        tags,
        auth: true,
        response: { 200: envelopeSchema(cartSchema) },
        summary: `Set a line quantity; 0 or less removes it.${ONCE_PER_KEY}`,
      }),
    },
    async (request, reply) => {
      const { product_id, variant_id, quantity } = request.body;
      const what = { operation: 'update-cart-quantity', body: request.body };
      return changeCart(request, reply, what, (tx, userId) =>
        setCartQuantity(tx, userId, product_id, variant_id, quantity),
      );
    },
  );

  app.delete(
    '/remove-from-cart/:product_id/:variant_id',
    {
      schema: schema({
        params: cartLineParamsSchema,
        headers: idempotencyHeadersSchema,
        tags,
        auth: true,
        response: { 200: envelopeSchema(cartSchema) },
        summary: `Remove one line.${ONCE_PER_KEY}`,
      }),
    },
    async (request, reply) => {
      const { product_id, variant_id } = request.params;
      const what = { operation: `remove-from-cart ${product_id}/${variant_id}`, body: null };
      return changeCart(request, reply, what, (tx, userId) =>
        removeFromCart(tx, userId, product_id, variant_id),
      );
    },
  );

  app.delete(
    '/clear-cart',
    {
      schema: schema({
        tags,
        auth: true,
        response: { 200: envelopeSchema(cartSchema) },
        summary: 'Empty the cart',
      }),
    },
    async (request) => {
      return { data: await loadCartById(db, await clearCart(db, request.user.id)) };
    },
  );
};

export default cartRoutes;
