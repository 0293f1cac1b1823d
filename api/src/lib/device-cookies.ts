import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'kasuwa-device';
/** Sent only to the sign-in routes. */
const COOKIE_PATH = '/api/auth';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that has signed
 * in to an account carries a signed cookie naming the account and a device id. The sign-in throttle trusts
 * it for that account only. One cookie per account, named after a digest of the email, so a family's shared
 * phone keeps one for each of its accounts.
 */
export interface DeviceCookies {
  /** The cookie's name for an account. */
  nameFor(account: string): string;
  /** The cookie for the account, for `reply.setCookie`; the device id stays the same when one is given. */
  issue(account: string, options: { deviceId?: string | undefined; secure: boolean }): Promise<DeviceCookie>;
  /** The device id of a valid cookie for `account` among a request's cookies (`request.cookies`), else null. */
  read(cookies: Partial<Record<string, string>>, account: string): Promise<string | null>;
}

export interface DeviceCookie {
  name: string;
  value: string;
  options: CookieSerializeOptions;
}

export function createDeviceCookies(secret: string, ttlMs: number): DeviceCookies {
  // A key of its own, so a device token is never taken for an access token or the other way round.
  const key = createHmac('sha256', secret).update('kasuwa device cookie').digest();
  const nameFor = (account: string) =>
    `kasuwa_device_${createHash('sha256').update(account).digest('base64url').slice(0, 16)}`;
  return {
    nameFor,
    async issue(account, { deviceId = randomUUID(), secure }) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(account)
        .setJti(deviceId)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor((Date.now() + ttlMs) / 1000))
        .sign(key);
      return {
        name: nameFor(account),
        value: token,
        options: {
          path: COOKIE_PATH,
          maxAge: Math.floor(ttlMs / 1000),
          httpOnly: true,
          sameSite: 'strict',
          secure,
        },
      };
    },
    async read(cookies, account) {
      const token = cookies[nameFor(account)];
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          subject: account,
          requiredClaims: ['exp', 'jti'],
        });
        return typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : null;
      } catch {
        return null;
      }
    },
  };
}
