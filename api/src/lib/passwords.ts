import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HashingPool, type HashClient } from './hashing-pool.js';

const KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const maxmem = (N: number, r: number, p: number) => 128 * N * r * (p + 1) + 16 * 1024 * 1024;

export interface PasswordHasher {
  /** `client` picks the line the job waits in; none for the server's own work. See HashingPool. */
  hash(password: string, client?: HashClient): Promise<string>;
  /** Constant-time check; also spends the same effort when `stored` is null (unknown account). */
  verify(password: string, stored: string | null, client?: HashClient): Promise<boolean>;
  pool: HashingPool;
}

/**
 * scrypt with a random salt, stored as `scrypt$N$r$p$salt$key` so the cost can change later. Every hash
 * runs through a bounded pool (one per core): a flood of sign-ins queues, or is refused, instead of
 * running hundreds of 128 MB hashes at once.
 */
export function createPasswordHasher(N = 2 ** 16, r = 8, p = 2, pool = new HashingPool()): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const rawHash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await scryptAsync(password, salt, { N, r, p, maxmem: maxmem(N, r, p) });
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  };
  const check = async (password: string, stored: string) => {
    const [scheme, n, rr, pp, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !key) return false;
    const params = { N: Number(n), r: Number(rr), p: Number(pp) };
    const expected = Buffer.from(key, 'base64');
    const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), {
      ...params,
      maxmem: maxmem(params.N, params.r, params.p),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return {
    pool,
    hash: (password, client) => pool.run(client ?? null, () => rawHash(password)),
    async verify(password, stored, client) {
      if (stored === null) {
        // An unknown email costs the same hash as a known one, so timing does not tell them apart.
        dummy ??= rawHash('not-a-real-password');
        const known = await dummy;
        await pool.run(client ?? null, () => check(password, known));
        return false;
      }
      return pool.run(client ?? null, () => check(password, stored));
    },
  };
}
