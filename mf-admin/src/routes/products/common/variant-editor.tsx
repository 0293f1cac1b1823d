import styled from 'styled-components';
import type { Attribute } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Field, Input, Select } from 'shared-contracts/ui/field';
import { Row } from 'shared-contracts/ui/layout';
import { FieldRow } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';
import type { VariantDraft } from './product-draft';

const VariantBox = styled.fieldset`
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
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

/** An attribute and its value, with Remove lined up with the inputs. */
const AttributeRow = styled(Row)`
  align-items: flex-end;
`;

/** One variant of a product: SKU, prices, stock and its attribute values. */
export function VariantEditor({
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
      <FieldRow>
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
      </FieldRow>
      {values.map((av, i) => {
        const attribute = attributes.find((a) => a.id === av.attribute_id);
        const listId = `variant-${variant.key}-attr-${i}`;
        return (
          <AttributeRow key={i}>
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
              aria-label={`Remove ${attribute ? attribute.name : 'this attribute'} from variant ${index + 1}`}
              onClick={() => onChange({ attribute_values: values.filter((_, j) => j !== i) })}
            >
              Remove
            </Button>
          </AttributeRow>
        );
      })}
      <Row $justify="space-between">
        <Button
          $variant="secondary"
          $small
          disabled={unused.length === 0}
          onClick={() =>
            onChange({ attribute_values: [...values, { attribute_id: unused[0]?.id ?? '', value: '' }] })
          }
        >
          Add attribute value
        </Button>
        {onRemove ? (
          <Button $small $variant="danger" aria-label={`Remove variant ${index + 1}`} onClick={onRemove}>
            Remove variant
          </Button>
        ) : null}
      </Row>
    </VariantBox>
  );
}
