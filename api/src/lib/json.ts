/** A JSON object as an outside service answers it, read field by field. */
export type Json = Record<string, unknown>;

/** Whether `value` is a JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
