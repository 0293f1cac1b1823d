import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  errorMessage,
  fieldErrorsOf,
  productInputSchema,
  validate,
  withToast,
  type Attribute,
  type Category,
  type FieldErrors,
  type ProductInput,
} from 'shared-contracts';
import { Button } from '../../../components/common/button';
import {
  Banner,
  Checkbox,
  Field,
  FieldError,
  Input,
  Select,
  TextArea,
} from '../../../components/common/form';
import { Card, CardTitle, Row, Stack } from '../../../components/common/layout';
import { colors, radius } from '../../../components/common/theme';
import { emptyVariant, inputFromDraft, type ProductDraft, type VariantDraft } from './product-draft';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
`;

const VariantBox = styled.fieldset`
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  padding: 12px;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
  legend {
    font-size: 13px;
    font-weight: 600;
    padding: 0 4px;
  }
`;

const SIMPLE_ONE_VARIANT = 'A simple product has exactly one variant';

export function ProductForm({
  initial,
  categories,
  attributes,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: ProductDraft;
  categories: Category[];
  attributes: Attribute[];
  submitLabel: string;
  onSubmit: (input: ProductInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const error = (path: string) => errors[path]?.[0];

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setVariant = (index: number, patch: Partial<VariantDraft>) =>
    setDraft((d) => ({ ...d, variants: d.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = validate(productInputSchema, inputFromDraft(draft));
    const found: FieldErrors = checked.success ? {} : { ...checked.errors };
    if (draft.type === 'simple' && draft.variants.length > 1) found.variants = [SIMPLE_ONE_VARIANT];
    setErrors(found);
    if (!checked.success || Object.keys(found).length > 0) {
      setFailure('Please correct the highlighted fields.');
      return;
    }
    setPending(true);
    try {
      await withToast(() => onSubmit(checked.output), {
        loading: 'Saving product...',
        success: 'Product saved!',
        error: (e) => errorMessage(e, 'Failed to save product!'),
      });
    } catch (e) {
      const serverErrors = fieldErrorsOf(e);
      if (serverErrors) setErrors(serverErrors);
      setFailure(errorMessage(e, 'Failed to save product!'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Product">
      <Stack>
        {failure ? <Banner role="alert">{failure}</Banner> : null}
        <Card>
          <CardTitle>General</CardTitle>
          <Stack $gap={12}>
            <Field label="Name" error={error('name')}>
              <Input
                value={draft.name}
                aria-invalid={!!error('name') || undefined}
                onChange={(e) => set('name', e.target.value)}
              />
            </Field>
            <Field label="Description" error={error('description')}>
              <TextArea value={draft.description} onChange={(e) => set('description', e.target.value)} />
            </Field>
            <Grid>
              <Field label="Category" error={error('category_id')}>
                <Select
                  value={draft.category_id}
                  aria-invalid={!!error('category_id') || undefined}
                  onChange={(e) => set('category_id', e.target.value)}
                >
                  <option value="">Choose a category</option>
                  {categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Type" error={error('type')}>
                <Select
                  value={draft.type}
                  onChange={(e) => set('type', e.target.value === 'variable' ? 'variable' : 'simple')}
                >
                  <option value="simple">Simple (one variant)</option>
                  <option value="variable">Variable (several variants)</option>
                </Select>
              </Field>
            </Grid>
            <Checkbox>
              <input
                type="checkbox"
                checked={draft.published}
                onChange={(e) => set('published', e.target.checked)}
              />
              Published (visible in the shop)
            </Checkbox>
          </Stack>
        </Card>

        <Card>
          <Row $justify="space-between" style={{ marginBottom: 12 }}>
            <CardTitle style={{ margin: 0 }}>Variants</CardTitle>
            {draft.type === 'variable' ? (
              <Button $small onClick={() => set('variants', [...draft.variants, emptyVariant()])}>
                Add variant
              </Button>
            ) : null}
          </Row>
          {error('variants') ? <FieldError role="alert">{error('variants')}</FieldError> : null}
          <Stack $gap={12}>
            {draft.variants.map((variant, index) => (
              <VariantEditor
                key={variant.key}
                index={index}
                variant={variant}
                attributes={attributes}
                error={(field) => error(`variants.${index}.${field}`)}
                onChange={(patch) => setVariant(index, patch)}
                onRemove={
                  draft.variants.length > 1
                    ? () =>
                        set(
                          'variants',
                          draft.variants.filter((_, i) => i !== index),
                        )
                    : undefined
                }
              />
            ))}
          </Stack>
        </Card>

        <Row $justify="flex-end">
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

function VariantEditor({
  index,
  variant,
  attributes,
  error,
  onChange,
  onRemove,
}: {
  index: number;
  variant: VariantDraft;
  attributes: Attribute[];
  error: (field: string) => string | undefined;
  onChange: (patch: Partial<VariantDraft>) => void;
  onRemove: (() => void) | undefined;
}) {
  const values = variant.attribute_values;
  const setValue = (i: number, patch: Partial<VariantDraft['attribute_values'][number]>) =>
    onChange({ attribute_values: values.map((av, j) => (j === i ? { ...av, ...patch } : av)) });
  const unused = attributes.filter((a) => !values.some((av) => av.attribute_id === a.id));

  return (
    <VariantBox>
      <legend>Variant {index + 1}</legend>
      <Grid>
        <Field label="SKU" error={error('sku')}>
          <Input
            value={variant.sku}
            aria-invalid={!!error('sku') || undefined}
            onChange={(e) => onChange({ sku: e.target.value })}
          />
        </Field>
        <Field label="Regular price (₦)" error={error('regular_price')}>
          <Input
            inputMode="decimal"
            value={variant.regular_price}
            aria-invalid={!!error('regular_price') || undefined}
            onChange={(e) => onChange({ regular_price: e.target.value })}
          />
        </Field>
        <Field label="Sale price (₦)" error={error('sale_price')}>
          <Input
            inputMode="decimal"
            placeholder="none"
            value={variant.sale_price}
            aria-invalid={!!error('sale_price') || undefined}
            onChange={(e) => onChange({ sale_price: e.target.value })}
          />
        </Field>
        <Field label="Stock" error={error('stock')}>
          <Input
            inputMode="numeric"
            value={variant.stock}
            aria-invalid={!!error('stock') || undefined}
            onChange={(e) => onChange({ stock: e.target.value })}
          />
        </Field>
      </Grid>
      {values.map((av, i) => {
        const attribute = attributes.find((a) => a.id === av.attribute_id);
        const listId = `variant-${variant.key}-attr-${i}`;
        return (
          <Row key={i} style={{ alignItems: 'flex-end' }}>
            <Field label="Attribute" error={error(`attribute_values.${i}.attribute_id`)}>
              <Select
                value={av.attribute_id}
                onChange={(e) =>
                  setValue(i, { attribute_id: e.target.value === '' ? '' : Number(e.target.value) })
                }
              >
                <option value="">Choose</option>
                {attributes
                  .filter((a) => a.id === av.attribute_id || unused.includes(a))
                  .map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
              </Select>
            </Field>
            <Field label="Value" error={error(`attribute_values.${i}.value`)}>
              <Input
                list={listId}
                value={av.value}
                onChange={(e) => setValue(i, { value: e.target.value })}
              />
              <datalist id={listId}>
                {attribute?.values.map((value) => (
                  <option key={value} value={value} />
                ))}
              </datalist>
            </Field>
            <Button
              $small
              $variant="ghost"
              onClick={() => onChange({ attribute_values: values.filter((_, j) => j !== i) })}
            >
              Remove
            </Button>
          </Row>
        );
      })}
      <Row $justify="space-between">
        <Button
          $small
          disabled={unused.length === 0}
          onClick={() =>
            onChange({ attribute_values: [...values, { attribute_id: unused[0]?.id ?? '', value: '' }] })
          }
        >
          Add attribute value
        </Button>
        {onRemove ? (
          <Button $small $variant="danger" onClick={onRemove}>
            Remove variant
          </Button>
        ) : null}
      </Row>
    </VariantBox>
  );
}
