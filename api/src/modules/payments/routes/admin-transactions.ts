import type { FastifyPluginAsync } from 'fastify';
import { transactionListQuerySchema, transactionPageSchema } from 'shared-contracts/schemas/admin-reports';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { listTransactions } from '../transactions.js';

const transactionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/transactions',
    {
      schema: schema({
        querystring: transactionListQuerySchema,
        tags: ['admin'],
        summary:
          'Payment events (cash on delivery, pay-later instalments), newest first, with the total of all that match',
        auth: true,
        response: { 200: envelopeSchema(transactionPageSchema) },
      }),
    },
    async (request) => ({ data: await listTransactions(app.db, request.query) }),
  );
};

export default transactionRoutes;
