// The API's environment, one variable a field (README.md, "Environment"): unset or blank takes the default; a value
// the field cannot take stops the API with the variable's name. config.ts turns what it reads into the AppConfig.
import { availableParallelism } from 'node:os';
import * as v from 'valibot';
import {
  baseUrlOr,
  numberOrDefault,
  oneOfOr,
  optionalFlag,
  optionalHttpUrl,
  optionalText,
  optionalUrl,
  optionalWholeNumber,
  readEnv,
  textOr,
  wholeNumberOr,
  type Env,
} from 'shared-contracts/env';
import { METRICS_TOKEN_MIN_LENGTH } from 'shared-contracts/metrics-token';
import type { ProcessRole } from './lib/jobs.js';

export const DEFAULT_JWT_SECRET = 'kasuwa-development-secret-do-not-use-in-production';
/** The shop server's default too (docs/releases.md): tokens signed with it are worthless outside development. */
export const DEFAULT_RELEASE_TOKEN_SECRET = 'kasuwa-development-release-secret-do-not-use-in-production';
export const DEFAULT_ADMIN_PASSWORD = 'KasuwaAdmin1';
export const DEFAULT_SHOPPER_PASSWORD = 'KasuwaShopper1';

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

const ROLES = ['server', 'worker', 'all'] as const satisfies readonly ProcessRole[];

/** `server`, `worker` or `all` (unset or empty: `all`): the command line's `api [role]`. */
export function parseRole(raw: string | undefined): ProcessRole {
  const value = (raw ?? '').trim() || 'all';
  if ((ROLES as readonly string[]).includes(value)) return value as ProcessRole;
  throw new Error(`The API's role must be server, worker or all, not "${value}".`);
}

/** The key `POST /api/ussd?key=…` answers to outside production (docs/ussd.md); production must set its own. */
export const DEFAULT_USSD_CALLBACK_KEY = 'ussd-dev-key';

/** The API key the local SMS outbox simulator expects (it is no secret: the simulator sends nothing). */
export const SMS_OUTBOX_API_KEY = 'sms-outbox-development-key';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A whole number where 0 switches the thing off (a cache, a pause, a check), else at least 1. */
const zeroOrWhole = (fallback: number) => wholeNumberOr(fallback, { min: 0 });

/**
 * The API's environment, one variable a field: unset or blank takes the default; a value the field cannot take
 * stops the API with the variable's name (docs/operations.md lists them).
 */
