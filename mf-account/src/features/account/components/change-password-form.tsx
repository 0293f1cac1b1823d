import type { FormEvent } from 'react';
import { changePasswordSchema, errorMessage, messages, notify, validate } from 'shared-contracts';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form } from 'shared-contracts/ui/field';
import { PasswordField } from '../../../components/password-field';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { useChangePassword } from '../api/change-password';

export const PASSWORD_CHANGED = 'Password changed!';
export const PASSWORD_CHANGE_FAILED = 'Could not change your password. Please try again.';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const { values, setValues, field } = useFormValues(EMPTY, fieldError);
  const change = useChangePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(changePasswordSchema, values);
    const fields = result.success ? {} : { ...result.errors };
    if (!fields.new_password && values.new_password !== values.confirm_password) {
      fields.confirm_password = [messages.passwordsMismatch];
    }
    if (!result.success || Object.keys(fields).length > 0) {
      show({ fields });
      return;
    }
    clear();
    change.mutate(
      { current: result.output.current_password, next: result.output.new_password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          notify.success(PASSWORD_CHANGED);
        },
        onError: (error) =>
          showUntilNextAttempt({ fields: {}, form: errorMessage(error, PASSWORD_CHANGE_FAILED) }),
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Change password">
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        {...field('current_password')}
      />
      <PasswordField label="New Password" autoComplete="new-password" {...field('new_password')} />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change Password'}
      </Button>
    </Form>
  );
}
