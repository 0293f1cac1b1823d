import { useState, type FormEvent } from 'react';
import {
  categoryInputSchema,
  validate,
  type AdminCategory,
  type CategoryInput,
  type FieldErrors,
} from 'shared-contracts';
import { errorMessage, fieldErrorsOf, withToast } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { Field, Input, TextArea } from 'shared-contracts/ui/field';
import { Card, CardTitle, Row, Stack } from 'shared-contracts/ui/layout';
import { TranslationsFields, translationsDraftOf } from '../../../../components/common/translations-fields';

/** Adds a category, or edits `category` when given. */
export function CategoryForm({
  category,
  onSave,
  onDone,
}: {
  category: AdminCategory | null;
  onSave: (body: CategoryInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [translations, setTranslations] = useState(() => translationsDraftOf(category?.translations));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(categoryInputSchema, { name, description, translations });
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await withToast(() => onSave(checked.output), {
        loading: 'Saving category...',
        success: category ? 'Category updated!' : 'Category added!',
        error: (e) => errorMessage(e, 'Failed to save category!'),
      });
      if (!category) {
        setName('');
        setDescription('');
        setTranslations(translationsDraftOf());
      }
      onDone();
    } catch (e) {
      setErrors(fieldErrorsOf(e) ?? {});
    } finally {
      setPending(false);
    }
  };

  return (
    <Card as="form" onSubmit={submit} noValidate aria-label={category ? 'Edit category' : 'Add category'}>
      <CardTitle>{category ? `Edit ${category.name}` : 'Add category'}</CardTitle>
      <Stack $gap={12}>
        <Field label="Category name" error={errors.name?.[0]}>
          <Input
            value={name}
            aria-invalid={errors.name ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field label="Description" error={errors.description?.[0]}>
          <TextArea value={description} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <TranslationsFields
          value={translations}
          onChange={setTranslations}
          error={(path) => errors[path]?.[0]}
        />
        <Row $justify="flex-end">
          {category ? (
            <Button $variant="secondary" onClick={onDone} disabled={pending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" $variant="primary" disabled={pending}>
            {category ? 'Save category' : 'Add category'}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
