import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Env } from 'shared-contracts/env';
import type { ProcessRole } from './lib/jobs.js';
import {
  DEFAULT_ADMIN_PASSWORD,
  DEFAULT_JWT_SECRET,
  DEFAULT_RELEASE_TOKEN_SECRET,
  DEFAULT_USSD_CALLBACK_KEY,
  parseTrustProxy,
  readApiEnv,
  SMS_OUTBOX_API_KEY,
} from './env.js';

export {
  DEFAULT_ADMIN_PASSWORD,
  DEFAULT_JWT_SECRET,
  DEFAULT_RELEASE_TOKEN_SECRET,
  DEFAULT_SHOPPER_PASSWORD,
  DEFAULT_USSD_CALLBACK_KEY,
  parseRole,
  parseTrustProxy,
  SMS_OUTBOX_API_KEY,
} from './env.js';

export interface AppConfig {
  nodeEnv: string;
  /**
   * What this process does (`api [server|worker|all]`, else `API_ROLE`): `server` answers HTTP, `worker` runs jobs,
   * `all` (the default, npm start) both. docs/operations.md, "Jobs and workers".
   */
  role: ProcessRole;
  /** How often an idle worker looks for jobs (`JOB_POLLING_SECONDS`, 2; at least 0.5). */
  jobPollingSeconds: number;
  /** How often a worker fails the jobs whose attempt ran out of time, so they are retried (`JOB_MAINTENANCE_SECONDS`, 60). */
  jobMaintenanceSeconds: number;
  /** How often a worker's clock looks whether a schedule is due (`JOB_CLOCK_SECONDS`, 30; 1–45). */
  jobClockSeconds: number;
  port: number;
  host: string;
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema for every table (`DATABASE_SCHEMA`); the connection's default when unset. */
  databaseSchema: string | undefined;
  /** `application_name` of the API's PostgreSQL connections (`DATABASE_APPLICATION_NAME`), to find them in pg_stat_activity. */
  databaseApplicationName: string;
  /** PGlite data directory, or 'memory://'. */
  pgliteDir: string;
  dataDir: string;
  uploadDir: string;
  mailDir: string;
  redisUrl: string | undefined;
  jwtSecret: string;
  adminPassword: string;
  shopperPassword: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  /** Base URL of the storefront, used in password-reset links. */
  appUrl: string;
  mailFrom: string;
  scryptN: number;
  /** Requests per minute per client. */
  rateLimitMax: number;
  /**
   * Failed sign-ins per (address, account) per window before that pair gets 429; also the failures a known
   * device may make before it is treated as unknown. See modules/customers/auth/login-throttle.ts.
   */
  loginMaxFailures: number;
  /** Distinct accounts an address may fail on per window before its attempts are slowed (credential stuffing). */
  loginAddressSlowAfter: number;
  /** Distinct accounts an address may fail on per window before it gets 429. */
  loginAddressMaxAccounts: number;
  /**
   * Distinct accounts an address may fail on (or emails it is told are taken) per window before its password
   * hashes wait behind every other address's (`LOGIN_ADDRESS_SUSPECT_AFTER`; lib/hashing-pool.ts).
   */
  loginAddressSuspectAfter: number;
  /** How long a device cookie (a browser that has signed in to an account) is trusted. */
  deviceCookieTtlMs: number;
  /** Failed sign-ins per account per window (from any address) before attempts on it are slowed. */
  loginSlowAfter: number;
  /** The longest an attempt on an account under attack waits. */
  loginMaxDelayMs: number;
  loginWindowMs: number;
  bodyLimit: number;
  /**
   * The longest a client may take to send a whole request, headers and body (408, then the connection
   * closes): a client that trickles a body one byte at a time cannot hold a connection open for ever.
   */
  requestTimeoutMs: number;
  logLevel: string;
  /**
   * The proxies in front of the API whose X-Forwarded-For is believed: `false` (none: the client is
   * the peer), a hop count, or addresses and CIDRs. See docs/security.md.
   */
  trustProxy: false | number | string[];
  /**
   * The secret the proxy in front of the API proves itself with (`API_PROXY_SECRET`, shared with it): when set,
   * forwarded headers count only on a request that carries it in `X-Proxy-Secret`, so another process on a trusted
   * address cannot name a client address of its choosing. See lib/forwarded.ts and docs/security.md.
   */
  apiProxySecret: string | undefined;
  /**
   * How long public catalogue answers may be reused (0 disables). Every write that can change the catalogue
   * moves the catalogue generation and drops them sooner (modules/catalog/catalog-cache.ts).
   */
  catalogCacheMs: number;
  /** Password hashes running at once (one per core but one by default), and how many may wait. */
  hashPoolSize: number;
  hashMaxQueued: number;
  /** Hashes one client address may have running or waiting. */
  hashMaxPerClient: number;
  /** A hash predicted to finish later than this from now is answered 503 with Retry-After at once (`HASH_MAX_WAIT_MS`). */
  hashMaxWaitMs: number;
  /**
   * The SMS gateway (docs/operations.md, "SMS"): Africa's Talking's SMS API at `apiUrl`. `SMS_PROVIDER=outbox` (the
   * default) sends to the local SMS outbox simulator `npm start` runs (the API's port + 500), which speaks the same
   * API; `africastalking` to Africa's Talking itself (`SMS_API_URL` for its sandbox).
   */
  sms: {
    provider: 'outbox' | 'africastalking';
    apiUrl: string;
    username: string;
    apiKey: string;
    senderId: string | undefined;
  };
  /** Sign-in codes a client address, or a phone number, may ask for per hour (`SMS_PER_CLIENT_PER_HOUR`, …). */
  smsPerClientPerHour: number;
  smsPerPhonePerHour: number;
  /** Mails a client, or an email address, may trigger per hour (password reset, newsletter). */
  mailPerClientPerHour: number;
  mailPerEmailPerHour: number;
  /** Promo codes that did not apply, counted once each, per account and per client address an hour (docs/security.md). */
  promoCodeLimits: { perAccountPerHour: number; perClientPerHour: number };
  /** Bank account names resolved through Paystack: per return asked for, and per account and client address an hour. */
  bankLookupLimits: { perReturn: number; perAccountPerHour: number; perClientPerHour: number };
  /**
   * Share pictures a client address may have drawn afresh per minute (`SHARE_IMAGE_DRAWS_PER_MINUTE`); one already
   * made is sent whatever the count, and only one is drawn at a time in all.
   */
  shareImageDrawsPerMinute: number;
  /** Contact messages per hour from one sender (a signed-in account, else a client address) and per email. */
  contactPerSenderPerHour: number;
  contactPerEmailPerHour: number;
  /**
   * Whether the OpenAPI document (/api/docs/json) and its UI (/api/docs) are served (`API_DOCS`): by default
   * everywhere but in production, where they show an attacker every route and field.
   */
  apiDocs: boolean;
  /** How long a user's existence and role are remembered between requests (at most 30 s). */
  authCacheMs: number;
  /**
   * The payment provider (docs/payments.md): Paystack's API, or the local simulator's, which `npm start` runs
   * when no `PAYSTACK_SECRET_KEY` is set. Without a secret key the shop does not offer pay now.
   */
  paystackBaseUrl: string;
  paystackSecretKey: string | undefined;
  paystackPublicKey: string | undefined;
  /**
   * The courier (docs/delivery.md): Shipbubble's API, or the local courier simulator's, which `npm start` runs when no
   * `SHIPBUBBLE_API_KEY` is set. Without a key the shop books no courier: the admin marks orders shipped by hand.
   */
  shipbubble: { baseUrl: string; apiKey: string | undefined; webhookSecret: string | undefined };
  /**
   * WhatsApp order updates (docs/delivery.md, "WhatsApp"): the Cloud API, or the local WhatsApp simulator's, which
   * `npm start` runs when no `WHATSAPP_ACCESS_TOKEN` is set. Without a token checkout offers no WhatsApp updates.
   */
  whatsapp: {
    baseUrl: string;
    version: string;
    phoneNumberId: string | undefined;
    accessToken: string | undefined;
    appSecret: string | undefined;
    verifyToken: string | undefined;
  };
  /** How long a pay-now order keeps its stock while its payment is awaited (`PAYMENT_TIMEOUT_MINUTES`, 30). */
  paymentTimeoutMs: number;
  /**
   * Every how many minutes a worker re-verifies pending payments and releases expired reservations
   * (`PAYMENT_RECONCILE_MINUTES`, 1; at most hourly; 0: never, for tests that run it themselves).
   */
  paymentReconcileMinutes: number;
  /**
   * When a canary stops by itself (docs/releases.md): `CANARY_MIN_BROWSERS`, `CANARY_FAILURE_RATIO`,
   * `CANARY_FAILURE_FLOOR`, and the browsers one client address may count for (`CANARY_BROWSERS_PER_ADDRESS`).
   */
  canaryRule: { minBrowsers: number; ratio: number; floor: number; browsersPerAddress: number };
  /** Load reports a client may send per minute (`TELEMETRY_RATE_LIMIT_MAX`). */
  telemetryRateLimitMax: number;
  /**
   * The secret the shop's server signs each browser's telemetry token with (`RELEASE_TOKEN_SECRET`, shared with it):
   * a report counts only under a token that verifies. Required in production, like `JWT_SECRET`.
   */
  releaseTokenSecret: string;
  /** Webhook requests a client address may send per minute (`WEBHOOK_RATE_LIMIT_MAX`). */
  webhookRateLimitMax: number;
  /**
   * Newsletter campaigns (docs/admin.md §Campaigns): mails claimed and sent per batch (`CAMPAIGN_BATCH_SIZE`),
   * the pause between batches (`CAMPAIGN_BATCH_PAUSE_MS`), how long one batch may take before its worker is taken
   * as stopped and the batch is resumed by another (`CAMPAIGN_STALE_MS`, at least a second), and test sends an admin
   * may make per hour.
   */
  campaignBatchSize: number;
  campaignBatchPauseMs: number;
  campaignStaleMs: number;
  campaignTestsPerHour: number;
  /** The `mailto:` address in List-Unsubscribe (`UNSUBSCRIBE_MAILTO`): a mailbox someone reads. */
  unsubscribeMailto: string;
  /**
   * The bearer token Prometheus reads GET /api/metrics with (`METRICS_TOKEN`, at least 32 characters; the shop's
   * server takes the same for its own /metrics). Unset: only admins read the API's metrics (docs/operations.md).
   */
  metricsToken: string | undefined;
  /**
   * The key Africa's Talking calls the USSD menu with (`POST /api/ussd?key=…`, `USSD_CALLBACK_KEY`; docs/ussd.md):
   * `ussd-dev-key` outside production, where it must be a random value of at least 32 characters.
   */
  ussdCallbackKey: string;
  /** Callbacks one phone number, and one USSD session, may make per minute (`USSD_PER_PHONE_PER_MINUTE`, …). */
  ussdPerPhonePerMinute: number;
  ussdPerSessionPerMinute: number;
}

