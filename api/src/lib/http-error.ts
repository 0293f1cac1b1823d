import type { FieldErrors, OrderConflict } from 'shared-contracts/schemas/common';

/** An expected failure with the body the client sees: `{message, detail?, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly detail?: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** A 409 from checkout: what stopped the order, for the client to act on without reading the sentence. */
    readonly conflict?: OrderConflict,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The answer's body for an expected refusal: the same whether sent at once or replayed for an Idempotency-Key. */
export const errorBody = (error: HttpError) => ({
  message: error.message,
  ...(error.detail ? { detail: error.detail } : {}),
  ...(error.errors ? { errors: error.errors } : {}),
  ...(error.conflict ? { conflict: error.conflict } : {}),
});

/** A wait in a shopper's words, in whole minutes rounded up: "1 minute", "42 minutes". */
export const minutesInWords = (ms: number): string => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** 429 with `Retry-After` (whole seconds, at least 1) and a message the shopper reads. */
export const tooManyRequests = (message: string, retryAfterMs: number, errors?: FieldErrors) =>
  new HttpError(429, message, message, errors, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

export const badRequest = (message: string, errors?: FieldErrors) =>
  new HttpError(400, message, undefined, errors);
export const unauthorized = (message: string, detail?: string) => new HttpError(401, message, detail);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new HttpError(403, message, message);
export const notFound = (message: string) => new HttpError(404, message, message);
export const conflict = (message: string, what?: OrderConflict) =>
  new HttpError(409, message, message, undefined, undefined, what);

/** The constraint (or unique index) a PostgreSQL unique_violation broke, also when wrapped by Drizzle. */
export function violatedUnique(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') {
      const name = (current as { constraint?: unknown }).constraint;
      return typeof name === 'string' ? name : '';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL unique_violation, also when wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
