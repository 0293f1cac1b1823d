import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { countersStore } from '../../lib/rate-limit-store.js';

export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      // The API answers JSON and serves product images to the storefront's other origins.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
        },
      },
    });
    const allowed = new Set(fastify.config.corsOrigins);
    await fastify.register(cors, {
      origin: (origin, cb) => cb(null, !origin || allowed.has(origin) || allowed.has('*')),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id'],
      exposedHeaders: ['Retry-After', 'X-Request-Id', 'Idempotent-Replayed'],
      maxAge: 600,
    });
    await fastify.register(rateLimit, {
      global: true,
      max: fastify.config.rateLimitMax,
      timeWindow: '1 minute',
      // Shared through Redis when configured, in memory while it is down (plugins/app/counters.ts).
      store: countersStore(fastify.counters, 'kasuwa-rl:'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: 'Too many requests, please try again later.',
        detail: `Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
  },
  { name: 'security', dependencies: ['config', 'redis', 'counters'] },
);
