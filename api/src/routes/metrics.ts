import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { bearerToken, isMetricsToken } from 'shared-contracts/metrics-token';
import { forbidden, HttpError } from '../lib/http-error.js';
import { schema } from '../plugins/app/validation.js';

const refusal = v.object({ message: v.string(), detail: v.optional(v.string()) });

const SIGN_IN =
  "Metrics are for the shop's admins and its monitoring: send an admin's access token or METRICS_TOKEN as a bearer token.";

/**
 * The API's Prometheus metrics (plugins/app/metrics.ts), to an admin's access token or to METRICS_TOKEN, and to
 * nobody else: 401 without a token or with one that is neither, 403 to a signed-in shopper.
 */
const metricsRoutes: FastifyPluginAsync = async (fastify) => {
  const { metricsToken } = fastify.config;
  const allowed = async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (token === null) throw new HttpError(401, 'Not signed in', SIGN_IN);
    if (isMetricsToken(token, metricsToken)) return;
    const user = await fastify.identify(request);
    if (!user) throw new HttpError(401, 'The token is neither an admin’s nor the metrics token', SIGN_IN);
    if (user.role !== 'ADMIN') throw forbidden("Metrics are for the shop's admins and its monitoring.");
  };

  fastify.get(
    '/metrics',
    {
      // Scrapes are not the shop's traffic.
      config: { disableMetrics: true },
      onRequest: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        await allowed(request);
      },
      schema: schema({
        tags: ['health'],
        auth: true,
        summary:
          "Prometheus metrics (text exposition format): requests by route, checkouts, payment webhooks, the database pool, the process; to an admin's token or METRICS_TOKEN",
        response: { 200: v.string(), 401: refusal, 403: refusal },
      }),
    },
    async (_request, reply) => {
      const { registry, text } = fastify.metrics;
      return reply.type(registry.contentType).send(await text());
    },
  );
};

export default metricsRoutes;
