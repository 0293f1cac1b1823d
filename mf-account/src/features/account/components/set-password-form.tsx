import type { FormEvent } from 'react';
import { setPasswordFormSchema, validate } from 'shared-contracts';
import { errorMessage, notify } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form } from 'shared-contracts/ui/field';
import { PasswordField } from '../../../components/password-field';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { useSetPassword } from '../api/set-password';

export const PASSWORD_SET = 'Password set!';
export const PASSWORD_SET_FAILED = 'Could not set your password. Please try again.';

const EMPTY = { new_password: '', confirm_password: '' };

/**
 * For an account made with a phone number alone, which has no password: a first one, with no current password to
 * give. With an email on the account, it then signs in with the email and this password too.
 */
export function SetPasswordForm({ hasEmail }: { hasEmail: boolean }) {
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const { values, setValues, field } = useFormValues(EMPTY, fieldError);
  const setPassword = useSetPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same rules as the sign-up form.
    const result = validate(setPasswordFormSchema, values);
    if (!result.success) {
      show({ fields: result.errors });
      return;
    }
    clear();
    setPassword.mutate(result.output.new_password, {
      onSuccess: () => {
        setValues(EMPTY);
        notify.success(PASSWORD_SET);
      },
      onError: (error) =>
        showUntilNextAttempt({ fields: {}, form: errorMessage(error, PASSWORD_SET_FAILED) }),
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Set a password">
      <p>
        You sign in with a code sent to your phone.{' '}
        {hasEmail
          ? 'Set a password to sign in with your email and password too.'
          : 'Set a password, and add an email, to sign in with your email and password too.'}
      </p>
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <PasswordField label="New Password" autoComplete="new-password" {...field('new_password')} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <Button type="submit" disabled={setPassword.isPending} aria-busy={setPassword.isPending}>
        {setPassword.isPending ? 'Saving...' : 'Set Password'}
      </Button>
    </Form>
  );
}
