import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { schema } from '../plugins/app/validation.js';

const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/health',
    {
      schema: schema({
        tags: ['health'],
        summary: 'Liveness with a database ping',
        response: { 200: envelopeSchema(v.object({ status: v.literal('ok'), database: v.literal('up') })) },
      }),
    },
    async (_request, reply) => {
      try {
        await fastify.database.ping();
        return { data: { status: 'ok', database: 'up' } };
      } catch (err) {
        fastify.log.error({ err }, 'database ping failed');
        return reply
          .status(503)
          .send({ message: 'Service unavailable', detail: 'The database is not reachable.' });
      }
    },
  );
};

export default healthRoutes;
