import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { setPasswordFormSchema, validate } from 'shared-contracts';
import { errorMessage, notify } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form } from 'shared-contracts/ui/field';
import { labelMessages as l } from '../../../components/labels.messages';
import { PasswordField } from '../../../components/password-field';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { useSetPassword } from '../api/set-password';
import { setPasswordMessages as m } from '../account.messages';

const EMPTY = { new_password: '', confirm_password: '' };

/**
 * For an account made with a phone number alone, which has no password: a first one, with no current password to
 * give. With an email on the account, it then signs in with the email and this password too.
 */
export function SetPasswordForm({ hasEmail }: { hasEmail: boolean }) {
  const { formatMessage: t } = useIntl();
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
        notify.success(t(m.set));
      },
      onError: (error) => showUntilNextAttempt({ fields: {}, form: errorMessage(error, t(m.failed)) }),
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t(m.form)}>
      <p>
        {t(m.intro)} {t(hasEmail ? m.withEmail : m.withoutEmail)}
      </p>
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <PasswordField label={t(l.newPassword)} autoComplete="new-password" {...field('new_password')} />
      <PasswordField
        label={t(l.confirmNewPassword)}
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <Button type="submit" disabled={setPassword.isPending} aria-busy={setPassword.isPending}>
        {setPassword.isPending ? t(l.saving) : t(m.submit)}
      </Button>
    </Form>
  );
}
