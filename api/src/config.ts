import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { metricsTokenFrom } from 'shared-contracts/metrics-token';
import type { ProcessRole } from './lib/jobs.js';

export const DEFAULT_JWT_SECRET = 'kasuwa-development-secret-do-not-use-in-production';
/** The shop server's default too (docs/releases.md): tokens signed with it are worthless outside development. */
export const DEFAULT_RELEASE_TOKEN_SECRET = 'kasuwa-development-release-secret-do-not-use-in-production';
export const DEFAULT_ADMIN_PASSWORD = 'KasuwaAdmin1';
export const DEFAULT_SHOPPER_PASSWORD = 'KasuwaShopper1';

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
   * moves the catalogue generation and drops them sooner (plugins/app/catalog-cache.ts).
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

const int = (raw: string | undefined, fallback: number): number => {
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const positive = (raw: string | undefined, fallback: number): number => {
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

const defaultCorsOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/**
 * `TRUST_PROXY`: unset, '' or 'false' → no proxy; '1', '2' … → that many hops; otherwise a comma-separated
 * list of addresses, CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal). 'true' (any peer
 * may claim any address) is refused: it would let every client choose its own address.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address; give a hop count or addresses.',
    );
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `server`, `worker` or `all` (unset or empty: `all`). */
export function parseRole(raw: string | undefined): ProcessRole {
  const value = (raw ?? '').trim() || 'all';
  if (value === 'server' || value === 'worker' || value === 'all') return value;
  throw new Error(`The API's role must be server, worker or all, not "${value}".`);
}

/** The API key the local SMS outbox simulator expects (it is no secret: the simulator sends nothing). */
export const SMS_OUTBOX_API_KEY = 'sms-outbox-development-key';

/** `SMS_PROVIDER`: `outbox` (unset) or `africastalking`. */
export function parseSmsProvider(raw: string | undefined): AppConfig['sms']['provider'] {
  const value = (raw ?? '').trim() || 'outbox';
  if (value === 'outbox' || value === 'africastalking') return value;
  throw new Error(`SMS_PROVIDER must be outbox or africastalking, not "${value}".`);
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const dataDir = resolve(env.DATA_DIR || join(repoRoot(), '.data'));
  const apiPort = int(env.API_PORT, 4000);
  const smsProvider = parseSmsProvider(env.SMS_PROVIDER);
  const config: AppConfig = {
    nodeEnv: env.NODE_ENV || 'development',
    role: parseRole(env.API_ROLE),
    jobPollingSeconds: Math.max(0.5, positive(env.JOB_POLLING_SECONDS, 2)),
    jobMaintenanceSeconds: int(env.JOB_MAINTENANCE_SECONDS, 60),
    jobClockSeconds: Math.min(45, Math.max(1, int(env.JOB_CLOCK_SECONDS, 30))),
    port: apiPort,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databaseApplicationName: env.DATABASE_APPLICATION_NAME || 'kasuwa-api',
    pgliteDir: join(dataDir, 'pglite'),
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    mailDir: join(dataDir, 'mail'),
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || DEFAULT_JWT_SECRET,
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    shopperPassword: env.SHOPPER_PASSWORD || DEFAULT_SHOPPER_PASSWORD,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : defaultCorsOrigins,
    smtpUrl: env.SMTP_URL || undefined,
    appUrl: (env.APP_URL || 'http://localhost:3000').replace(/\/$/, ''),
    mailFrom: env.MAIL_FROM || 'Kasuwa <no-reply@kasuwa.ng>',
    scryptN: int(env.SCRYPT_N, 2 ** 16),
    rateLimitMax: int(env.RATE_LIMIT_MAX, 300),
    loginMaxFailures: 10,
    loginAddressSlowAfter: 20,
    loginAddressMaxAccounts: 100,
    loginAddressSuspectAfter: int(env.LOGIN_ADDRESS_SUSPECT_AFTER, 5),
    deviceCookieTtlMs: 180 * 24 * 60 * 60 * 1000,
    loginSlowAfter: 5,
    loginMaxDelayMs: 4000,
    loginWindowMs: 15 * 60 * 1000,
    bodyLimit: 1024 * 1024,
    requestTimeoutMs: 30_000,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiProxySecret: env.API_PROXY_SECRET || undefined,
    catalogCacheMs: env.CATALOG_CACHE_MS === '0' ? 0 : int(env.CATALOG_CACHE_MS, 30_000),
    authCacheMs: 30_000,
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : (env.NODE_ENV || 'development') !== 'production',
    sms: {
      provider: smsProvider,
      apiUrl: (
        env.SMS_API_URL ||
        (smsProvider === 'africastalking'
          ? 'https://api.africastalking.com'
          : `http://127.0.0.1:${int(env.SMS_OUTBOX_PORT, apiPort + 500)}`)
      ).replace(/\/+$/, ''),
      username: env.AT_USERNAME || 'sandbox',
      apiKey: env.AT_API_KEY || (smsProvider === 'outbox' ? SMS_OUTBOX_API_KEY : ''),
      senderId: env.AT_SENDER_ID || undefined,
    },
    smsPerClientPerHour: int(env.SMS_PER_CLIENT_PER_HOUR, 10),
    smsPerPhonePerHour: int(env.SMS_PER_PHONE_PER_HOUR, 5),
    mailPerClientPerHour: 20,
    mailPerEmailPerHour: 5,
    shareImageDrawsPerMinute: int(env.SHARE_IMAGE_DRAWS_PER_MINUTE, 60),
    promoCodeLimits: { perAccountPerHour: 10, perClientPerHour: 30 },
    bankLookupLimits: { perReturn: 5, perAccountPerHour: 10, perClientPerHour: 30 },
    contactPerSenderPerHour: 5,
    contactPerEmailPerHour: 5,
    // One core stays free for the event loop, so a flood of sign-ins cannot stall every other answer.
    hashPoolSize: int(env.HASH_POOL_SIZE, Math.max(1, availableParallelism() - 1)),
    hashMaxQueued: 32,
    hashMaxPerClient: 4,
    hashMaxWaitMs: int(env.HASH_MAX_WAIT_MS, 2000),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    paystackBaseUrl: (env.PAYSTACK_BASE_URL || 'https://api.paystack.co').replace(/\/+$/, ''),
    paystackSecretKey: env.PAYSTACK_SECRET_KEY || undefined,
    paystackPublicKey: env.PAYSTACK_PUBLIC_KEY || undefined,
    paymentTimeoutMs: int(env.PAYMENT_TIMEOUT_MINUTES, 30) * 60_000,
    paymentReconcileMinutes:
      env.PAYMENT_RECONCILE_MINUTES === '0' ? 0 : int(env.PAYMENT_RECONCILE_MINUTES, 1),
    canaryRule: {
      minBrowsers: int(env.CANARY_MIN_BROWSERS, 50),
      ratio: positive(env.CANARY_FAILURE_RATIO, 2),
      floor: positive(env.CANARY_FAILURE_FLOOR, 0.01),
      browsersPerAddress:
        env.CANARY_BROWSERS_PER_ADDRESS === '0' ? 0 : int(env.CANARY_BROWSERS_PER_ADDRESS, 5),
    },
    telemetryRateLimitMax: int(env.TELEMETRY_RATE_LIMIT_MAX, 60),
    releaseTokenSecret: env.RELEASE_TOKEN_SECRET || DEFAULT_RELEASE_TOKEN_SECRET,
    webhookRateLimitMax: int(env.WEBHOOK_RATE_LIMIT_MAX, 60),
    campaignBatchSize: int(env.CAMPAIGN_BATCH_SIZE, 50),
    campaignBatchPauseMs: env.CAMPAIGN_BATCH_PAUSE_MS === '0' ? 0 : int(env.CAMPAIGN_BATCH_PAUSE_MS, 1000),
    campaignStaleMs: int(env.CAMPAIGN_STALE_MS, 10 * 60_000),
    campaignTestsPerHour: 10,
    unsubscribeMailto: env.UNSUBSCRIBE_MAILTO || 'unsubscribe@kasuwa.ng',
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    ...overrides,
  };
  if (config.apiProxySecret !== undefined && config.apiProxySecret.length < 32) {
    throw new Error('API_PROXY_SECRET must be a random value of at least 32 characters.');
  }
  if (config.databaseSchema !== undefined && !/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(config.databaseSchema)) {
    throw new Error('DATABASE_SCHEMA must be a plain schema name: letters, digits and _, at most 63.');
  }
  return config;
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
  // Live keys travel only over TLS; the simulator (plain http on this machine) is for development and tests.
  if (config.paystackSecretKey && !config.paystackBaseUrl.startsWith('https://')) {
    problems.push('PAYSTACK_BASE_URL must be https:// (the simulator is never used in production)');
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
