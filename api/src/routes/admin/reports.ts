import type { FastifyPluginAsync } from 'fastify';
import { reportQuerySchema, salesReportSchema } from 'shared-contracts/schemas/admin-reports';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { salesReport } from '../../services/reports.js';

const reportRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/reports',
    {
      schema: schema({
        querystring: reportQuerySchema,
        tags: ['admin'],
        summary:
          'Sales per day, week or month, top products and categories by revenue, and orders per state, over a range of days',
        auth: true,
        response: { 200: envelopeSchema(salesReportSchema) },
      }),
    },
    async (request) => ({ data: await salesReport(app.db, request.query) }),
  );
};

export default reportRoutes;
