import { useState, type FormEvent } from 'react';
import { type FieldErrors } from 'shared-contracts';
import { errorMessage, withToast } from 'shop-sdk';
import { VAT_CLASSES, type VatClass } from 'shared-contracts/schemas/orders';
import {
  VAT_CLASS_LABELS,
  vatRateInputSchema,
  type VatCategory,
  type VatProductOverride,
} from 'shared-contracts/schemas/settings';
import { Button } from 'shared-contracts/ui/button';
import { Select, TextField } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { DataTable } from '../../../components/common/data-table';
import { settingsApi } from 'shop-sdk/admin';
import { useSettingsChange } from '../../../hooks/api/settings';
import { numberOrNull, saveChecked } from './save';

function ClassSelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: VatClass;
  onChange: (value: VatClass) => void;
  disabled: boolean;
}) {
  return (
    <Select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as VatClass)}
    >
      {VAT_CLASSES.map((c) => (
        <option key={c} value={c}>
          {VAT_CLASS_LABELS[c]}
        </option>
      ))}
    </Select>
  );
}

/** The standard rate, each category's class, and the products that have their own. */
export function VatSection({
  rate,
  categories,
  overrides,
}: {
  rate: number;
  categories: VatCategory[];
  overrides: VatProductOverride[];
}) {
  const [value, setValue] = useState(String(rate));
  const [errors, setErrors] = useState<FieldErrors>({});
  const saveRate = useSettingsChange(settingsApi.vat);
  const category = useSettingsChange(({ id, c }: { id: number; c: VatClass }) =>
    settingsApi.categoryVat(id, c),
  );
  const product = useSettingsChange(({ id, c }: { id: number; c: VatClass | null }) =>
    settingsApi.productVat(id, c),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await saveChecked(
      vatRateInputSchema,
      { rate: numberOrNull(value) },
      (body) => saveRate.mutateAsync(body.rate),
      setErrors,
      'VAT rate',
    );
  };
  const toast = (task: () => Promise<unknown>, what: string) =>
    void withToast(task, {
      loading: `Saving ${what}...`,
      success: `${what} saved!`,
      error: (e) => errorMessage(e, `Failed to save ${what}!`),
    }).catch(() => undefined);

  return (
    <Card aria-labelledby="vat-title">
      <CardTitle id="vat-title">VAT</CardTitle>
      <Stack $gap={12}>
        <Muted>
          Prices include VAT. Receipts and order pages show the VAT contained in the total, per rate. Nigerian
          VAT relieves basic food and medicines (zero-rated).
        </Muted>
        <Row as="form" onSubmit={submit} noValidate $wrap aria-label="Standard VAT rate">
          <TextField
            label="Standard rate (%)"
            type="number"
            inputMode="decimal"
            step="0.01"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={errors.rate?.[0]}
          />
          <Button type="submit" $variant="primary" disabled={saveRate.isPending}>
            Save rate
          </Button>
        </Row>
        <DataTable
          rows={categories}
          rowKey={(c) => c.id}
          columns={[
            { header: 'Category', cell: (c) => <strong>{c.name}</strong> },
            {
              header: 'VAT class',
              cell: (c) => (
                <ClassSelect
                  label={`VAT class of ${c.name}`}
                  value={c.vat_class}
                  disabled={category.isPending}
                  onChange={(next) =>
                    toast(() => category.mutateAsync({ id: c.id, c: next }), `${c.name}'s VAT class`)
                  }
                />
              ),
            },
          ]}
        />
        <CardTitle as="h3">Products with their own class</CardTitle>
        {overrides.length === 0 ? (
          <Muted>None: every product follows its category. Set a product’s own class in its form.</Muted>
        ) : (
          <DataTable
            rows={overrides}
            rowKey={(p) => p.id}
            columns={[
              {
                header: 'Product',
                cell: (p) => (
                  <>
                    <strong>{p.name}</strong>
                    <br />
                    <Muted as="span">{p.category}</Muted>
                  </>
                ),
              },
              {
                header: 'VAT class',
                cell: (p) => (
                  <ClassSelect
                    label={`VAT class of ${p.name}`}
                    value={p.vat_class}
                    disabled={product.isPending}
                    onChange={(next) =>
                      toast(() => product.mutateAsync({ id: p.id, c: next }), `${p.name}'s VAT class`)
                    }
                  />
                ),
              },
              {
                header: <VisuallyHidden>Actions</VisuallyHidden>,
                cell: (p) => (
                  <Button
                    $small
                    $variant="link"
                    disabled={product.isPending}
                    onClick={() =>
                      toast(() => product.mutateAsync({ id: p.id, c: null }), `${p.name}'s VAT class`)
                    }
                  >
                    Follow category
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}
