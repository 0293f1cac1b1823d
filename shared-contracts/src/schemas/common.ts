import * as v from 'valibot';

/** The largest value of a PostgreSQL `integer` column (ids, stock, quantities). */
export const INT32_MAX = 2_147_483_647;
/** The highest price the shop takes, in Naira; stored as 64-bit kobo. */
export const MAX_PRICE_NAIRA = 100_000_000;
/** The deepest page a list serves, so an offset always stays a small whole number. */
export const MAX_PAGE = 10_000;

/** Control characters other than tab (\t) and newline (\n, \r). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Refuses control characters other than newline and tab in any text field. */
export const noControlCharacters = (message: string = 'Must not contain control characters') =>
  v.check((input: string) => !CONTROL_CHARACTERS.test(input), message);

/** A whole number from a path or query string, within `[min, max]`. */
export const intFromText = (name: string, min: number, max: number) =>
  v.pipe(
    v.unknown(),
    v.transform((raw) => (typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw)),
    v.number(`${name} must be a number`),
    v.finite(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

/** A whole number in a JSON body, within `[min, max]`. */
export const intInBody = (name: string, min: number, max: number) =>
  v.pipe(
    v.number(`${name} is required`),
    v.finite(`${name} must be a number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

/** A row id in a JSON body: 1 … 2^31 − 1. */
export const bodyIdSchema = (name: string) => intInBody(name, 1, INT32_MAX);

export const idSchema = v.pipe(
  v.unknown(),
  v.transform((raw) => (typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw)),
  v.number('Must be a positive id'),
  v.finite('Must be a positive id'),
  v.integer('Must be a whole number'),
  v.minValue(1, 'Must be a positive id'),
  v.maxValue(INT32_MAX, 'No such id'),
);
export const idParamsSchema = v.object({ id: idSchema });

export const pageSchema = v.optional(intFromText('page', 1, MAX_PAGE), 1);
export const pageSizeSchema = (fallback: number) => v.optional(intFromText('page_size', 1, 100), fallback);

export const pageQuerySchema = v.object({
  page: pageSchema,
  page_size: pageSizeSchema(24),
});

export interface Paginated<T> {
  results: T[];
  count: number;
  page: number;
  page_size: number;
}

/** The answer schema of a paginated list of `item`. */
export const paginatedSchema = <S extends v.GenericSchema>(item: S) =>
  v.object({ results: v.array(item), count: v.number(), page: v.number(), page_size: v.number() });

/** Success envelope of every API answer. */
export interface Envelope<T> {
  data: T;
}

/** The answer schema of a success: `{ data }`. */
export const envelopeSchema = <S extends v.GenericSchema>(data: S) => v.object({ data });

/** Failure shape of every API answer. */
/**
 * What stopped a checkout (409): a line whose product was withdrawn (`unavailable`) or whose stock is short
 * (`stock`), named by its ids; a total that differs from the one the shopper was shown (`total`), in Naira; or a
 * promotion whose uses ran out (`promotion`).
 */
export const orderConflictSchema = v.variant('reason', [
  v.object({ reason: v.literal('unavailable'), product_id: v.number(), variant_id: v.number() }),
  v.object({ reason: v.literal('stock'), product_id: v.number(), variant_id: v.number() }),
  v.object({ reason: v.literal('total'), expected_total: v.number(), total: v.number() }),
  /** A promotion's cap (total, or this shopper's) was reached since the quote. */
  v.object({ reason: v.literal('promotion'), promotion_id: v.number(), code: v.nullable(v.string()) }),
]);
export type OrderConflict = v.InferOutput<typeof orderConflictSchema>;

export const apiErrorBodySchema = v.object({
  message: v.string(),
  detail: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** A 409 from checkout: what stopped the order. */
  conflict: v.optional(orderConflictSchema),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;

export type FieldErrors = Record<string, string[]>;

/**
 * Validates input and returns either the parsed output or the first message per field
 * (a pipe stops at its first failing rule, so "required" wins over "invalid").
 */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { success: true; output: v.InferOutput<S> } | { success: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    (errors[key] ??= []).push(issue.message);
  }
  return { success: false, errors };
}

/** Trimmed text of at most `max` characters, without control characters. */
export const text = (max: number, message = 'Must be text') =>
  v.pipe(
    v.string(message),
    v.trim(),
    noControlCharacters(),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

/** Trimmed, non-empty text of at most `max` characters, without control characters. */
export const requiredText = (message: string, max: number) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    noControlCharacters(),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

/** Optional trimmed text that treats '' as absent. */
export const optionalText = (max: number) => v.optional(text(max));

export const priceSchema = v.pipe(
  v.number('Price must be a number'),
  v.finite('Price must be a number'),
  v.minValue(0, 'Price cannot be negative'),
  v.maxValue(MAX_PRICE_NAIRA, 'Price is too large'),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Price has at most two decimals'),
);
