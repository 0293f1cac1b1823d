// Who may read the Prometheus metrics of the API and of the shop's server besides the API's admins: whoever sends
// METRICS_TOKEN as a bearer token (docs/operations.md, "Metrics, health and alerts"). Servers only (node:crypto).
import { createHash, timingSafeEqual } from 'node:crypto';

/** The shortest METRICS_TOKEN a server accepts: a random value, never a word someone could guess. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const [scheme, token, ...rest] = authorization.trim().split(/\s+/);
  return scheme?.toLowerCase() === 'bearer' && token && rest.length === 0 ? token : null;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `presented` is the metrics token, compared in constant time: both are hashed first, so neither the time
 * taken nor an early length check tells a guesser how much of a guess was right. Never true when no token is set.
 */
export function isMetricsToken(presented: string | null, token: string | undefined): boolean {
  if (!token || presented === null) return false;
  return timingSafeEqual(digest(presented), digest(token));
}
