import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { probe } from '../lib/probe.js';
import { schema } from '../plugins/app/validation.js';
import { SHOP_VERSION } from '../version.js';

const checkSchema = v.object({ status: v.picklist(['up', 'down']), latency_ms: v.number() });
type Check = v.InferOutput<typeof checkSchema>;
const reportSchema = v.object({
  status: v.picklist(['ok', 'degraded', 'down']),
  /** The shop's version (CHANGELOG.md). */
  version: v.string(),
  database: checkSchema,
  redis: v.optional(checkSchema),
});

/**
 * Health: the database and, when configured, Redis, each with its ping time, and the shop's version. Without the
 * database the API cannot serve: 503 naming it. Without Redis it still serves (limits fall back to memory): 200,
 * "degraded". What a load balancer asks before sending requests is GET /api/ready (routes/ready.ts).
 */
const healthRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/health',
    {
      schema: schema({
        tags: ['health'],
        summary:
          "Health: the shop's version, database and Redis pings with their latency; 503 when the database is down",
        response: {
          200: envelopeSchema(reportSchema),
          503: v.object({ message: v.string(), detail: v.string(), data: reportSchema }),
        },
      }),
    },
    async (_request, reply) => {
      const redis = fastify.redis;
      const [database, redisCheck] = await Promise.all([
        probe(() => fastify.database.ping()),
        redis
          ? probe(async () => {
              if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
              await redis.ping();
            })
          : Promise.resolve(undefined),
      ]);
      const strip = ({ status, latency_ms }: Check): Check => ({ status, latency_ms });
      const report = {
        status: database.status === 'down' ? 'down' : redisCheck?.status === 'down' ? 'degraded' : 'ok',
        version: SHOP_VERSION,
        database: strip(database),
        ...(redisCheck ? { redis: strip(redisCheck) } : {}),
      } as const;
      if (redisCheck?.status === 'down') fastify.log.warn({ err: redisCheck.error }, 'redis ping failed');
      if (database.status === 'down') {
        fastify.log.error({ err: database.error }, 'database ping failed');
        return reply.status(503).send({
          message: 'Service unavailable',
          detail: 'The database is not reachable.',
          data: report,
        });
      }
      return { data: report };
    },
  );
};

export default healthRoutes;
