import { useState, type ChangeEvent } from 'react';

/**
 * A form's text values. `field(key)` gives a TextField or PasswordField its name, value, onChange and
 * error (from `errorOf`, e.g. useExpiringErrors' fieldError).
 */
export function useFormValues<T extends Record<string, string>>(
  initial: T | (() => T),
  errorOf: (name: string) => string | undefined,
) {
  const [values, setValues] = useState(initial);
  const field = (key: keyof T & string) => ({
    name: key,
    value: values[key],
    error: errorOf(key),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((old) => ({ ...old, [key]: event.target.value })),
  });
  return { values, setValues, field };
}
