// The browser id: a random first-party cookie, so a shopper stays on one side of every rollout (docs/releases.md).
// The shop's server makes it and signs it: a value a client picked, or whose signature does not hold, is replaced,
// so nobody chooses their cohort, and a telemetry token names only ids this server gave. The API reads it with the
// same secret to count one search per browser (docs/security.md, "The Searches report"). Servers only (node:crypto).
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { BROWSER_ID_PATTERN } from './schemas/releases';

export const BROWSER_COOKIE = 'kasuwa_browser';
/** A year: long enough that a shopper keeps one side of every rollout they see. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface BrowserIds {
  /** The browser id a request's cookie carries, when this server signed it; else null. */
  read(cookieHeader: string | undefined): string | null;
  /** The Set-Cookie of a browser id: first-party, not readable by scripts, sent back on every visit. */
  cookie(id: string, secure: boolean): string;
}

/** Browser ids signed with a key derived from `secret` (RELEASE_TOKEN_SECRET) for this use only. */
export function browserIds(secret: string): BrowserIds {
  const key = createHmac('sha256', secret).update('kasuwa browser id').digest();
  const signatureOf = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    read(cookieHeader) {
      for (const part of String(cookieHeader ?? '').split(';')) {
        const [name, ...rest] = part.trim().split('=');
        if (name !== BROWSER_COOKIE) continue;
        const [id = '', signature = ''] = rest.join('=').split('.');
        if (!BROWSER_ID_PATTERN.test(id)) continue;
        const expected = Buffer.from(signatureOf(id));
        const given = Buffer.from(signature);
        if (given.length === expected.length && timingSafeEqual(given, expected)) return id;
      }
      return null;
    },
    cookie: (id, secure) =>
      `${BROWSER_COOKIE}=${id}.${signatureOf(id)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
  };
}

/** A new browser id. */
export const newBrowserId = (): string => randomUUID();
