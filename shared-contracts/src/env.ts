// How the shop's servers read their environment: one valibot schema per server (the API's api/src/config.ts, the
// shop server's shell/src/server/http/config.ts), built from these fields. Unset and empty mean "the default"; any
// other value the schema cannot take stops the server with the variable's name and what it wants, instead of
// falling back to the default in silence.
import * as v from 'valibot';

/** A process's environment (`process.env`, or a test's own). */
export type Env = Record<string, string | undefined>;

/** The variable's text, trimmed; unset and blank are both `undefined` (`readEnv` passes an unset one as ''). */
export const optionalText = v.pipe(
  v.string(),
  v.transform((raw): string | undefined => raw?.trim() || undefined),
);

/** The variable's text, or `fallback` when it is unset or blank. */
export const textOr = (fallback: string) =>
  v.pipe(
    optionalText,
    v.transform((raw) => raw ?? fallback),
  );

interface Bounds {
  min?: number;
  max?: number;
}

const numberOr = (fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER }: Bounds, whole: boolean) =>
  v.pipe(
    optionalText,
    v.transform((raw) => (raw === undefined ? fallback : Number(raw))),
    v.check(
      (n) => (whole ? Number.isInteger(n) : Number.isFinite(n)),
      whole ? 'must be a whole number' : 'must be a number',
    ),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** A whole number within `min` (1 unless given) and `max`, or `fallback` when unset or blank. */
export const wholeNumberOr = (fallback: number, bounds: Bounds = {}) => numberOr(fallback, bounds, true);

/** A number (fractions allowed) within `min` (1 unless given) and `max`, or `fallback` when unset or blank. */
export const numberOrDefault = (fallback: number, bounds: Bounds = {}) => numberOr(fallback, bounds, false);

/** One of `values`, or `fallback` when unset or blank. */
export const oneOfOr = <const T extends string>(values: readonly T[], fallback: NoInfer<T>) =>
  v.pipe(
    optionalText,
    v.transform((raw) => raw ?? fallback),
    v.picklist(values, `must be one of ${values.join(', ')}`),
  );

/** An absolute URL, or `undefined` when unset or blank. */
export const optionalUrl = v.pipe(
  optionalText,
  v.check((raw) => raw === undefined || URL.canParse(raw), 'must be an absolute URL'),
);

/** An absolute http:// or https:// URL, or `undefined` when unset or blank. */
export const optionalHttpUrl = v.pipe(
  optionalText,
  v.check(
    (raw) => raw === undefined || (URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol)),
    'must be an absolute http:// or https:// URL',
  ),
);

/** An absolute http(s) URL without its trailing slashes, or `fallback` when unset or blank. */
export const baseUrlOr = (fallback: string) =>
  v.pipe(
    optionalHttpUrl,
    v.transform((raw) => (raw ?? fallback).replace(/\/+$/, '')),
  );

/** A whole number within `min` (1 unless given) and `max`, or `undefined` when unset or blank. */
export const optionalWholeNumber = (bounds: Bounds = {}) =>
  v.pipe(
    optionalText,
    v.check((raw) => raw === undefined || Number.isInteger(Number(raw)), 'must be a whole number'),
    v.transform((raw) => (raw === undefined ? undefined : Number(raw))),
    v.check(
      (n) => n === undefined || (n >= (bounds.min ?? 1) && n <= (bounds.max ?? Number.MAX_SAFE_INTEGER)),
      `must be between ${bounds.min ?? 1} and ${bounds.max ?? Number.MAX_SAFE_INTEGER}`,
    ),
  );

/** `true`/`1` or `false`/`0`, or `undefined` when unset or blank (the default depends on another variable). */
export const optionalFlag = v.pipe(
  optionalText,
  v.check(
    (raw) => raw === undefined || ['true', 'false', '1', '0'].includes(raw.toLowerCase()),
    'must be true or false (or 1 or 0)',
  ),
  v.transform((raw) => (raw === undefined ? undefined : raw.toLowerCase() === 'true' || raw === '1')),
);

/** `true`/`1` or `false`/`0`, or `fallback` when unset or blank. */
export const flagOr = (fallback: boolean) =>
  v.pipe(
    optionalFlag,
    v.transform((flag) => flag ?? fallback),
  );

/**
 * The environment read through `schema`; a value it cannot take throws one error naming every such variable
 * ("Kasuwa's API cannot start: API_PORT must be a whole number."). Values are not repeated: some are secrets.
 */
export function readEnv<const S extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  schema: S,
  env: Env,
  who: string,
): v.InferOutput<S> {
  const input = Object.fromEntries(Object.keys(schema.entries).map((name) => [name, env[name] ?? '']));
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const name = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    return `${name} ${issue.message}`;
  });
  throw new Error(`${who} cannot start: ${problems.join('; ')}.`);
}
