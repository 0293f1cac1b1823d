import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  addressInputSchema,
  NIGERIAN_STATES,
  validate,
  type AddressInput,
  type SavedAddress,
} from 'shared-contracts';
import { errorMessage, fieldErrorsOf } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Checkbox, Field, FieldRow, Form, Select, TextField } from 'shared-contracts/ui/field';
import { Row } from 'shared-contracts/ui/layout';
import { labelMessages as l } from '../../../components/labels.messages';
import { useIssueWords } from '../../../lib/use-issue-words';
import { addressFormMessages as m } from '../account.messages';

type Values = Record<
  'full_name' | 'phone' | 'second_phone' | 'street' | 'lga' | 'state' | 'landmark',
  string
>;

const valuesOf = (address: SavedAddress | null): Values => ({
  full_name: address?.full_name ?? '',
  phone: address?.phone ?? '',
  second_phone: address?.second_phone ?? '',
  street: address?.street ?? '',
  lga: address?.lga ?? '',
  state: address?.state ?? '',
  landmark: address?.landmark ?? '',
});

/**
 * One address of the book: name, phone (+234), a second phone (optional), street, LGA, state and a landmark or
 * nearest bus stop (optional). Checked with the API's own schema; the API's field errors show beside their fields.
 */
export function AddressForm({
  address,
  pending,
  onSave,
  onCancel,
}: {
  /** The address being changed, or null for a new one. */
  address: SavedAddress | null;
  pending: boolean;
  /** Saves; rejects with the API's error, shown on the form. */
  onSave: (body: AddressInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const words = useIssueWords();
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const [makeDefault, setMakeDefault] = useState(address?.is_default ?? false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const field = (key: keyof Values) => ({
    name: key,
    value: values[key],
    error: words(errors[key]?.[0]),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((old) => ({ ...old, [key]: value }));
      setErrors(({ [key]: _gone, ...rest }) => rest);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, is_default: makeDefault } as AddressInput;
    const checked = validate(addressInputSchema, body);
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    setFormError(null);
    onSave(body).catch((error: unknown) => {
      setErrors(fieldErrorsOf(error) ?? {});
      setFormError(errorMessage(error, t(m.failed)));
    });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t(address ? m.editForm : m.newForm)}>
      {formError ? <Banner tone="error">{words(formError)}</Banner> : null}
      <TextField label={t(m.fullName)} autoComplete="name" {...field('full_name')} />
      <FieldRow>
        <TextField
          label={t(l.phone)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+234 803 123 4567"
          {...field('phone')}
        />
        <TextField
          label={t(m.secondPhone)}
          type="tel"
          inputMode="tel"
          placeholder="+234 809 123 4567"
          {...field('second_phone')}
        />
      </FieldRow>
      <TextField label={t(m.street)} autoComplete="street-address" {...field('street')} />
      <TextField label={t(m.landmark)} placeholder={t(m.landmarkExample)} {...field('landmark')} />
      <FieldRow>
        <TextField label={t(m.lga)} hint={t(m.lgaHint)} autoComplete="address-level2" {...field('lga')} />
        <Field label={t(m.state)} error={words(errors.state?.[0])}>
          <Select autoComplete="address-level1" {...field('state')}>
            <option value="">{t(m.chooseState)}</option>
            {NIGERIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state === 'FCT' ? 'FCT (Abuja)' : state}
              </option>
            ))}
          </Select>
        </Field>
      </FieldRow>
      {!address?.is_default && (
        <Checkbox
          label={t(m.makeDefault)}
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.target.checked)}
        />
      )}
      <Row $gap={8} $wrap>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t(pending ? m.saving : m.save)}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t(m.cancel)}
        </Button>
      </Row>
    </Form>
  );
}
