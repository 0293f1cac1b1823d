import { validate, type FieldErrors } from 'shared-contracts';
import { errorMessage, fieldErrorsOf, withToast } from 'shop-sdk';
import type * as v from 'valibot';

/**
 * Checks `input` against the API's own schema, then sends it with a toast; the field errors (the form's or the
 * server's) go to `setErrors`. Answers whether it was saved.
 */
export async function saveChecked<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  send: (body: v.InferOutput<S>) => Promise<unknown>,
  setErrors: (errors: FieldErrors) => void,
  what: string,
): Promise<boolean> {
  const checked = validate(schema, input);
  if (!checked.success) {
    setErrors(checked.errors);
    return false;
  }
  setErrors({});
  try {
    await withToast(() => send(checked.output), {
      loading: `Saving ${what}...`,
      success: `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} saved!`,
      error: (e) => errorMessage(e, `Failed to save ${what}!`),
    });
    return true;
  } catch (e) {
    setErrors(fieldErrorsOf(e) ?? {});
    return false;
  }
}

/** '' → null, else the number typed. */
export const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
