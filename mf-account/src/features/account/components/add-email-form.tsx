import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { emailSchema, validate } from 'shared-contracts';
import { errorMessage, fieldErrorsOf } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form, TextField } from 'shared-contracts/ui/field';
import { labelMessages as l } from '../../../components/labels.messages';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { addEmailMessages as m } from '../account.messages';
import { useUpdateProfile } from '../api/update-profile';

const addEmailSchema = v.object({ email: emailSchema });

/**
 * For an account made with a phone number alone: adds its email (once), which the shop then asks the shopper to
 * confirm with a mailed link (EmailConfirmation takes over).
 */
export function AddEmailForm() {
  const { formatMessage: t } = useIntl();
  const [email, setEmail] = useState('');
  const update = useUpdateProfile();
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(addEmailSchema, { email });
    if (!result.success) {
      show({ fields: result.errors });
      return;
    }
    clear();
    update.mutate(result.output, {
      onError: (error) =>
        showUntilNextAttempt({
          fields: fieldErrorsOf(error) ?? {},
          form: errorMessage(error, t(m.failed)),
        }),
    });
  };
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t(m.form)}>
      <Banner tone="info">{t(m.why)}</Banner>
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <TextField
        label={t(l.email)}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError('email')}
      />
      <Button type="submit" $variant="secondary" disabled={update.isPending} aria-busy={update.isPending}>
        {t(m.submit)}
      </Button>
    </Form>
  );
}
