import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { checkoutQuoteSchema, orderPageSchema, orderSchema } from 'shared-contracts/schemas/order-answers';
import { checkoutSchema, orderListQuerySchema } from 'shared-contracts/schemas/orders';
import { envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import { schema, type ValibotTypeProvider } from '../plugins/app/validation.js';
import { cancelOrder, checkout, listOwnOrders, loadOwnOrder, quoteCheckout } from '../services/orders.js';

const orderParams = v.object({ orderId: idSchema });
const oneOrder = envelopeSchema(orderSchema);

const ordersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['orders'];
  app.addHook('onRequest', fastify.authenticate);

  app.post(
    '/checkout',
    {
      schema: schema({
        body: checkoutSchema,
        tags,
        auth: true,
        summary: 'Place an order from the cart (atomic; 409 when stock is short)',
        response: { 201: oneOrder },
      }),
    },
    async (request, reply) => {
      const orderId = await checkout(db, request.user.id, request.body);
      return reply.status(201).send({ data: await loadOwnOrder(db, request.user.id, orderId) });
    },
  );

  app.get(
    '/',
    {
      schema: schema({
        querystring: orderListQuerySchema,
        tags,
        auth: true,
        summary: "The caller's orders, newest first, a page at a time",
        response: { 200: envelopeSchema(orderPageSchema) },
      }),
    },
    async (request) => ({
      data: await listOwnOrders(db, request.user.id, request.query),
    }),
  );

  app.get(
    '/quote',
    {
      schema: schema({
        tags,
        auth: true,
        summary: 'What checkout would charge for the cart now, and the last shipping address used',
        response: { 200: envelopeSchema(checkoutQuoteSchema) },
      }),
    },
    async (request) => ({ data: await quoteCheckout(db, request.user.id) }),
  );

  app.get(
    '/:orderId',
    {
      schema: schema({
        params: orderParams,
        tags,
        auth: true,
        summary: 'One of the caller’s orders',
        response: { 200: oneOrder },
      }),
    },
    async (request) => ({ data: await loadOwnOrder(db, request.user.id, request.params.orderId) }),
  );

  app.post(
    '/:orderId/cancel',
    {
      schema: schema({
        params: orderParams,
        tags,
        auth: true,
        summary: 'Cancel a pending order; restocks',
        response: { 200: oneOrder },
      }),
    },
    async (request) => {
      await cancelOrder(db, request.params.orderId, { shopper: request.user.id });
      return { data: await loadOwnOrder(db, request.user.id, request.params.orderId) };
    },
  );
};

export default ordersRoutes;
