import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { PoolBusyError } from '../../lib/hashing-pool.js';
import { errorBody, HttpError } from '../../lib/http-error.js';
import { ValidationError } from './validation.js';

interface ErrorLike {
  statusCode?: number;
  message?: string;
  detail?: string;
  code?: string;
}

/** 1048576 → '1 MB', 65536 → '64 KB', 1000 → '1000 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** PostgreSQL's answer to a value it cannot store (class 22) or a row that has gone (23503). */
function refusedByDatabase(error: unknown): { status: number; message: string } | null {
  const codeOf = (e: unknown): string | undefined =>
    typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string'
      ? (e as { code: string }).code
      : undefined;
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
  if (code === undefined || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code.startsWith('22')) return { status: 400, message: 'A value in the request is not valid.' };
  if (code === '23503') {
    return { status: 409, message: 'The request refers to something that no longer exists.' };
  }
  return null;
}

/** SQLSTATE classes 08 (connection) and 57P (operator intervention: terminated, shutting down, starting up). */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3])/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** "timeout expired": a connection that could not be opened in CONNECT_TIMEOUT_MS (db/client.ts). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout expired|Client has encountered a connection error|Cannot use a pool after calling end/i;
/**
 * node-postgres's pool gives up on a request that waited for one of its connections, every one of them in use, for
 * its `connectionTimeoutMillis` (TURN_WAIT_MS); a connection that could not be opened says otherwise.
 */
const POOL_WAIT_MESSAGE = 'timeout exceeded when trying to connect';

/** The error and what caused it, a few levels down (Drizzle wraps the driver's error). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the database could not be reached or dropped the connection (not when it refused the query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** True when the request waited its turn for a database connection for as long as the pool allows: busy, not down. */
export function waitedForDatabase(error: unknown): boolean {
  for (const { message } of causes(error)) if (message === POOL_WAIT_MESSAGE) return true;
  return false;
}

/** A request the API could not read (its words are for the log, not for the shopper). */
export const UNREADABLE_REQUEST_MESSAGE = 'The shop could not read what was sent. Please try again.';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database just now. Please try again in a moment.';

/**
 * Every failure answers `{message, detail?, errors?}`: field errors as 400, expected failures with their own
 * status, a full hashing queue, a wait for a database connection that ran out or an unreachable database as 503 with
 * Retry-After, and anything unexpected as a 500 that leaks nothing.
 */
export default fp(
  async (fastify) => {
    const bodyLimit = formatBytes(fastify.config.bodyLimit);
    fastify.setErrorHandler(
      (error: FastifyError | HttpError | ValidationError | ErrorLike, request, reply) => {
        if (error instanceof ValidationError) {
          return reply.status(400).send({ message: error.message, errors: error.fieldErrors });
        }
        const busy = (retryAfterSeconds: number) => {
          void reply.header('Retry-After', String(retryAfterSeconds));
          return reply.status(503).send({
            message: 'The server is busy. Please try again in a moment.',
            detail: `Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
          });
        };
        if (error instanceof PoolBusyError) return busy(error.retryAfterSeconds);
        if (error instanceof HttpError) {
          if (error.headers) void reply.headers(error.headers);
          return reply.status(error.statusCode).send(errorBody(error));
        }
        if (waitedForDatabase(error)) {
          request.log.warn({ err: error }, 'no database connection came free in time');
          return busy(2);
        }
        if (isDatabaseUnavailable(error)) {
          request.log.error({ err: error }, 'database unavailable');
          void reply.header('Retry-After', '2');
          return reply.status(503).send({
            message: DATABASE_UNAVAILABLE_MESSAGE,
            detail: 'The database is not reachable.',
          });
        }
        const refused = refusedByDatabase(error);
        if (refused) {
          // Every input is checked before it reaches the database; this is the last line, never the plan.
          request.log.error({ err: error }, 'the database refused a value the schemas let through');
          return reply.status(refused.status).send({ message: refused.message });
        }
        const status =
          typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
        if (status >= 500) {
          request.log.error({ err: error }, 'request failed');
          return reply.status(status).send({ message: 'Internal server error' });
        }
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          return reply
            .status(413)
            .send({ message: 'What was sent is too large.', detail: `The limit is ${bodyLimit}.` });
        }
        if (typeof error.code === 'string' && error.code.startsWith('FST_ERR_CTP_')) {
          // The request could not be read (broken or empty JSON, a type the API does not take): the parser's own
          // words speak of the wire format, so the log keeps them and the answer says it in words.
          request.log.info({ err: error }, 'request not readable');
          return reply.status(status).send({ message: UNREADABLE_REQUEST_MESSAGE });
        }
        const detail = (error as ErrorLike).detail;
        return reply
          .status(status)
          .send({ message: error.message ?? 'Bad request', ...(detail ? { detail } : {}) });
      },
    );

    fastify.setNotFoundHandler({ preHandler: fastify.rateLimit() }, (request, reply) => {
      void reply
        .status(404)
        .send({ message: 'Not found.', detail: `No route for ${request.method} ${request.url}` });
    });
  },
  { name: 'error-handler', dependencies: ['config', 'security'] },
);
