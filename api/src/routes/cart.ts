import type { FastifyPluginAsync } from 'fastify';
import { cartSchema } from 'shared-contracts/schemas/cart';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import {
  addToCartSchema,
  cartLineParamsSchema,
  updateCartQuantitySchema,
} from 'shared-contracts/schemas/cart';
import { schema, type ValibotTypeProvider } from '../plugins/app/validation.js';
import { addToCart, clearCart, loadCartById, removeFromCart, setCartQuantity } from '../services/cart.js';

/** Every answer is the updated cart. */
const cartRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['cart'];
  app.addHook('onRequest', fastify.authenticate);

  app.post(
    '/add-to-cart',
    {
      schema: schema({
        body: addToCartSchema,
        tags,
        auth: true,
        response: { 200: envelopeSchema(cartSchema) },
        summary: 'Add to the cart (adds to an existing line)',
      }),
    },
    async (request) => {
      const { product_id, variant_id, quantity } = request.body;
      // One transaction, so the request takes a connection once for all its queries instead of once each: on the
      // embedded database's one connection each would otherwise wait behind every other request's queries.
      return db.transaction(async (tx) => {
        const cartId = await addToCart(tx, request.user.id, product_id, variant_id, quantity);
        return { data: await loadCartById(tx, cartId) };
      });
    },
  );

  app.patch(
    '/update-cart-quantity',
    {
      schema: schema({
        body: updateCartQuantitySchema,
        tags,
        auth: true,
        response: { 200: envelopeSchema(cartSchema) },
        summary: 'Set a line quantity; 0 or less removes it',
      }),
    },
    async (request) => {
      const { product_id, variant_id, quantity } = request.body;
      return db.transaction(async (tx) => {
        const cartId = await setCartQuantity(tx, request.user.id, product_id, variant_id, quantity);
        return { data: await loadCartById(tx, cartId) };
      });
    },
  );

  app.delete(
    '/remove-from-cart/:product_id/:variant_id',
    {
      schema: schema({
        params: cartLineParamsSchema,
        tags,
        auth: true,
        response: { 200: envelopeSchema(cartSchema) },
        summary: 'Remove one line',
      }),
    },
    async (request) => {
      const { product_id, variant_id } = request.params;
      const cartId = await removeFromCart(db, request.user.id, product_id, variant_id);
      return { data: await loadCartById(db, cartId) };
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
