import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { updateProfileSchema, validate, type SignedInUser } from 'shared-contracts';
import { errorMessage, fieldErrorsOf, notify } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { FieldRow, Form, TextField } from 'shared-contracts/ui/field';
import { labelMessages as l } from '../../../components/labels.messages';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { useUpdateProfile } from '../api/update-profile';
import { profileFormMessages as m } from '../account.messages';

const valuesOf = (p: SignedInUser) => ({
  first_name: p.first_name,
  last_name: p.last_name,
  username: p.username,
  phone: p.phone ?? '',
});

/** Edits name, username and phone; a local 0… number is stored as +234… (shared phoneSchema). */
export function ProfileForm({ profile }: { profile: SignedInUser }) {
  const { formatMessage: t } = useIntl();
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const { values, setValues, field } = useFormValues(() => valuesOf(profile), fieldError);
  const update = useUpdateProfile();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const phone = values.phone.trim();
    const result = validate(updateProfileSchema, { ...values, phone: phone === '' ? null : phone });
    if (!result.success) {
      show({ fields: result.errors });
      return;
    }
    clear();
    update.mutate(result.output, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        notify.success(t(m.updated));
      },
      onError: (error) =>
        showUntilNextAttempt({
          fields: fieldErrorsOf(error) ?? {},
          form: errorMessage(error, t(m.failed)),
        }),
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t(m.form)}>
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <FieldRow>
        <TextField label={t(l.firstName)} autoComplete="given-name" {...field('first_name')} />
        <TextField label={t(l.lastName)} autoComplete="family-name" {...field('last_name')} />
      </FieldRow>
      <TextField label={t(l.username)} autoComplete="username" {...field('username')} />
      <TextField
        label={t(l.phone)}
        type="tel"
        autoComplete="tel"
        placeholder="+234 803 123 4567"
        {...field('phone')}
      />
      <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
        {update.isPending ? t(l.saving) : t(m.submit)}
      </Button>
    </Form>
  );
}
