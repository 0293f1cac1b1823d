import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordSchema, validate } from 'shared-contracts';
import { errorMessage, statusOf } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form, TextField } from 'shared-contracts/ui/field';
import { useForgotPassword } from '../api/forgot-password';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { AuthFooter, AuthSubtitle, AuthTitle } from './auth-heading';

/** Same words whatever the server knows, so the page never tells whether an account exists. */
export const FORGOT_PASSWORD_CONFIRMATION =
  'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.';

const unreachable = (error: unknown) => {
  const status = statusOf(error);
  return status === undefined || status >= 500;
};

export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const { values, field } = useFormValues({ email: '' }, fieldError);
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(forgotPasswordSchema, values);
    if (!result.success) {
      show({ fields: result.errors });
      return;
    }
    clear();
    forgot.mutate(result.output.email, {
      onSuccess: () => setSent(true),
      // Only a server that could not be reached is worth reporting; any answer gets the neutral confirmation.
      onError: (error) =>
        unreachable(error) ? showUntilNextAttempt({ fields: {}, form: errorMessage(error) }) : setSent(true),
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="forgot-password-title">
      <header>
        <AuthTitle id="forgot-password-title">Forgot Password</AuthTitle>
        <AuthSubtitle>Enter your email and we will send you a link to reset your password.</AuthSubtitle>
      </header>
      {sent ? <Banner tone="success">{FORGOT_PASSWORD_CONFIRMATION}</Banner> : null}
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <Button type="submit" disabled={forgot.isPending} aria-busy={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <AuthFooter>
        <Link to="/auth/login">Back to sign in</Link>
      </AuthFooter>
    </Form>
  );
}
