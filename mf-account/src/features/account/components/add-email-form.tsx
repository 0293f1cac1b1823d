import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { emailSchema, validate } from 'shared-contracts';
import { errorMessage, fieldErrorsOf } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Form, TextField } from 'shared-contracts/ui/field';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useUpdateProfile } from '../api/update-profile';

export const ADD_EMAIL_WHY =
  'Add an email address to get your receipts and order updates by mail, and to sign in with it too.';
const ADD_EMAIL_FAILED = 'We could not add the email. Please try again.';
const addEmailSchema = v.object({ email: emailSchema });

/**
 * For an account made with a phone number alone: adds its email (once), which the shop then asks the shopper to
 * confirm with a mailed link (EmailConfirmation takes over).
 */
export function AddEmailForm() {
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
          form: errorMessage(error, ADD_EMAIL_FAILED),
        }),
    });
  };
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Add an email address">
      <Banner tone="info">{ADD_EMAIL_WHY}</Banner>
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError('email')}
      />
      <Button type="submit" $variant="secondary" disabled={update.isPending} aria-busy={update.isPending}>
        Add email
      </Button>
    </Form>
  );
}
