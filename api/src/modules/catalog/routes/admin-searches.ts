import type { FastifyPluginAsync } from 'fastify';
import { searchReportSchema } from 'shared-contracts/schemas/admin-reports';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { searchReport } from '../search/log.js';

/** The Searches report (docs/admin.md): what shoppers searched for, what found nothing, and how often they clicked. */
const searchReportRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/reports/searches',
    {
      schema: schema({
        tags: ['admin'],
        summary:
          'Searches of the last 7 and 30 days: the top queries, those that found nothing, and the click-through share',
        auth: true,
        response: { 200: envelopeSchema(searchReportSchema) },
      }),
    },
    async () => ({ data: await searchReport(app.db) }),
  );
};

export default searchReportRoutes;
