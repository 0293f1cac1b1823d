// The shell's /api proxy: forwards to the API with the client's address and a request id the API logs under.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';

/** The rule api/src/lib/request-id.ts applies too: a short token of letters, digits and `._:-`. */
export const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The X-Request-Id to pass on: the client's when it is a sane short token, else a new UUID. */
export function forwardedRequestId(given: unknown): string {
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Registers `/api/*` → `${upstream}/api/*`. The API limits requests per client address and learns it from this
 * proxy alone: X-Forwarded-For is replaced with the peer of this connection, never appended to, so a browser cannot
 * choose its own address by sending the header (docs/security.md). Every request carries an X-Request-Id (the API
 * uses it as its request id and echoes it), so one request can be followed through both.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  { upstream, timeoutMs = 30_000 }: { upstream: string; timeoutMs?: number },
): Promise<void> {
  await app.register(httpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http: { requestOptions: { timeout: timeoutMs } },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => {
        const { forwarded: _forwarded, 'x-real-ip': _realIp, ...rest } = headers;
        return {
          ...rest,
          'x-forwarded-for': request.raw.socket.remoteAddress ?? '',
          'x-request-id': forwardedRequestId(headers['x-request-id']),
        };
      },
    },
  });
}
