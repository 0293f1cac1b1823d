import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

/**
 * Password guessing, limited two ways (docs/security.md, "Sign-in throttling"):
 * - per client address: after `loginMaxFailures` failures in the window, that address gets 429 with
 *   Retry-After. Only that address: an attacker cannot lock the owner out from elsewhere.
 * - per account: after `loginSlowAfter` failures from anywhere, every attempt on the account waits first,
 *   doubling up to `loginMaxDelayMs`. Guessing gets slow; the owner still signs in, a little later.
 * Success resets neither count, so a valid account of one's own cannot be used to wipe the slate.
 */
export interface LoginThrottle {
  /** Before a password is checked: 429 when the address is over its limit; waits while the account is under attack. */
  before(address: string, account: string): Promise<void>;
  /** After a wrong password (or an unknown account). */
  failed(address: string, account: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

/** Failures per key in a fixed window: Redis when configured, so replicas share the counts. */
interface FailureCounter {
  get(key: string): Promise<{ count: number; ttlMs: number }>;
  add(key: string): Promise<void>;
}

export default fp(
  async (fastify) => {
    const { loginMaxFailures, loginSlowAfter, loginMaxDelayMs, loginWindowMs: windowMs } = fastify.config;
    const redis = fastify.redis;
    let counter: FailureCounter;
    if (redis) {
      const k = (key: string) => `kasuwa-login:${key}`;
      counter = {
        async get(key) {
          const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
          return { count: Number(count ?? 0), ttlMs: Math.max(ttl, 0) };
        },
        async add(key) {
          const count = await redis.incr(k(key));
          if (count === 1) await redis.pexpire(k(key), windowMs);
        },
      };
    } else {
      const failures = new Map<string, { count: number; until: number }>();
      const live = (key: string) => {
        const entry = failures.get(key);
        if (entry && entry.until <= Date.now()) failures.delete(key);
        return failures.get(key);
      };
      counter = {
        async get(key) {
          const entry = live(key);
          return entry ? { count: entry.count, ttlMs: entry.until - Date.now() } : { count: 0, ttlMs: 0 };
        },
        async add(key) {
          const entry = live(key);
          if (entry) entry.count += 1;
          else {
            if (failures.size > 100_000) failures.clear();
            failures.set(key, { count: 1, until: Date.now() + windowMs });
          }
        },
      };
    }

    const throttle: LoginThrottle = {
      async before(address, account) {
        const byAddress = await counter.get(`address:${address}`);
        if (byAddress.count >= loginMaxFailures && byAddress.ttlMs > 0) {
          const wait = Math.ceil(byAddress.ttlMs / 1000);
          throw new HttpError(
            429,
            'Too many failed sign-in attempts. Please try again later.',
            `Try again in ${Math.ceil(wait / 60)} minutes.`,
            undefined,
            { 'Retry-After': String(wait) },
          );
        }
        const byAccount = await counter.get(`account:${account}`);
        const over = byAccount.count - loginSlowAfter;
        if (over >= 0) await sleep(Math.min(loginMaxDelayMs, 250 * 2 ** Math.min(over, 16)));
      },
      async failed(address, account) {
        await Promise.all([counter.add(`address:${address}`), counter.add(`account:${account}`)]);
      },
    };
    fastify.decorate('loginThrottle', throttle);
  },
  { name: 'login-throttle', dependencies: ['config', 'redis'] },
);
