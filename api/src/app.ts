import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { assertProductionReady, loadConfig, type AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDatabase } from './db/seed/index.js';
import { HttpError } from './lib/http-error.js';
import { PoolBusyError } from './lib/hashing-pool.js';
import configPlugin from './plugins/config.js';
import databasePlugin from './plugins/database.js';
import redisPlugin from './plugins/redis.js';
import countersPlugin from './plugins/counters.js';
import securityPlugin from './plugins/security.js';
import validationPlugin, { ValidationError } from './plugins/validation.js';
import authPlugin from './plugins/auth.js';
import loginThrottlePlugin from './plugins/login-throttle.js';
import mailerPlugin from './plugins/mailer.js';
import mailLimitsPlugin from './plugins/mail-limits.js';
import adminRoutes from './routes/admin/index.js';
import authRoutes from './routes/auth.js';
import usersRoutes from './routes/users.js';
import catalogRoutes from './routes/catalog.js';
import cartRoutes from './routes/cart.js';
import wishlistRoutes from './routes/wishlist.js';
import ordersRoutes from './routes/orders.js';
import storeRoutes from './routes/store.js';
import healthRoutes from './routes/health.js';

export interface BuildAppOptions {
  config?: AppConfig;
  /** An open database; otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Run the seed on an empty database (default true). */
  seed?: boolean;
  logger?: boolean;
}

interface ErrorLike {
  statusCode?: number;
  message?: string;
  detail?: string;
  code?: string;
}

/** PostgreSQL's answer to a value it cannot store (class 22) or a row that has gone (23503). */
function refusedByDatabase(error: unknown): { status: number; message: string } | null {
  const codeOf = (e: unknown): string | undefined =>
    typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
      ? (e as { code: string }).code
      : undefined;
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
  if (code === undefined || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code.startsWith('22')) return { status: 400, message: 'A value in the request is not valid.' };
  if (code === '23503')
    return { status: 409, message: 'The request refers to something that no longer exists.' };
  return null;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  assertProductionReady(config);

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // A hop count trusts that many proxies nearest the API, whatever their addresses.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    ajv: { customOptions: { coerceTypes: false } },
    routerOptions: { ignoreTrailingSlash: true },
  });

  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));

  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database, closeOnShutdown: options.database === undefined });
  await app.register(redisPlugin);
  await app.register(countersPlugin);
  await app.register(validationPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(loginThrottlePlugin);
  await app.register(mailerPlugin);
  await app.register(mailLimitsPlugin);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 20 } });

  mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/api/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '7d',
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kasuwa API',
        version: '1.0.0',
        description: 'Answers `{data}`; errors `{message, detail?, errors?}`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error: FastifyError | HttpError | ValidationError | ErrorLike, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(400).send({ message: error.message, errors: error.fieldErrors });
    }
    if (error instanceof PoolBusyError) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(503).send({
        message: 'The server is busy. Please try again in a moment.',
        detail: `Try again in ${error.retryAfterSeconds} second${error.retryAfterSeconds === 1 ? '' : 's'}.`,
      });
    }
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.detail ? { detail: error.detail } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const refused = refusedByDatabase(error);
    if (refused) {
      // Every input is checked before it reaches the database; this is the last line, never the plan.
      request.log.error({ err: error }, 'the database refused a value the schemas let through');
      return reply.status(refused.status).send({ message: refused.message });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal server error' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: 'Request body is too large.', detail: 'The limit is 1 MB.' });
    }
    const detail = (error as ErrorLike).detail;
    return reply
      .status(status)
      .send({ message: error.message ?? 'Bad request', ...(detail ? { detail } : {}) });
  });

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    void reply
      .status(404)
      .send({ message: 'Not found.', detail: `No route for ${request.method} ${request.url}` });
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(catalogRoutes, { prefix: '/products' });
      await api.register(cartRoutes, { prefix: '/products' });
      await api.register(wishlistRoutes, { prefix: '/products' });
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(storeRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  await database.migrate(
    options.seed === false
      ? undefined
      : (db) =>
          seedDatabase(db, {
            config,
            hashPassword: (password) => app.passwords.hash(password),
            log: (message) => app.log.info(message),
          }),
  );

  return app;
}
