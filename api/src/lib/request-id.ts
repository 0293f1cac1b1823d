import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A request id another hop may hand over: a short token of letters, digits and `._:-` (a UUID, a trace id).
 * Anything else (too long, spaces, control characters) is replaced, so a client cannot forge log lines.
 * scripts/serve.mjs's proxy applies the same rule.
 */
export const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the X-Request-Id the proxy passed on when it is sane, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
