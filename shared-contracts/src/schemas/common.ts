import * as v from 'valibot';

export const idSchema = v.pipe(
  v.unknown(),
  v.transform(Number),
  v.number(),
  v.integer('Must be a whole number'),
  v.minValue(1, 'Must be a positive id'),
);
export const idParamsSchema = v.object({ id: idSchema });

export const pageQuerySchema = v.object({
  page: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1, 'page must be at least 1'),
    ),
    1,
  ),
  page_size: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(100, 'page_size must be at most 100'),
    ),
    24,
  ),
});

export interface Paginated<T> {
  results: T[];
  count: number;
  page: number;
  page_size: number;
}

/** Success envelope of every API answer. */
export interface Envelope<T> {
  data: T;
}

/** Failure shape of every API answer. */
export interface ApiErrorBody {
  message: string;
  detail?: string;
  errors?: Record<string, string[]>;
}

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

/** Optional trimmed text that treats '' as absent. */
export const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters`)));

export const priceSchema = v.pipe(
  v.number('Price must be a number'),
  v.minValue(0, 'Price cannot be negative'),
  v.maxValue(100_000_000, 'Price is too large'),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Price has at most two decimals'),
);
