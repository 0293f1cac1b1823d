import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header the proxy in front of the API proves itself with (`API_PROXY_SECRET`). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/** The headers through which a proxy names the client, its scheme and host. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Removes the forwarded headers of a request that does not carry `secret` in X-Proxy-Secret, and the secret itself
 * from every request, so that neither a route nor a log line ever sees it. What is left is what Fastify reads for
 * `request.ip`, `protocol` and `host` under TRUST_PROXY: a request without the secret counts under the address it
 * came from, whatever it claims. Digests of equal length are compared in constant time.
 */
export function dropUnprovenForwarding(secret: string): (request: IncomingMessage) => void {
  const expected = digest(secret);
  return (request) => {
    const given = request.headers[PROXY_SECRET_HEADER];
    delete request.headers[PROXY_SECRET_HEADER];
    if (typeof given === 'string' && timingSafeEqual(digest(given), expected)) return;
    for (const header of FORWARDED_HEADERS) delete request.headers[header];
  };
}
