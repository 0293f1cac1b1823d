import { useState } from 'react';
import type { FieldErrors } from 'shared-contracts';

/** The keys of a form's text fields (its booleans are checkboxes, wired by hand). */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * A settings form's state: what is typed, the field errors (the form's or the server's), and `field(key)`, which
 * gives a kit field its value, its change handler and its first error.
 */
export function useSettingsForm<F extends object>(initial: F) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (key: TextKey<F>) => ({
    value: form[key] as string,
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value })),
    error: errors[key as string]?.[0],
  });
  return { form, setForm, errors, setErrors, field };
}
