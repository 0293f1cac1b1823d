import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  productInputSchema,
  validate,
  type Attribute,
  type Category,
  type FieldErrors,
  type ProductInput,
  type VatClass,
  VAT_CLASSES,
} from 'shared-contracts';
import { errorMessage, fieldErrorsOf, withToast } from 'shop-sdk';
import { VAT_CLASS_LABELS } from 'shared-contracts/schemas/settings';
import { Button } from 'shared-contracts/ui/button';
import { Banner } from 'shared-contracts/ui/banner';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Checkbox, Field, FieldError, Input, Select, TextArea } from 'shared-contracts/ui/field';
import { Card, CardTitle, Row, Stack } from 'shared-contracts/ui/layout';
import { FieldRow } from 'shared-contracts/ui/field';
import { emptyVariant, inputFromDraft, type ProductDraft, type VariantDraft } from './product-draft';
import { VariantEditor } from './variant-editor';
import { TranslationsFields } from '../../../components/common/translations-fields';
import { useSingleFlight } from '../../../hooks/use-single-flight';

const VariantsHeader = styled(Row)`
  margin-bottom: 12px;
  h2 {
    margin: 0;
  }
`;

const vatClassOf = (value: string): VatClass | '' => VAT_CLASSES.find((vatClass) => vatClass === value) ?? '';

const SIMPLE_ONE_VARIANT = 'A simple product has exactly one variant';

export function ProductForm({
  initial,
  categories,
  attributes,
  submitLabel,
  successMessage = 'Product saved!',
  confirmUnpublish = false,
  onSubmit,
  onCancel,
}: {
  initial: ProductDraft;
  categories: Category[];
  attributes: Attribute[];
  submitLabel: string;
  /** The success toast's words. */
  successMessage?: string;
  /** Editing a published product: unticking Published asks first. */
  confirmUnpublish?: boolean;
  onSubmit: (input: ProductInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const { pending, run } = useSingleFlight();
  /** Unpublishing takes the product out of the shop: the checked input waits here for the admin's yes. */
  const [toUnpublish, setToUnpublish] = useState<ProductInput | null>(null);
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
    if (confirmUnpublish && initial.published && !checked.output.published) {
      setToUnpublish(checked.output);
      return;
    }
    await save(checked.output);
  };

  const save = (input: ProductInput) =>
    run(async () => {
      try {
        await withToast(() => onSubmit(input), {
          loading: 'Saving product...',
          success: successMessage,
          error: (e) => errorMessage(e, 'Failed to save product!'),
        });
      } catch (e) {
        const serverErrors = fieldErrorsOf(e);
        if (serverErrors) setErrors(serverErrors);
        setFailure(errorMessage(e, 'Failed to save product!'));
      } finally {
        setToUnpublish(null);
      }
    });

  return (
    <form onSubmit={submit} noValidate aria-label="Product">
      <Stack>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
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
            <Field label="Brand" hint="Leave empty for unbranded goods." error={error('brand')}>
              <Input
                value={draft.brand}
                maxLength={60}
                aria-invalid={!!error('brand') || undefined}
                onChange={(e) => set('brand', e.target.value)}
              />
            </Field>
            <Field label="Description" error={error('description')}>
              <TextArea value={draft.description} onChange={(e) => set('description', e.target.value)} />
            </Field>
            <FieldRow>
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
            </FieldRow>
            <Field
              label="VAT"
              hint="As its category: the class its category has in Settings → VAT. Choose another for this product only."
              error={error('vat_class')}
            >
              <Select
                value={draft.vat_class}
                aria-invalid={!!error('vat_class') || undefined}
                onChange={(e) => set('vat_class', vatClassOf(e.target.value))}
              >
                <option value="">As its category</option>
                {VAT_CLASSES.map((vatClass) => (
                  <option key={vatClass} value={vatClass}>
                    {VAT_CLASS_LABELS[vatClass]}
                  </option>
                ))}
              </Select>
            </Field>
            <Checkbox
              label="Published (visible in the shop)"
              checked={draft.published}
              onChange={(e) => set('published', e.target.checked)}
            />
          </Stack>
        </Card>

        <TranslationsFields
          value={draft.translations}
          onChange={(translations) => set('translations', translations)}
          error={error}
        />

        <Card>
          <VariantsHeader $justify="space-between">
            <CardTitle>Variants</CardTitle>
            {draft.type === 'variable' ? (
              <Button
                $variant="secondary"
                $small
                onClick={() => set('variants', [...draft.variants, emptyVariant()])}
              >
                Add variant
              </Button>
            ) : null}
          </VariantsHeader>
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
          <Button $variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" $variant="primary" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </Row>
      </Stack>
      {toUnpublish ? (
        <ConfirmDialog
          title={`Unpublish ${initial.name}?`}
          confirmLabel={pending ? 'Saving…' : 'Unpublish and save'}
          pending={pending}
          onConfirm={() => void save(toUnpublish)}
          onClose={() => {
            if (!pending) setToUnpublish(null);
          }}
        >
          Shoppers will no longer find it in the shop or be able to buy it.
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
