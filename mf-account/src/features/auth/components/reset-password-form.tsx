import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { resetPasswordFormSchema, validate } from 'shared-contracts';
import { errorMessage } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form } from 'shared-contracts/ui/field';
import { labelMessages as l } from '../../../components/labels.messages';
import { PasswordField } from '../../../components/password-field';
import { resetPasswordMessages as m } from '../auth.messages';
import { useResetPassword } from '../api/reset-password';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { AuthFooter, AuthSubtitle, AuthTitle } from './auth-heading';

export function ResetPasswordForm({ token }: { token: string }) {
  const { formatMessage: t } = useIntl();
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const { values, field } = useFormValues({ password: '', confirm_password: '' }, fieldError);
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <Form as="div" aria-labelledby="reset-password-title">
        <AuthTitle id="reset-password-title">{t(m.title)}</AuthTitle>
        <Banner tone="success">{t(m.success)}</Banner>
        <AuthFooter>
          <Link to="/auth/login">{t(m.signIn)}</Link>
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
        onError: (error) => showUntilNextAttempt({ fields: {}, form: errorMessage(error, t(m.failed)) }),
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="reset-password-title">
      <header>
        <AuthTitle id="reset-password-title">{t(m.title)}</AuthTitle>
        <AuthSubtitle>{t(m.subtitle)}</AuthSubtitle>
      </header>
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <PasswordField label={t(l.newPassword)} autoComplete="new-password" {...field('password')} />
      <PasswordField
        label={t(l.confirmPassword)}
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <Button type="submit" disabled={reset.isPending} aria-busy={reset.isPending}>
        {reset.isPending ? t(l.saving) : t(m.submit)}
      </Button>
      <AuthFooter>
        <Link to="/auth/login">{t(m.back)}</Link>
      </AuthFooter>
    </Form>
  );
}
