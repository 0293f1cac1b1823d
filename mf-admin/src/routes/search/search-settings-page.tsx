import { useState, type FormEvent } from 'react';
import {
  synonymGroupInputSchema,
  validate,
  type FieldErrors,
  type SynonymGroupInput,
} from 'shared-contracts';
import { errorMessage, fieldErrorsOf, withToast } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { Field, FieldError, Input } from 'shared-contracts/ui/field';
import { Card, CardTitle, Row, Stack } from 'shared-contracts/ui/layout';
import { ListWithFormPage } from '../../components/common/list-with-form-page';
import {
  type NamedSynonymGroup,
  useCreateSynonymGroup,
  useDeleteSynonymGroup,
  useSynonymGroups,
  useUpdateSynonymGroup,
} from '../../hooks/api/search';
import { Chip } from '../attributes/attribute-list/components/attribute-form';

type Group = NamedSynonymGroup;

/** The words typed in the form: split at commas, blanks left out. */
const wordsOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/** Adds a group of synonyms, or changes `group`'s words when given. */
export function SynonymForm({
  group,
  onSave,
  onDone,
}: {
  group: Group | null;
  onSave: (body: SynonymGroupInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const [text, setText] = useState(group?.terms.join(', ') ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(synonymGroupInputSchema, { terms: wordsOf(text) });
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await withToast(() => onSave(checked.output), {
        loading: 'Saving synonyms...',
        success: group ? 'Synonyms updated!' : 'Synonyms added!',
        error: (e) => errorMessage(e, 'Failed to save synonyms!'),
      });
      if (!group) setText('');
      onDone();
    } catch (e) {
      setErrors(fieldErrorsOf(e) ?? { _: [errorMessage(e, 'Failed to save synonyms!')] });
    } finally {
      setPending(false);
    }
  };

  const termsError =
    errors.terms?.[0] ?? Object.entries(errors).find(([key]) => key.startsWith('terms.'))?.[1][0];

  return (
    <Card as="form" onSubmit={submit} noValidate aria-label={group ? 'Edit synonyms' : 'Add synonyms'}>
      <CardTitle>{group ? `Edit ${group.name}` : 'Add synonyms'}</CardTitle>
      <Stack $gap={12}>
        {errors._ ? <FieldError role="alert">{errors._[0]}</FieldError> : null}
        <Field
          label="Words that mean the same thing"
          hint="Separate them with commas. A word may be two words, like “air conditioner”."
          error={termsError}
        >
          <Input
            value={text}
            placeholder="e.g. tv, television, telly"
            aria-invalid={termsError ? true : undefined}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <Row $justify="flex-end">
          {group ? (
            <Button $variant="secondary" onClick={onDone} disabled={pending}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" $variant="primary" disabled={pending}>
            {group ? 'Save synonyms' : 'Add synonyms'}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}

/**
 * Search settings: the synonyms a search expands ("tv" also finds "television"), applied to the next search,
 * with no reindexing. Its own route (/admin/search), ready to be mounted under Settings.
 */
export default function SearchSettingsPage() {
  return (
    <ListWithFormPage<Group, SynonymGroupInput>
      title="Search synonyms"
      subtitle="Words shoppers use for the same thing: a search for one finds the others. Changes apply to the next search."
      noun="synonym group"
      resource={{
        list: useSynonymGroups(),
        create: useCreateSynonymGroup(),
        update: useUpdateSynonymGroup(),
        remove: useDeleteSynonymGroup(),
      }}
      columns={[
        {
          header: 'Words',
          cell: (group) => (
            <Row>
              {group.terms.map((term) => (
                <Chip key={term}>{term}</Chip>
              ))}
            </Row>
          ),
        },
      ]}
      form={({ item, onSave, onDone }) => <SynonymForm group={item} onSave={onSave} onDone={onDone} />}
      deleteNote="Searches stop finding the other words of this group at once."
    />
  );
}