/** The workspace root (the folder holding pnpm-workspace.yaml), so `.data/` lands in one place. */
export function repoRoot(start = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

const defaultCorsOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** The API's configuration from its environment (`overrides` win, for tests and the command line's role). */
export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = readApiEnv(env);
  const dataDir = resolve(e.DATA_DIR ?? join(repoRoot(), '.data'));
  const smsProvider = e.SMS_PROVIDER;
  return {
    nodeEnv: e.NODE_ENV,
    role: e.API_ROLE,
    jobPollingSeconds: e.JOB_POLLING_SECONDS,
    jobMaintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
    jobClockSeconds: e.JOB_CLOCK_SECONDS,
    port: e.API_PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databaseApplicationName: e.DATABASE_APPLICATION_NAME,
    pgliteDir: join(dataDir, 'pglite'),
    dataDir,
    uploadDir: resolve(e.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    mailDir: join(dataDir, 'mail'),
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    adminPassword: e.ADMIN_PASSWORD,
    shopperPassword: e.SHOPPER_PASSWORD,
    corsOrigins: e.CORS_ORIGINS
      ? e.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : defaultCorsOrigins,
    smtpUrl: e.SMTP_URL,
    appUrl: e.APP_URL,
    mailFrom: e.MAIL_FROM,
    scryptN: e.SCRYPT_N,
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginMaxFailures: 10,
    loginAddressSlowAfter: 20,
    loginAddressMaxAccounts: 100,
    loginAddressSuspectAfter: e.LOGIN_ADDRESS_SUSPECT_AFTER,
    deviceCookieTtlMs: 180 * 24 * 60 * 60 * 1000,
    loginSlowAfter: 5,
    loginMaxDelayMs: 4000,
    loginWindowMs: 15 * 60 * 1000,
    bodyLimit: 1024 * 1024,
    requestTimeoutMs: 30_000,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    apiProxySecret: e.API_PROXY_SECRET,
    catalogCacheMs: e.CATALOG_CACHE_MS,
    authCacheMs: 30_000,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    sms: {
      provider: smsProvider,
      apiUrl: (
        e.SMS_API_URL ??
        (smsProvider === 'africastalking'
          ? 'https://api.africastalking.com'
          : `http://127.0.0.1:${e.SMS_OUTBOX_PORT ?? e.API_PORT + 500}`)
      ).replace(/\/+$/, ''),
      username: e.AT_USERNAME,
      apiKey: e.AT_API_KEY ?? (smsProvider === 'outbox' ? SMS_OUTBOX_API_KEY : ''),
      senderId: e.AT_SENDER_ID,
    },
    smsPerClientPerHour: e.SMS_PER_CLIENT_PER_HOUR,
    smsPerPhonePerHour: e.SMS_PER_PHONE_PER_HOUR,
    mailPerClientPerHour: 20,
    mailPerEmailPerHour: 5,
    shareImageDrawsPerMinute: e.SHARE_IMAGE_DRAWS_PER_MINUTE,
    promoCodeLimits: { perAccountPerHour: 10, perClientPerHour: 30 },
    bankLookupLimits: { perReturn: 5, perAccountPerHour: 10, perClientPerHour: 30 },
    contactPerSenderPerHour: 5,
    contactPerEmailPerHour: 5,
    // One core stays free for the event loop, so a flood of sign-ins cannot stall every other answer.
    hashPoolSize: e.HASH_POOL_SIZE,
    hashMaxQueued: 32,
    hashMaxPerClient: 4,
    hashMaxWaitMs: e.HASH_MAX_WAIT_MS,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    paystackBaseUrl: e.PAYSTACK_BASE_URL,
    paystackSecretKey: e.PAYSTACK_SECRET_KEY,
    paystackPublicKey: e.PAYSTACK_PUBLIC_KEY,
    shipbubble: {
      baseUrl: e.SHIPBUBBLE_BASE_URL,
      apiKey: e.SHIPBUBBLE_API_KEY,
      webhookSecret: e.SHIPBUBBLE_WEBHOOK_SECRET,
    },
    whatsapp: {
      baseUrl: e.WHATSAPP_API_URL,
      version: e.WHATSAPP_API_VERSION,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: e.WHATSAPP_ACCESS_TOKEN,
      appSecret: e.WHATSAPP_APP_SECRET,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    },
    paymentTimeoutMs: e.PAYMENT_TIMEOUT_MINUTES * 60_000,
    paymentReconcileMinutes: e.PAYMENT_RECONCILE_MINUTES,
    canaryRule: {
      minBrowsers: e.CANARY_MIN_BROWSERS,
      ratio: e.CANARY_FAILURE_RATIO,
      floor: e.CANARY_FAILURE_FLOOR,
      browsersPerAddress: e.CANARY_BROWSERS_PER_ADDRESS,
    },
    telemetryRateLimitMax: e.TELEMETRY_RATE_LIMIT_MAX,
    releaseTokenSecret: e.RELEASE_TOKEN_SECRET,
    webhookRateLimitMax: e.WEBHOOK_RATE_LIMIT_MAX,
    campaignBatchSize: e.CAMPAIGN_BATCH_SIZE,
    campaignBatchPauseMs: e.CAMPAIGN_BATCH_PAUSE_MS,
    campaignStaleMs: e.CAMPAIGN_STALE_MS,
    campaignTestsPerHour: 10,
    unsubscribeMailto: e.UNSUBSCRIBE_MAILTO,
    metricsToken: e.METRICS_TOKEN,
    ussdCallbackKey: e.USSD_CALLBACK_KEY,
    ussdPerPhonePerMinute: e.USSD_PER_PHONE_PER_MINUTE,
    ussdPerSessionPerMinute: e.USSD_PER_SESSION_PER_MINUTE,
    ...overrides,
  };
}

