import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import { shipmentSchema, trackAnswerSchema, trackRequestSchema } from 'shared-contracts/schemas/delivery';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { shipmentOfOwnOrder, trackOrder } from '../tracking.js';

/** Tracking lookups a client may make a minute: enough for a shopper, too few to guess phone numbers. */
const TRACK_PER_MINUTE = 10;

/**
 * The shopper's side of delivery: GET /api/orders/{id}/shipment (their own order's shipment and its timeline) and
 * POST /api/track/{number} (the public tracking page: the order number and the phone it was placed with).
 */
const deliveryShopperRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/orders/:orderId/shipment',
    {
      onRequest: fastify.authenticate,
      schema: schema({
        params: v.object({ orderId: idSchema }),
        tags: ['orders'],
        auth: true,
        summary:
          'The courier’s shipment of one of the caller’s orders, with its events (null until it is booked)',
        response: { 200: envelopeSchema(v.nullable(shipmentSchema)) },
      }),
    },
    async (request) => ({
      data: await shipmentOfOwnOrder(app.db, request.user.id, request.params.orderId),
    }),
  );

  app.post(
    '/track/:number',
    {
      config: { rateLimit: { max: TRACK_PER_MINUTE, timeWindow: '1 minute' } },
      schema: schema({
        params: v.object({ number: trackRequestSchema.entries.order_number }),
        body: v.object({ phone: trackRequestSchema.entries.phone }),
        tags: ['orders'],
        summary:
          'Where an order is, for anyone with its number and the phone it was placed with: its status, the courier’s events and the estimate, and the first name alone (no address). 404 when the two do not go together; 10 a minute per client',
        response: { 200: envelopeSchema(trackAnswerSchema) },
      }),
    },
    async (request) => ({ data: await trackOrder(app.db, request.params.number, request.body.phone) }),
  );
};

export default deliveryShopperRoutes;
