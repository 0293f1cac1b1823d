import type { FastifyPluginAsync } from 'fastify';

const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness with a database ping' } },
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
