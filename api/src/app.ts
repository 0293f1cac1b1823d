import Fastify, { type FastifyInstance, type RawRequestDefaultExpression } from 'fastify';
import { assertProductionReady, loadConfig, type AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDatabase } from './seed/index.js';
import { dropUnprovenForwarding } from './lib/forwarded.js';
import { requestIdOf } from './lib/request-id.js';
import configPlugin from './plugins/app/config.js';
import countersPlugin from './plugins/app/counters.js';
import databasePlugin from './plugins/app/database.js';
import idempotencyPurgePlugin from './plugins/app/idempotency-purge.js';
import jobsPlugin from './plugins/app/jobs.js';
import errorHandlerPlugin from './plugins/app/error-handler.js';
import mailLimitsPlugin from './plugins/app/mail-limits.js';
import mailerPlugin from './plugins/app/mailer.js';
import metricsPlugin from './plugins/app/metrics.js';
import outboxPlugin from './jobs/outbox.js';
import smsPlugin from './plugins/app/sms.js';
import smsJobsPlugin from './jobs/sms.js';
import readinessPlugin from './plugins/app/readiness.js';
import {
  campaignsPlugin,
  shopBannersRoutes as bannerStoreRoutes,
  newsletterRoutes,
  newsletterUnsubscribeRoutes,
} from './modules/promotions/index.js';
import redisPlugin from './plugins/app/redis.js';
import validationPlugin from './plugins/app/validation.js';
import localePlugin from './plugins/app/locale.js';
import multipartPlugin from './plugins/external/multipart.js';
import cookiePlugin from './plugins/external/cookie.js';
import securityPlugin from './plugins/external/security.js';
import staticPlugin from './plugins/external/static.js';
import swaggerPlugin from './plugins/external/swagger.js';
import adminRoutes from './routes/admin/index.js';
import {
  addressRoutes,
  authPlugin,
  authRoutes,
  loginThrottlePlugin,
  usersRoutes,
} from './modules/customers/index.js';
import pictureRoutes from './routes/pictures.js';
import pictureConversionPlugin from './plugins/app/picture-conversion.js';
import {
  backInStockPlugin,
  backInStockRoutes,
  catalogCachePlugin,
  catalogRoutes,
  loadProducts,
  searchLogPlugin,
  storefrontSeoRoutes,
} from './modules/catalog/index.js';
import { cartRoutes, loadCart, wishlistRoutes } from './modules/cart/index.js';
import { checkoutRoutes } from './modules/checkout/index.js';
import { cancelOrder, ordersRoutes, recordOrderStatus, returnsRoutes } from './modules/orders/index.js';
import { orderPaymentsRoutes, paymentsPlugin, paymentsRoutes } from './modules/payments/index.js';
import { receiveTransfer, transferAccountRoutes, transfersPlugin } from './modules/transfers/index.js';
import { deliveryPlugin, deliveryShopperRoutes, deliveryWebhookRoutes } from './modules/delivery/index.js';
import { whatsAppPlugin, whatsAppWebhookRoutes } from './modules/whatsapp/index.js';
import { contactRoutes } from './modules/contact/index.js';
import healthRoutes from './routes/health.js';
import metricsRoutes from './routes/metrics.js';
import readyRoutes from './routes/ready.js';
import { releaseRoutes } from './modules/releases/index.js';
import { reviewRoutes } from './modules/reviews/index.js';
import { storeSettingsRoutes } from './modules/settings/index.js';
import { ussdPurgePlugin, ussdRoutes } from './modules/ussd/index.js';

