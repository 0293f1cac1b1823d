import * as v from 'valibot';

/** The header that makes checkout and cancel safe to retry: one UUID per attempt, reused by its retries. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const IDEMPOTENCY_KEY_MESSAGE =
  'The Idempotency-Key header must be a UUID, made once per attempt (crypto.randomUUID()).';

/** Request headers of a retry-safe operation: the key is optional, and must be a UUID when sent. */
export const idempotencyHeadersSchema = v.looseObject({
  'idempotency-key': v.optional(
    v.pipe(v.string(IDEMPOTENCY_KEY_MESSAGE), v.trim(), v.uuid(IDEMPOTENCY_KEY_MESSAGE)),
  ),
});
