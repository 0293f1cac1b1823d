import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { countersStore } from '../../lib/rate-limit-store.js';

/** The API's security headers: it answers JSON and serves product images to the storefront's other origins. */
export const helmetOptions = {
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
    },
  },
};

/**
 * The headers helmet's own middleware sets for `options`, found once by running it on a stand-in response.
 * Options without functions in them (no nonces, no per-request directives) give every answer the same headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return headers;
}

export default fp(
  async (fastify) => {
    // @fastify/helmet builds helmet's middleware again, parsing the policy, for every request (about 5% of a
    // cached listing's CPU). The same headers, computed once by helmet, are set on every answer instead; the
    // plugin stays for `reply.helmet()` and a route's own `helmet` options, which it applies over these.
    await fastify.register(fastifyHelmet, { ...helmetOptions, global: false });
    const headers = helmetHeaders(helmetOptions);
    fastify.addHook('onRequest', (request, reply, done) => {
      // A route declared with `helmet: false` is left without them, as the plugin would leave it.
      const own = (request.routeOptions.config as { helmet?: { skipRoute?: boolean } }).helmet;
      if (own?.skipRoute !== true) void reply.headers(headers);
      done();
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
