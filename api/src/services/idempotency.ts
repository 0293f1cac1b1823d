import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';
import { errorBody, HttpError } from '../lib/http-error.js';

/** How long a key's first answer is kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Make a new key for a new attempt.';

/** An answer as the client sees it: the status and the JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

export interface IdempotentRequest {
  userId: number;
  key: string;
  /** What the key is used for, e.g. 'checkout' or 'cancel 42': the same key elsewhere is another request. */
  operation: string;
  body: unknown;
}

/** JSON with object keys sorted, so two equal bodies always hash alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export const requestHash = (operation: string, body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify({ operation, body: canonical(body ?? null) }))
    .digest('hex');

const errorAnswer = (error: HttpError): Answer => ({ status: error.statusCode, body: errorBody(error) });

/**
 * Runs `run` once per (user, key). The key row is inserted in the same transaction as the work, so a
 * second request with the key waits on the first one's row and then replays its committed answer; two
 * requests can never both do the work. An expected refusal (4xx but 429) is kept as the answer too (the work
 * is rolled back to a savepoint); anything unexpected, or a 429, rolls everything back, key included, so a retry
 * runs again. A key sent with another request is refused with 422.
 */
export async function idempotent(
  db: Db,
  request: IdempotentRequest,
  run: (tx: Tx) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  const hash = requestHash(request.operation, request.body);
  const where = and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key));
  return db.transaction(async (tx) => {
    await tx
      .delete(idempotencyKeys)
      .where(and(where, lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS))));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key: request.key, requestHash: hash, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(where);
      if (!first) throw new HttpError(409, 'This request is already being processed. Please try again.');
      if (first.requestHash !== hash) throw new HttpError(422, KEY_REUSED_MESSAGE, KEY_REUSED_MESSAGE);
      return { status: first.statusCode, body: first.response, replayed: true };
    }
    let answer: Answer;
    try {
      answer = await tx.transaction(run);
    } catch (error) {
      // A refusal that asks the client to wait (429) is not kept: after the wait, the same key runs again.
      if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 429) throw error;
      answer = errorAnswer(error);
    }
    await tx.update(idempotencyKeys).set({ statusCode: answer.status, response: answer.body }).where(where);
    return { ...answer, replayed: false };
  });
}

/** The validated `Idempotency-Key` of a request (its route declares `idempotencyHeadersSchema`), when sent. */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.trim() !== '' ? key.trim().toLowerCase() : undefined;
};

/** Sends an answer of `idempotent`; a repeat is marked `Idempotent-Replayed: true`. */
export const sendAnswer = (reply: FastifyReply, answer: Answer & { replayed: boolean }) => {
  if (answer.replayed) void reply.header('Idempotent-Replayed', 'true');
  return reply.status(answer.status).send(answer.body);
};

/** How a route that `answerOnce` serves describes its key in the API's document. */
export const ONCE_PER_KEY =
  ' With an Idempotency-Key (a change kept on the device while offline), a repeat gets the first answer and changes nothing; the key with another body gets 422.';

/**
 * A write that a client may send again (a cart or wishlist change kept on the device while offline, then
 * replayed): with an `Idempotency-Key`, it runs once per (user, key) and a repeat gets the first answer; without
 * one, it simply runs. Either way in one transaction.
 */
export async function answerOnce(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  what: { userId: number; operation: string; body: unknown },
  run: (tx: Tx) => Promise<Answer>,
) {
  const key = idempotencyKeyOf(request);
  if (!key) {
    const answer = await db.transaction(run);
    return reply.status(answer.status).send(answer.body);
  }
  return sendAnswer(reply, await idempotent(db, { ...what, key }, run));
}

/** Forgets every key older than the TTL; returns how many went. */
export async function purgeExpiredKeys(db: Db, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
