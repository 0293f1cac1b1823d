import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const maxmem = (N: number, r: number, p: number) => 128 * N * r * (p + 1) + 16 * 1024 * 1024;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time check; also spends the same effort when `stored` is null (unknown account). */
  verify(password: string, stored: string | null): Promise<boolean>;
}

/** scrypt with a random salt, stored as `scrypt$N$r$p$salt$key` so the cost can change later. */
export function createPasswordHasher(N = 2 ** 16, r = 8, p = 2): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hash = async (password: string) => {
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
    hash,
    async verify(password, stored) {
      if (stored === null) {
        dummy ??= hash('not-a-real-password');
        await check(password, await dummy);
        return false;
      }
      return check(password, stored);
    },
  };
}
