import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { schema } from '../plugins/app/validation.js';

const checkSchema = v.object({
  status: v.picklist(['up', 'down']),
  latency_ms: v.number(),
  reason: v.optional(v.string()),
});
const reportSchema = v.object({
  status: v.picklist(['ready', 'not_ready']),
  checks: v.record(v.string(), checkSchema),
});

/**
 * Readiness, for a load balancer: 200 when every check of plugins/app/readiness.ts passes (the database answers,
 * every migration is applied, and what other plugins add), else 503 naming the checks that failed. No sign-in, and
 * nothing in it an outsider could use: names, times and fixed sentences only.
 */
const readyRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/ready',
    {
      schema: schema({
        tags: ['health'],
        summary:
          'Readiness for a load balancer: 200 when the database answers, every migration is applied and the other checks pass; 503 naming the checks that failed',
        response: {
          200: envelopeSchema(reportSchema),
          503: v.object({ message: v.string(), detail: v.string(), data: reportSchema }),
        },
      }),
    },
    async (_request, reply) => {
      const { ready, checks } = await fastify.readiness.run();
      void reply.header('cache-control', 'no-store');
      if (ready) return { data: { status: 'ready' as const, checks } };
      const failed = Object.entries(checks)
        .filter(([, check]) => check.status === 'down')
        .map(([name, check]) => `${name} (${check.reason ?? 'failed'})`);
      return reply.status(503).send({
        message: 'Not ready',
        detail: `Not ready: ${failed.join(', ')}.`,
        data: { status: 'not_ready', checks },
      });
    },
  );
};

export default readyRoutes;
