import type { FastifyPluginAsync } from 'fastify';
import { dashboardKpisSchema } from 'shared-contracts/schemas/admin-answers';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { schema } from '../../../plugins/app/validation.js';
import { dashboardKpis } from '../dashboard.js';

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: schema({
        tags: ['admin'],
        summary: 'Shop KPIs for the admin dashboard',
        auth: true,
        response: { 200: envelopeSchema(dashboardKpisSchema) },
      }),
    },
    async () => ({
      data: await dashboardKpis(app.db),
    }),
  );
};

export default dashboardRoutes;