export interface BuildAppOptions {
  config?: AppConfig;
  /** An open database; otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Run the seed on an empty database (default true). */
  seed?: boolean;
  logger?: boolean;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  assertProductionReady(config);
  const dropUnproven = config.apiProxySecret ? dropUnprovenForwarding(config.apiProxySecret) : undefined;

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // A request must arrive whole within requestTimeoutMs, and a connection that sends nothing for twice that
    // is closed: slow senders cannot pile up open connections. Node checks every tenth of the timeout, and
    // enforces the request timeout only when the headers' timeout is no longer.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 2 * config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.round(config.requestTimeoutMs / 10)),
    },
    // A hop count trusts that many proxies nearest the API, whatever their addresses.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Fastify's first look at a request, before its log line and every hook: with API_PROXY_SECRET set, the
    // forwarded headers of a request that does not carry it are gone before anything reads them. (The URL is kept.)
    ...(dropUnproven
      ? {
          rewriteUrl: (request: RawRequestDefaultExpression) => {
            dropUnproven(request);
            return request.url ?? '/';
          },
        }
      : {}),
    ajv: { customOptions: { coerceTypes: false } },
    // The request id comes from the shell's proxy (X-Request-Id) when it is a sane token, so one request can be
    // followed from the proxy's log through the API's; otherwise a new one. Echoed in the answer.
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      schemaName: config.databaseSchema,
      applicationName: config.databaseApplicationName,
    }));

  // The app's foundations: configuration, database, Redis, shared counters.
  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database, closeOnShutdown: options.database === undefined });
  // Metrics and readiness: before the rest, so that every request is timed and plugins can add their own.
  await app.register(metricsPlugin);
  await app.register(readinessPlugin);
  // The job queue, and the jobs of the foundations.
  await app.register(jobsPlugin);
  await app.register(idempotencyPurgePlugin);
  await app.register(ussdPurgePlugin);
  await app.register(backInStockPlugin);
  await app.register(pictureConversionPlugin);
  await app.register(redisPlugin);
  await app.register(countersPlugin);
  await app.register(searchLogPlugin);
  await app.register(catalogCachePlugin);
  // Plugins from the ecosystem: helmet, CORS and the rate limit, multipart, static files, OpenAPI.
  await app.register(securityPlugin);
  await app.register(cookiePlugin);
  await app.register(multipartPlugin);
  await app.register(staticPlugin);
  await app.register(swaggerPlugin);
  // The app's own: validation, errors, authentication, throttles, mail.
  await app.register(validationPlugin);
  await app.register(localePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin);
  await app.register(loginThrottlePlugin);
  await app.register(mailerPlugin);
  await app.register(mailLimitsPlugin);
  // The payments cancel orders (a reservation that ran out, a review) and confirm paid ones: the orders refund
  // through them, so the app hands them the orders' cancel and status history.
  await app.register(paymentsPlugin, { cancelOrder, recordOrderStatus, receiveTransfer });
  await app.register(transfersPlugin);
  await app.register(deliveryPlugin);
  await app.register(whatsAppPlugin);
  await app.register(campaignsPlugin);
  await app.register(outboxPlugin);
  await app.register(smsPlugin);
  await app.register(smsJobsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(readyRoutes);
      await api.register(metricsRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users', loadCart });
      await api.register(addressRoutes, { prefix: '/users/me/addresses' });
      await api.register(transferAccountRoutes, { prefix: '/users/me' });
      await api.register(catalogRoutes, { prefix: '/products' });
      await api.register(storefrontSeoRoutes, { prefix: '/products' });
      await api.register(pictureRoutes, { prefix: '/images' });
      await api.register(cartRoutes, { prefix: '/products' });
      await api.register(wishlistRoutes, { prefix: '/products' });
      await api.register(backInStockRoutes, { prefix: '/products' });
      await api.register(checkoutRoutes, { prefix: '/orders' });
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(orderPaymentsRoutes, { prefix: '/orders' });
      await api.register(returnsRoutes);
      await api.register(paymentsRoutes, { prefix: '/payments' });
      await api.register(storeSettingsRoutes);
      await api.register(newsletterRoutes);
      await api.register(contactRoutes);
      await api.register(bannerStoreRoutes, { loadProducts });
      await api.register(newsletterUnsubscribeRoutes);
      await api.register(releaseRoutes);
      await api.register(reviewRoutes);
      await api.register(ussdRoutes);
      await api.register(deliveryShopperRoutes);
      await api.register(deliveryWebhookRoutes);
      await api.register(whatsAppWebhookRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );

  // Each start says how long its migrations took (and the seed, on an empty database, how long it took).
  const migrating = Date.now();
  let migrated = false;
  const logMigrated = () => {
    migrated = true;
    app.log.info(`Migrations applied in ${Date.now() - migrating} ms`);
  };
  await database.migrate(
    options.seed === false
      ? undefined
      : (db) => {
          logMigrated();
          return seedDatabase(db, {
            config,
            hashPassword: (password) => app.passwords.hash(password),
            log: (message) => app.log.info(message),
          });
        },
  );
  if (!migrated) logMigrated();

  return app;
}
