// The browser id: a random first-party cookie, so a shopper stays on one side of every rollout (docs/releases.md).
import { randomUUID } from 'node:crypto';

export const BROWSER_COOKIE = 'kasuwa_browser';
/** A year: long enough that a shopper keeps one side of every rollout they see. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const BROWSER_ID = /^[0-9a-f-]{36}$/;

/** The browser id a request carries in its cookie, or null. */
export function browserIdOf(cookieHeader: string | undefined): string | null {
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BROWSER_COOKIE && BROWSER_ID.test(value.join('='))) return value.join('=');
  }
  return null;
}

/** A new browser id. */
export const newBrowserId = (): string => randomUUID();

/** The Set-Cookie of a new browser id: first-party, not readable by scripts, sent back on every visit. */
export const browserCookie = (id: string, secure: boolean): string =>
  `${BROWSER_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