const apiEnvSchema = v.object({
  NODE_ENV: textOr('development'),
  API_ROLE: oneOfOr(ROLES, 'all'),
  JOB_POLLING_SECONDS: numberOrDefault(2, { min: 0.5 }),
  JOB_MAINTENANCE_SECONDS: wholeNumberOr(60),
  JOB_CLOCK_SECONDS: wholeNumberOr(30, { max: 45 }),
  API_PORT: wholeNumberOr(4000, { max: 65535 }),
  HOST: textOr('0.0.0.0'),
  DATABASE_URL: optionalUrl,
  DATABASE_SCHEMA: v.pipe(
    optionalText,
    v.check(
      (raw) => raw === undefined || /^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(raw),
      'must be a plain schema name: letters, digits and _, at most 63',
    ),
  ),
  DATABASE_APPLICATION_NAME: textOr('kasuwa-api'),
  DATA_DIR: optionalText,
  UPLOAD_DIR: optionalText,
  REDIS_URL: optionalUrl,
  JWT_SECRET: textOr(DEFAULT_JWT_SECRET),
  ADMIN_PASSWORD: textOr(DEFAULT_ADMIN_PASSWORD),
  SHOPPER_PASSWORD: textOr(DEFAULT_SHOPPER_PASSWORD),
  CORS_ORIGINS: optionalText,
  SMTP_URL: optionalUrl,
  APP_URL: baseUrlOr('http://localhost:3000'),
  MAIL_FROM: textOr('Kasuwa <no-reply@kasuwa.ng>'),
  SCRYPT_N: wholeNumberOr(2 ** 16, { min: 2 }),
  RATE_LIMIT_MAX: wholeNumberOr(300),
  LOGIN_ADDRESS_SUSPECT_AFTER: wholeNumberOr(5),
  TRUST_PROXY: optionalText,
  API_PROXY_SECRET: v.pipe(
    optionalText,
    v.check(
      (raw) => raw === undefined || raw.length >= 32,
      'must be a random value of at least 32 characters',
    ),
  ),
  CATALOG_CACHE_MS: zeroOrWhole(30_000),
  API_DOCS: optionalFlag,
  SMS_PROVIDER: oneOfOr(['outbox', 'africastalking'], 'outbox'),
  SMS_API_URL: optionalHttpUrl,
  SMS_OUTBOX_PORT: optionalWholeNumber({ max: 65535 }),
  AT_USERNAME: textOr('sandbox'),
  AT_API_KEY: optionalText,
  AT_SENDER_ID: optionalText,
  SMS_PER_CLIENT_PER_HOUR: wholeNumberOr(10),
  SMS_PER_PHONE_PER_HOUR: wholeNumberOr(5),
  SHARE_IMAGE_DRAWS_PER_MINUTE: wholeNumberOr(60),
  HASH_POOL_SIZE: wholeNumberOr(Math.max(1, availableParallelism() - 1)),
  HASH_MAX_WAIT_MS: wholeNumberOr(2000),
  LOG_LEVEL: v.pipe(
    optionalText,
    v.check(
      (raw) => raw === undefined || LOG_LEVELS.includes(raw),
      `must be one of ${LOG_LEVELS.join(', ')}`,
    ),
  ),
  PAYSTACK_BASE_URL: baseUrlOr('https://api.paystack.co'),
  PAYSTACK_SECRET_KEY: optionalText,
  PAYSTACK_PUBLIC_KEY: optionalText,
  SHIPBUBBLE_BASE_URL: baseUrlOr('https://api.shipbubble.com/v1'),
  SHIPBUBBLE_API_KEY: optionalText,
  SHIPBUBBLE_WEBHOOK_SECRET: optionalText,
  WHATSAPP_API_URL: baseUrlOr('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: textOr('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  PAYMENT_TIMEOUT_MINUTES: wholeNumberOr(30),
  PAYMENT_RECONCILE_MINUTES: zeroOrWhole(1),
  CANARY_MIN_BROWSERS: wholeNumberOr(50),
  CANARY_FAILURE_RATIO: numberOrDefault(2, { min: 0 }),
  CANARY_FAILURE_FLOOR: numberOrDefault(0.01, { min: 0 }),
  CANARY_BROWSERS_PER_ADDRESS: zeroOrWhole(5),
  TELEMETRY_RATE_LIMIT_MAX: wholeNumberOr(60),
  RELEASE_TOKEN_SECRET: textOr(DEFAULT_RELEASE_TOKEN_SECRET),
  WEBHOOK_RATE_LIMIT_MAX: wholeNumberOr(60),
  CAMPAIGN_BATCH_SIZE: wholeNumberOr(50),
  CAMPAIGN_BATCH_PAUSE_MS: zeroOrWhole(1000),
  CAMPAIGN_STALE_MS: wholeNumberOr(10 * 60_000, { min: 1000 }),
  UNSUBSCRIBE_MAILTO: textOr('unsubscribe@kasuwa.ng'),
  USSD_CALLBACK_KEY: textOr(DEFAULT_USSD_CALLBACK_KEY),
  USSD_PER_PHONE_PER_MINUTE: wholeNumberOr(30),
  USSD_PER_SESSION_PER_MINUTE: wholeNumberOr(20),
  METRICS_TOKEN: v.pipe(
    optionalText,
    v.check(
      (raw) => raw === undefined || raw.length >= METRICS_TOKEN_MIN_LENGTH,
      `must be a random value of at least ${METRICS_TOKEN_MIN_LENGTH} characters (openssl rand -hex 32)`,
    ),
  ),
});

/** The API's environment read through its schema; a bad value throws, naming every such variable. */
export const readApiEnv = (env: Env) => readEnv(apiEnvSchema, env, "Kasuwa's API");
