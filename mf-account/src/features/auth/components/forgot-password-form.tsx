import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { forgotPasswordSchema, validate } from 'shared-contracts';
import { errorMessage, statusOf } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form, TextField } from 'shared-contracts/ui/field';
import { labelMessages as l } from '../../../components/labels.messages';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordMessages as m } from '../auth.messages';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { AuthFooter, AuthSubtitle, AuthTitle } from './auth-heading';

const unreachable = (error: unknown) => {
  const status = statusOf(error);
  return status === undefined || status >= 500;
};

export function ForgotPasswordForm() {
  const { formatMessage: t } = useIntl();
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
        <AuthTitle id="forgot-password-title">{t(m.title)}</AuthTitle>
        <AuthSubtitle>{t(m.subtitle)}</AuthSubtitle>
      </header>
      {sent ? <Banner tone="success">{t(m.confirmation)}</Banner> : null}
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <TextField label={t(l.email)} type="email" autoComplete="email" {...field('email')} />
      <Button type="submit" disabled={forgot.isPending} aria-busy={forgot.isPending}>
        {forgot.isPending ? t(l.sending) : t(m.submit)}
      </Button>
      <AuthFooter>
        <Link to="/auth/login">{t(m.back)}</Link>
      </AuthFooter>
    </Form>
  );
}
