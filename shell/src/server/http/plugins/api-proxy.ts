// The shell's /api proxy: forwards to the API with the client's address and a request id the API logs under.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';

/** The header the API takes as this proxy's proof (api/src/lib/forwarded.ts). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/** The rule api/src/lib/request-id.ts applies too: a short token of letters, digits and `._:-`. */
export const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The X-Request-Id to pass on: the client's when it is a sane short token, else a new UUID. */
export function forwardedRequestId(given: unknown): string {
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Registers `/api/*` → `${upstream}/api/*`. The API limits requests per client address and learns it from this
 * proxy alone: X-Forwarded-For is replaced with the client's address as this server knows it (the peer of the
 * connection, or what a proxy named in TRUST_PROXY says), never appended to, so a browser cannot choose its own
 * address by sending the header (docs/security.md). With `proxySecret` (API_PROXY_SECRET, shared with the API)
 * each request carries it in X-Proxy-Secret, the API's proof that the address comes from this proxy; one a client
 * sent is never passed on. Every request carries an X-Request-Id (the API uses it as its request id and echoes
 * it), so one request can be followed through both.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  {
    upstream,
    timeoutMs = 30_000,
    proxySecret,
  }: { upstream: string; timeoutMs?: number; proxySecret?: string },
): Promise<void> {
  await app.register(httpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http: { requestOptions: { timeout: timeoutMs } },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const {
          forwarded: _forwarded,
          'x-real-ip': _realIp,
          [PROXY_SECRET_HEADER]: _secret,
          ...rest
        } = headers;
        return {
          ...rest,
          'x-forwarded-for': request.ip,
          'x-request-id': forwardedRequestId(headers['x-request-id']),
          ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
        };
      },
    },
  });
}
