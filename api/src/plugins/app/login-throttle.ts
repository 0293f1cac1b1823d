import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.js';

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
  /** How long the next attempt on the account waits before its password is checked. */
  delayMs(account: string): Promise<number>;
  /** After a wrong password (or an unknown account). */
  failed(address: string, account: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export default fp(
  async (fastify) => {
    const { loginMaxFailures, loginSlowAfter, loginMaxDelayMs, loginWindowMs: windowMs } = fastify.config;
    const counter = fastify.counters;
    const throttle: LoginThrottle = {
      async before(address, account) {
        const byAddress = await counter.get(`login-address:${address}`);
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
        const delay = await throttle.delayMs(account);
        if (delay > 0) await sleep(delay);
      },
      async delayMs(account) {
        const over = (await counter.get(`login-account:${account}`)).count - loginSlowAfter;
        return over >= 0 ? Math.min(loginMaxDelayMs, 250 * 2 ** Math.min(over, 16)) : 0;
      },
      async failed(address, account) {
        await Promise.all([
          counter.add(`login-address:${address}`, windowMs),
          counter.add(`login-account:${account}`, windowMs),
        ]);
      },
    };
    fastify.decorate('loginThrottle', throttle);
  },
  { name: 'login-throttle', dependencies: ['config', 'counters'] },
);
