import { useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  attributeInputSchema,
  validate,
  type Attribute,
  type AttributeInput,
  type FieldErrors,
} from 'shared-contracts';
import { errorMessage, fieldErrorsOf, withToast } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { Field, FieldError, Input } from 'shared-contracts/ui/field';
import { Card, CardTitle, Row, Stack } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${theme.surface};
  border: 1px solid ${theme.border};
  font-size: 13px;
  white-space: nowrap;
  button {
    border: 0;
    background: none;
    cursor: pointer;
    color: ${theme.muted};
    padding: 0 2px;
    font: inherit;
  }
`;

const ValueInput = styled(Input)`
  flex: 1;
`;

/** Adds an attribute, or edits `attribute` when given; values are kept as chips. */
export function AttributeForm({
  attribute,
  onSave,
  onDone,
}: {
  attribute: Attribute | null;
  onSave: (body: AttributeInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const [name, setName] = useState(attribute?.name ?? '');
  const [values, setValues] = useState<string[]>(attribute?.values ?? []);
  const [draftValue, setDraftValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const addValue = () => {
    const value = draftValue.trim();
    if (!value) return;
    if (!values.some((v) => v.toLowerCase() === value.toLowerCase())) setValues([...values, value]);
    setDraftValue('');
  };
  const onValueKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addValue();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(attributeInputSchema, { name, values });
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await withToast(() => onSave(checked.output), {
        loading: 'Saving attribute...',
        success: attribute ? 'Attribute updated!' : 'Attribute added!',
        error: (e) => errorMessage(e, 'Failed to save attribute!'),
      });
      if (!attribute) {
        setName('');
        setValues([]);
      }
      onDone();
    } catch (e) {
      setErrors(fieldErrorsOf(e) ?? { _: [errorMessage(e, 'Failed to save attribute!')] });
    } finally {
      setPending(false);
    }
  };

  const valuesError =
    errors.values?.[0] ?? Object.entries(errors).find(([key]) => key.startsWith('values.'))?.[1][0];

  return (
    <Card as="form" onSubmit={submit} noValidate aria-label={attribute ? 'Edit attribute' : 'Add attribute'}>
      <CardTitle>{attribute ? `Edit ${attribute.name}` : 'Add attribute'}</CardTitle>
      <Stack $gap={12}>
        {errors._ ? <FieldError role="alert">{errors._[0]}</FieldError> : null}
        <Field label="Attribute name" error={errors.name?.[0]}>
          <Input
            value={name}
            aria-invalid={errors.name ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field label="New value" error={valuesError}>
          <Row $wrap={false}>
            <ValueInput
              value={draftValue}
              placeholder="e.g. XL"
              onKeyDown={onValueKey}
              onChange={(e) => setDraftValue(e.target.value)}
            />
            <Button $variant="secondary" onClick={addValue}>
              Add value
            </Button>
          </Row>
        </Field>
        <Row aria-label="Values">
          {values.map((value) => (
            <Chip key={value}>
              {value}
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => setValues(values.filter((v) => v !== value))}
              >
                ✕
              </button>
            </Chip>
          ))}
        </Row>
        <Row $justify="flex-end">
          {attribute ? (
            <Button $variant="secondary" onClick={onDone} disabled={pending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" $variant="primary" disabled={pending}>
            {attribute ? 'Save attribute' : 'Add attribute'}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
