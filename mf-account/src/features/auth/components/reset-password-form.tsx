import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { resetPasswordFormSchema, validate } from 'shared-contracts';
import { errorMessage } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form } from 'shared-contracts/ui/field';
import { PasswordField } from '../../../components/password-field';
import { useResetPassword } from '../api/reset-password';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { AuthFooter, AuthSubtitle, AuthTitle } from './auth-heading';

export const RESET_PASSWORD_SUCCESS =
  'Your password has been reset. You can now sign in with your new password.';
export const RESET_PASSWORD_FAILED = 'This reset link is invalid or has expired. Please request a new one.';

export function ResetPasswordForm({ token }: { token: string }) {
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const { values, field } = useFormValues({ password: '', confirm_password: '' }, fieldError);
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <Form as="div" aria-labelledby="reset-password-title">
        <AuthTitle id="reset-password-title">Reset Password</AuthTitle>
        <Banner tone="success">{RESET_PASSWORD_SUCCESS}</Banner>
        <AuthFooter>
          <Link to="/auth/login">Sign in</Link>
        </AuthFooter>
      </Form>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(resetPasswordFormSchema, values);
    if (!result.success) {
      show({ fields: result.errors });
      return;
    }
    clear();
    reset.mutate(
      { token, password: result.output.password },
      {
        onError: (error) =>
          showUntilNextAttempt({ fields: {}, form: errorMessage(error, RESET_PASSWORD_FAILED) }),
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="reset-password-title">
      <header>
        <AuthTitle id="reset-password-title">Reset Password</AuthTitle>
        <AuthSubtitle>Choose a new password for your account.</AuthSubtitle>
      </header>
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <PasswordField label="New Password" autoComplete="new-password" {...field('password')} />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirm_password')} />
      <Button type="submit" disabled={reset.isPending} aria-busy={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Reset Password'}
      </Button>
      <AuthFooter>
        <Link to="/auth/login">Back to sign in</Link>
      </AuthFooter>
    </Form>
  );
}