function isPublicHttps(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (
      protocol === 'https:' &&
      !['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(hostname.toLowerCase())
    );
  } catch {
    return false;
  }
}

/** Production must never run on the published development secrets. */
export function assertProductionReady(config: AppConfig): void {
  if (config.nodeEnv !== 'production') return;
  const problems: string[] = [];
  if (config.jwtSecret === DEFAULT_JWT_SECRET || config.jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be set to a random value of at least 32 characters');
  }
  if (config.releaseTokenSecret === DEFAULT_RELEASE_TOKEN_SECRET || config.releaseTokenSecret.length < 32) {
    problems.push(
      'RELEASE_TOKEN_SECRET must be set to a random value of at least 32 characters, the same as the shop server uses',
    );
  }
  if (config.canaryRule.browsersPerAddress < 1)
    problems.push(
      'CANARY_BROWSERS_PER_ADDRESS must be at least 1: without it one client could stop a canary',
    );
  if (config.adminPassword === DEFAULT_ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD must be set');
  if (config.ussdCallbackKey === DEFAULT_USSD_CALLBACK_KEY || config.ussdCallbackKey.length < 32)
    problems.push(
      "USSD_CALLBACK_KEY must be set to a random value of at least 32 characters (the key in the USSD callback URL given to Africa's Talking)",
    );
  // Live keys travel only over TLS; the simulator (plain http on this machine) is for development and tests.
  if (config.paystackSecretKey && !config.paystackBaseUrl.startsWith('https://')) {
    problems.push('PAYSTACK_BASE_URL must be https:// (the simulator is never used in production)');
  }
  if (config.shipbubble.apiKey && !config.shipbubble.baseUrl.startsWith('https://'))
    problems.push('SHIPBUBBLE_BASE_URL must be https:// (the courier simulator is never used in production)');
  // A courier's webhooks are refused without the secret they are signed with: never accepted unsigned.
  if (config.shipbubble.apiKey && !config.shipbubble.webhookSecret)
    problems.push(
      'SHIPBUBBLE_WEBHOOK_SECRET must be set with SHIPBUBBLE_API_KEY (the courier signs its webhooks with it)',
    );
  if (config.whatsapp.accessToken) {
    if (!config.whatsapp.baseUrl.startsWith('https://'))
      problems.push('WHATSAPP_API_URL must be https:// (the WhatsApp simulator is never used in production)');
    // Its webhooks are refused without the app secret they are signed with: never accepted unsigned.
    for (const name of ['phoneNumberId', 'appSecret', 'verifyToken'] as const)
      if (!config.whatsapp[name])
        problems.push(
          `WHATSAPP_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()} must be set with WHATSAPP_ACCESS_TOKEN`,
        );
  }
  // The provider sends the shopper back to APP_URL (the callback_url): never to a default localhost.
  if (config.paystackSecretKey && !isPublicHttps(config.appUrl)) {
    problems.push(
      "APP_URL must be set to the shop's public https:// origin (Paystack sends shoppers back to it after paying)",
    );
  }
  // Like mail without SMTP_URL, the SMS outbox is allowed (and logged at start); Africa's Talking needs its key, over TLS.
  if (config.sms.provider === 'africastalking' && !config.sms.apiKey)
    problems.push('AT_API_KEY must be set when SMS_PROVIDER is africastalking');
  if (config.sms.provider === 'africastalking' && !config.sms.apiUrl.startsWith('https://'))
    problems.push("SMS_API_URL must be https:// for Africa's Talking");
  if (problems.length > 0) throw new Error(`Refusing to start in production: ${problems.join('; ')}.`);
}
