import type { FastifyPluginAsync } from 'fastify';
import {
  reportQuerySchema,
  salesReportSchema,
  ussdReportSchema,
  vatReportQuerySchema,
  vatReportSchema,
} from 'shared-contracts/schemas/admin-reports';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { salesReport } from '../reports.js';
import { ussdReport } from '../ussd-report.js';
import { vatReport } from '../vat-report.js';

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
  app.get(
    '/reports/vat',
    {
      schema: schema({
        querystring: vatReportQuerySchema,
        tags: ['admin'],
        summary:
          'VAT per Lagos calendar month and rate (standard, zero-rated, exempt): VAT-inclusive sales, refunds and the VAT contained, for the monthly return',
        auth: true,
        response: { 200: envelopeSchema(vatReportSchema) },
      }),
    },
    async (request) => ({ data: await vatReport(app.db, request.query) }),
  );
  app.get(
    '/reports/ussd',
    {
      schema: schema({
        tags: ['admin'],
        summary:
          'USSD over the last 7 and 30 days: sessions and callers, orders placed and their total, how sessions ended, and the screens callers gave up on',
        auth: true,
        response: { 200: envelopeSchema(ussdReportSchema) },
      }),
    },
    async () => ({ data: await ussdReport(app.db) }),
  );
};

export default reportRoutes;
