// The browser id: a random first-party cookie, so a shopper stays on one side of every rollout (docs/releases.md).
// The shop's server makes it and signs it: a value a client picked, or whose signature does not hold, is replaced,
// so nobody chooses their cohort, and a telemetry token names only ids this server gave. The API reads it with the
// same secret to count one search per browser (docs/security.md, "The Searches report"). Servers only (node:crypto).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { BROWSER_ID_PATTERN } from './schemas/releases';

export const BROWSER_COOKIE = 'kasuwa_browser';
/** A year: long enough that a shopper keeps one side of every rollout they see. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The browser id cookie's attributes (for @fastify/cookie's `setCookie`): first-party, not readable by scripts, sent back on every visit. */
export const browserCookieOptions = (secure: boolean) => ({
  path: '/',
  maxAge: COOKIE_MAX_AGE_S,
  sameSite: 'lax' as const,
  httpOnly: true,
  secure,
});

export interface BrowserIds {
  /** The browser id the cookie's value (`request.cookies[BROWSER_COOKIE]`) carries, when this server signed it; else null. */
  read(value: string | undefined): string | null;
  /** The cookie's value for a browser id: the id and this server's signature of it. */
  value(id: string): string;
}

/**
 * Browser ids signed with a key derived from `secret` (RELEASE_TOKEN_SECRET) for this use only: `<id>.<HMAC-SHA256,
 * base64url>`, as the cookies browsers keep for a year were signed (so not @fastify/cookie's own signer).
 */
export function browserIds(secret: string): BrowserIds {
  const key = createHmac('sha256', secret).update('kasuwa browser id').digest();
  const signatureOf = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    read(value) {
      const [id = '', signature = ''] = String(value ?? '').split('.');
      if (!BROWSER_ID_PATTERN.test(id)) return null;
      const expected = Buffer.from(signatureOf(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
    value: (id) => `${id}.${signatureOf(id)}`,
  };
}

/** A new browser id. */
export const newBrowserId = (): string => randomUUID();
