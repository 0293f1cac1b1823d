import { useCallback, useEffect, useRef, useState } from 'react';
import { FORM_ERROR_CLEAR_MS, type FieldErrors } from 'shared-contracts';
import { useIssueWords } from './use-issue-words';

export interface FormErrors {
  /** First message per field, keyed by field name. */
  fields: FieldErrors;
  /** A message about the whole form (the red banner). */
  form?: string;
}

const NONE: FormErrors = { fields: {} };

/**
 * Form errors. Validation messages clear themselves FORM_ERROR_CLEAR_MS after they are shown (docs/storefront.md §4.1, §9.2); what the
 * server refused (a wrong current password, a spent reset link) stays until the next attempt clears it. What they
 * give to show (`errors.form`, `fieldError`) is in the page's language (useIssueWords).
 */
export function useExpiringErrors(ms: number = FORM_ERROR_CLEAR_MS) {
  const [errors, setErrors] = useState<FormErrors>(NONE);
  const words = useIssueWords();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: FormErrors) => {
      clearTimeout(timer.current);
      setErrors(next);
      timer.current = setTimeout(() => setErrors(NONE), ms);
    },
    [ms],
  );

  const showUntilNextAttempt = useCallback((next: FormErrors) => {
    clearTimeout(timer.current);
    setErrors(next);
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setErrors(NONE);
  }, []);

  return {
    errors: { fields: errors.fields, form: words(errors.form) },
    show,
    showUntilNextAttempt,
    clear,
    fieldError: (name: string) => words(errors.fields[name]?.[0]),
  };
}
