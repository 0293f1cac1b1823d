import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  adminOrderListQuerySchema,
  adminOrderSchema,
  adminOrderSummarySchema,
  orderStatusChangeSchema,
} from 'shared-contracts/schemas/admin';
import { envelopeSchema, idParamsSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import { ORDER_TRANSITIONS, canTransition, type OrderStatus } from 'shared-contracts/schemas/orders';
import type { Tx } from '../../db/client.js';
import { orderItems, orders, payLaterPlans, variants } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { listOrders, loadOrder } from './orders-store.js';

const tags = ['admin'];
const oneOrder = envelopeSchema(adminOrderSchema);

function transitionMessage(from: OrderStatus, to: OrderStatus): string {
  if (from === to) return `The order is already ${from}.`;
  const allowed = ORDER_TRANSITIONS[from];
  const next =
    allowed.length === 0
      ? `A ${from} order cannot change any more.`
      : `From ${from} it can move to ${allowed.join(' or ')}.`;
  return `Cannot change the order from ${from} to ${to}. ${next}`;
}

/**
 * Moves an order along ORDER_TRANSITIONS, inside the caller's transaction. Cancelling puts the items back
 * in stock and settles the payment state; delivering a pay-on-delivery order marks it paid.
 */
export async function changeOrderStatus(tx: Tx, id: number, to: OrderStatus): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound('Order not found');
  if (!canTransition(order.status, to)) throw conflict(transitionMessage(order.status, to));

  let paymentStatus = order.paymentStatus;
  if (to === 'cancelled') {
    const items = await tx
      .select({ variantId: orderItems.variantId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .groupBy(orderItems.variantId);
    for (const item of items) {
      if (item.variantId === null) continue;
      await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} + ${item.quantity}` })
        .where(eq(variants.id, item.variantId));
    }
    if (paymentStatus === 'paid' || paymentStatus === 'partially_paid') paymentStatus = 'refunded';
    await tx
      .update(payLaterPlans)
      .set({ status: 'rejected', updatedAt: new Date() })
      .where(sql`${payLaterPlans.orderId} = ${id} and ${payLaterPlans.status} = 'pending'`);
  }
  if (to === 'delivered' && order.paymentMethod === 'pay_on_delivery') paymentStatus = 'paid';
  await tx.update(orders).set({ status: to, paymentStatus, updatedAt: new Date() }).where(eq(orders.id, id));
}

const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/orders',
    {
      schema: schema({
        querystring: adminOrderListQuerySchema,
        tags,
        summary: 'Orders of every customer',
        auth: true,
        response: { 200: envelopeSchema(paginatedSchema(adminOrderSummarySchema)) },
      }),
    },
    async (request) => ({
      data: await listOrders(app.db, request.query),
    }),
  );

  app.get(
    '/orders/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'One order with its customer',
        auth: true,
        response: { 200: oneOrder },
      }),
    },
    async (request) => {
      const order = await loadOrder(app.db, request.params.id);
      if (!order) throw notFound('Order not found');
      return { data: order };
    },
  );

  app.patch(
    '/orders/:id/status',
    {
      schema: schema({
        params: idParamsSchema,
        body: orderStatusChangeSchema,
        tags,
        summary:
          'pending → confirmed → processing → shipped → delivered; cancelled from pending or confirmed (restocks)',
        auth: true,
        response: { 200: oneOrder },
      }),
    },
    async (request) => {
      await app.db.transaction((tx) => changeOrderStatus(tx, request.params.id, request.body.status));
      return { data: await loadOrder(app.db, request.params.id) };
    },
  );
};

export default orderRoutes;
