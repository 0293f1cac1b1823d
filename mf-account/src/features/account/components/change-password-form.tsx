import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { changePasswordFormSchema, validate } from 'shared-contracts';
import { errorMessage, notify } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form } from 'shared-contracts/ui/field';
import { labelMessages as l } from '../../../components/labels.messages';
import { PasswordField } from '../../../components/password-field';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { useChangePassword } from '../api/change-password';
import { changePasswordMessages as m } from '../account.messages';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { formatMessage: t } = useIntl();
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const { values, setValues, field } = useFormValues(EMPTY, fieldError);
  const change = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same rules as the sign-up form: a weak new password and a different confirmation show both messages.
    const result = validate(changePasswordFormSchema, values);
    if (!result.success) {
      show({ fields: result.errors });
      return;
    }
    clear();
    change.mutate(
      { current: result.output.current_password, next: result.output.new_password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notify.success(t(m.changed));
        },
        onError: (error) => showUntilNextAttempt({ fields: {}, form: errorMessage(error, t(m.failed)) }),
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t(m.form)}>
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <PasswordField label={t(m.current)} autoComplete="current-password" {...field('current_password')} />
      <PasswordField label={t(l.newPassword)} autoComplete="new-password" {...field('new_password')} />
      <PasswordField
        label={t(l.confirmNewPassword)}
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
        {change.isPending ? t(l.saving) : t(m.submit)}
      </Button>
    </Form>
  );
}
