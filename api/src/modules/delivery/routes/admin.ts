import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { apiErrorBodySchema, envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import {
  adminShipmentSchema,
  orderShipmentSchema,
  shipOrdersSchema,
  shipResultSchema,
} from 'shared-contracts/schemas/delivery';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { labelUrlOf, shipmentsNeedingAttention } from '../admin.js';
import { shipOrders } from '../ship.js';
import { orderShipmentForAdmin } from '../tracking.js';

/** The largest label the shop passes on: a one-page PDF is a few KB. */
const MAX_LABEL_BYTES = 5 * 1024 * 1024;

/**
 * The admin's side of delivery: Ship (one order or several: each booked with the courier), an order's shipment and
 * its label to print, and the shipments that need the admin.
 */
const adminDeliveryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tags = ['admin'];
  const orderParams = v.object({ orderId: idSchema });

  app.post(
    '/orders/ship',
    {
      schema: schema({
        body: shipOrdersSchema,
        tags,
        auth: true,
        summary:
          'Ships orders with the courier (confirmed or being prepared, not shipped yet): each booked and moved to processing; one the courier does not answer for is queued and tried again',
        response: { 200: envelopeSchema(v.array(shipResultSchema)) },
      }),
    },
    async (request) => ({
      data: await shipOrders(app.delivery, request.body.order_ids, request.user.id),
    }),
  );

  app.get(
    '/orders/:orderId/shipment',
    {
      schema: schema({
        params: orderParams,
        tags,
        auth: true,
        summary:
          'An order’s shipment with the courier and its events; `status: waiting` while the courier has not taken the booking (tried again by itself); null when it was never shipped',
        response: { 200: envelopeSchema(v.nullable(orderShipmentSchema)) },
      }),
    },
    async (request) => ({ data: await orderShipmentForAdmin(app.db, request.params.orderId) }),
  );

  app.get(
    '/orders/:orderId/label',
    {
      schema: schema({
        params: orderParams,
        tags,
        auth: true,
        summary: 'The courier’s label of an order’s shipment, a PDF to print',
        // The label itself is application/pdf; no label yet, a JSON 404; the courier not serving it, a JSON 400.
        response: { 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const url = await labelUrlOf(app.db, request.params.orderId);
      if (!url) throw notFound('This order has no label yet: ship it first.');
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      } catch {
        throw badRequest('The courier’s label could not be fetched. Try again in a minute.');
      }
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok || body.length > MAX_LABEL_BYTES || body.subarray(0, 4).toString() !== '%PDF')
        throw badRequest('The courier did not give a printable label. Try again in a minute.');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="label-${request.params.orderId}.pdf"`)
        .send(body);
    },
  );

  app.get(
    '/shipments',
    {
      schema: schema({
        tags,
        auth: true,
        summary:
          'The shipments that need the admin: bookings waiting for the courier, failed delivery attempts and returned parcels',
        response: { 200: envelopeSchema(v.array(adminShipmentSchema)) },
      }),
    },
    async () => ({ data: await shipmentsNeedingAttention(app.db) }),
  );
};

export default adminDeliveryRoutes;
