import { LOCALE_NAMES, TRANSLATED_LOCALES, type TranslatedLocale } from 'shared-contracts/locales';
import type { Translations } from 'shared-contracts';
import { Field, FieldRow, Input, TextArea } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Stack } from 'shared-contracts/ui/layout';

/**
 * What the form edits of a product's or category's translations: every language, '' where it has none. It is sent as
 * it is, every language in it, so a language whose name was emptied has its translation removed.
 */
export type TranslationsDraft = Record<TranslatedLocale, { name: string; description: string }>;

/** The stored translations as the form's draft. */
export const translationsDraftOf = (stored: Translations = {}): TranslationsDraft => ({
  pcm: { name: stored.pcm?.name ?? '', description: stored.pcm?.description ?? '' },
  ha: { name: stored.ha?.name ?? '', description: stored.ha?.description ?? '' },
  yo: { name: stored.yo?.name ?? '', description: stored.yo?.description ?? '' },
  ig: { name: stored.ig?.name ?? '', description: stored.ig?.description ?? '' },
});

/**
 * The optional Name and Description of a product or category in each of the shop's other languages, each named in
 * its own language (Naijá, Hausa, Yorùbá, Igbo). `error` reads the form's errors by path (`translations.yo.name`).
 */
export function TranslationsFields({
  value,
  onChange,
  error,
}: {
  value: TranslationsDraft;
  onChange: (next: TranslationsDraft) => void;
  error: (path: string) => string | undefined;
}) {
  const set = (locale: TranslatedLocale, field: 'name' | 'description', text: string) =>
    onChange({ ...value, [locale]: { ...value[locale], [field]: text } });
  return (
    <Card aria-label="Translations">
      <CardTitle>Translations</CardTitle>
      <Muted>Optional. Where a language has no name here, the shop shows the English in it.</Muted>
      <Stack $gap={12}>
        {TRANSLATED_LOCALES.map((locale) => {
          const language = LOCALE_NAMES[locale];
          return (
            <FieldRow key={locale}>
              <Field label={`${language} name`} error={error(`translations.${locale}.name`)}>
                <Input
                  lang={locale}
                  value={value[locale].name}
                  onChange={(e) => set(locale, 'name', e.target.value)}
                />
              </Field>
              <Field label={`${language} description`} error={error(`translations.${locale}.description`)}>
                <TextArea
                  lang={locale}
                  rows={2}
                  value={value[locale].description}
                  onChange={(e) => set(locale, 'description', e.target.value)}
                />
              </Field>
            </FieldRow>
          );
        })}
      </Stack>
    </Card>
  );
}
