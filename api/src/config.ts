import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const DEFAULT_JWT_SECRET = 'kasuwa-development-secret-do-not-use-in-production';
export const DEFAULT_ADMIN_PASSWORD = 'KasuwaAdmin1';
export const DEFAULT_SHOPPER_PASSWORD = 'KasuwaShopper1';

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl: string | undefined;
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
  loginMaxFailures: number;
  loginWindowMs: number;
  bodyLimit: number;
  logLevel: string;
  /** Which peers may set X-Forwarded-For (the client address used by the rate limits). */
  trustProxy: boolean | string;
  /** How long public catalogue answers may be reused (0 disables). */
  catalogCacheMs: number;
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

const defaultCorsOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const dataDir = resolve(env.DATA_DIR || join(repoRoot(), '.data'));
  const config: AppConfig = {
    nodeEnv: env.NODE_ENV || 'development',
    port: int(env.API_PORT, 4000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
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
    loginWindowMs: 15 * 60 * 1000,
    bodyLimit: 1024 * 1024,
    trustProxy:
      env.TRUST_PROXY === 'true'
        ? true
        : env.TRUST_PROXY === 'false'
          ? false
          : env.TRUST_PROXY || 'loopback, linklocal, uniquelocal',
    catalogCacheMs: env.CATALOG_CACHE_MS === '0' ? 0 : int(env.CATALOG_CACHE_MS, 2000),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    ...overrides,
  };
  return config;
}

/** Production must never run on the published development secrets. */
export function assertProductionReady(config: AppConfig): void {
  if (config.nodeEnv !== 'production') return;
  const problems: string[] = [];
  if (config.jwtSecret === DEFAULT_JWT_SECRET || config.jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be set to a random value of at least 32 characters');
  }
  if (config.adminPassword === DEFAULT_ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD must be set');
  if (problems.length > 0) throw new Error(`Refusing to start in production: ${problems.join('; ')}.`);
}
