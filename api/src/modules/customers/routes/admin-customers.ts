import type { FastifyPluginAsync } from 'fastify';
import { customerListQuerySchema } from 'shared-contracts/schemas/admin';
import { customerDetailSchema, customerSchema } from 'shared-contracts/schemas/admin-answers';
import { envelopeSchema, idParamsSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import { notFound } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { listCustomers, loadCustomer, type CustomerOrdersLoader } from '../admin-customers.js';

const tags = ['admin'];

/**
 * Customers are the shoppers (REGULAR users); admins are not listed. A customer's orders come from `ordersOf`,
 * handed in by the admin's routes (see admin-customers.ts).
 */
const customerRoutes: FastifyPluginAsync<{ ordersOf: CustomerOrdersLoader }> = async (
  fastify,
  { ordersOf },
) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/customers',
    {
      schema: schema({
        querystring: customerListQuerySchema,
        tags,
        summary: 'Shoppers, newest first',
        auth: true,
        response: { 200: envelopeSchema(paginatedSchema(customerSchema)) },
      }),
    },
    async (request) => {
      return { data: await listCustomers(app.db, request.query) };
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'A shopper with their orders',
        auth: true,
        response: { 200: envelopeSchema(customerDetailSchema) },
      }),
    },
    async (request) => {
      const customer = await loadCustomer(app.db, request.params.id, ordersOf);
      if (!customer) throw notFound('Customer not found');
      return { data: customer };
    },
  );
};

export default customerRoutes;
