import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { HttpError } from '../../../lib/http-error.js';

/** One password check: where from, on which account, and the device cookie's id when it is valid for it. */
export interface SignInAttempt {
  address: string;
  account: string;
  device?: string | null;
}

/**
 * Password guessing, limited four ways (docs/security.md, "Sign-in throttling"), so that one guesser behind a
 * carrier-NAT address never locks out the others who share it:
 * - per (address, account): after `loginMaxFailures` failures in the window, that pair gets 429 with
 *   Retry-After. Only that pair: others at the address, and the owner elsewhere, still sign in.
 * - per address, across accounts (credential stuffing): once failures have touched `loginAddressSlowAfter`
 *   distinct accounts, each attempt from the address waits, doubling every 10 accounts; at
 *   `loginAddressMaxAccounts` the address gets 429.
 * - per account: after `loginSlowAfter` failures from anywhere, every attempt on it waits first, doubling
 *   up to `loginMaxDelayMs`. Never a lock: the owner still signs in, a little later.
 * - a known device (a valid device cookie for the account) skips the three above; its failures count against
 *   that device alone, and after `loginMaxFailures` of them it is treated as unknown.
 * Success resets no count, so a valid account of one's own cannot be used to wipe the slate.
 */
export interface LoginThrottle {
  /** Before a password is checked: 429 when the pair or the address is over its limit; waits while slowed. */
  before(attempt: SignInAttempt): Promise<void>;
  /** How long the next attempt on the account waits before its password is checked. */
  delayMs(account: string): Promise<number>;
  /** Whether the attempt's device cookie is still trusted (it has not itself failed too often). */
  trusted(attempt: SignInAttempt): Promise<boolean>;
  /** After a wrong password (or an unknown account). */
  failed(attempt: SignInAttempt): Promise<void>;
  /** Before an account is created: 429 once the address has been told `loginMaxFailures` emails were taken. */
  beforeRegistration(address: string): Promise<void>;
  /** After registration answered that an email is taken. */
  emailTaken(address: string): Promise<void>;
  /**
   * Whether the address has lately failed sign-ins on `loginAddressSuspectAfter` accounts, or been told as many
   * emails were taken: its hashes then wait behind everyone else's (lib/hashing-pool.ts). Decided by the address
   * alone, never by the email, so how long an answer takes still says nothing about an account.
   */
  suspect(address: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

const tooMany = (ttlMs: number, message = 'Too many failed sign-in attempts. Please try again later.') => {
  const wait = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(429, message, `Try again in ${Math.ceil(wait / 60)} minutes.`, undefined, {
    'Retry-After': String(wait),
  });
};

const keys = {
  pair: (a: SignInAttempt) => `login-pair:${a.address}:${a.account}`,
  address: (a: SignInAttempt) => `login-address:${a.address}`,
  account: (account: string) => `login-account:${account}`,
  device: (device: string) => `login-device:${device}`,
  taken: (address: string) => `register-taken:${address}`,
};

export default fp(
  async (fastify) => {
    const {
      loginMaxFailures,
      loginSlowAfter,
      loginMaxDelayMs,
      loginWindowMs: windowMs,
      loginAddressSlowAfter,
      loginAddressMaxAccounts,
      loginAddressSuspectAfter,
    } = fastify.config;
    const counter = fastify.counters;
    const growing = (over: number) =>
      over >= 0 ? Math.min(loginMaxDelayMs, 250 * 2 ** Math.min(over, 16)) : 0;

    const throttle: LoginThrottle = {
      async trusted(attempt) {
        if (!attempt.device) return false;
        return (await counter.get(keys.device(attempt.device))).count < loginMaxFailures;
      },
      async before(attempt) {
        if (await throttle.trusted(attempt)) return;
        const [pair, address] = await Promise.all([
          counter.get(keys.pair(attempt)),
          counter.get(keys.address(attempt)),
        ]);
        if (pair.count >= loginMaxFailures && pair.ttlMs > 0) throw tooMany(pair.ttlMs);
        if (address.count >= loginAddressMaxAccounts && address.ttlMs > 0) throw tooMany(address.ttlMs);
        const byAddress = growing(Math.floor((address.count - loginAddressSlowAfter) / 10));
        const delay = Math.max(byAddress, await throttle.delayMs(attempt.account));
        if (delay > 0) await sleep(delay);
      },
      async delayMs(account) {
        return growing((await counter.get(keys.account(account))).count - loginSlowAfter);
      },
      async failed(attempt) {
        if (attempt.device && (await throttle.trusted(attempt))) {
          await counter.add(keys.device(attempt.device), windowMs);
          return;
        }
        const [pair] = await Promise.all([
          counter.add(keys.pair(attempt), windowMs),
          counter.add(keys.account(attempt.account), windowMs),
        ]);
        // The address counts each account once per window: distinct accounts, not guesses.
        if (pair.count === 1) await counter.add(keys.address(attempt), windowMs);
      },
      async beforeRegistration(address) {
        const taken = await counter.get(keys.taken(address));
        if (taken.count >= loginMaxFailures && taken.ttlMs > 0)
          throw tooMany(taken.ttlMs, 'Too many sign-up attempts. Please try again later.');
      },
      async emailTaken(address) {
        await counter.add(keys.taken(address), windowMs);
      },
      async suspect(address) {
        const [failed, taken] = await Promise.all([
          counter.get(keys.address({ address, account: '' })),
          counter.get(keys.taken(address)),
        ]);
        return failed.count + taken.count >= loginAddressSuspectAfter;
      },
    };
    fastify.decorate('loginThrottle', throttle);
  },
  { name: 'login-throttle', dependencies: ['config', 'counters'] },
);
