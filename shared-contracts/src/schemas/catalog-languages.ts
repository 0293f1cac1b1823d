import * as v from 'valibot';
import { LOCALES, TRANSLATED_LOCALES, type TranslatedLocale } from '../locales';
import { noControlCharacters } from './common';

/** One of the storefront's languages (shared-contracts' LOCALES). */
export const localeSchema = v.picklist(LOCALES);

/**
 * The language a catalogue object's words are in, as the public reads answer them (in the request's
 * `Accept-Language`): `lang` is its name's (and description's) language, 'en-NG' when the object has no translation
 * in the language asked and shows its English; `description_lang`, present only when the description's language is
 * another (a translated name over an English description), is the description's. Always sent by the API.
 */
export const langEntries = {
  lang: v.optional(localeSchema),
};
export const descriptionLangEntries = {
  description_lang: v.optional(localeSchema),
};

/** A product's or category's name and description in one of the other languages, as stored. */
export const translationSchema = v.object({ name: v.string(), description: v.string() });
export type Translation = v.InferOutput<typeof translationSchema>;

/** The translations the admin reads: one per language that has one (pcm, ha, yo, ig). */
export const translationsSchema = v.object({
  pcm: v.optional(translationSchema),
  ha: v.optional(translationSchema),
  yo: v.optional(translationSchema),
  ig: v.optional(translationSchema),
} satisfies Record<TranslatedLocale, unknown>);
export type Translations = v.InferOutput<typeof translationsSchema>;

/** Text of a translation: NFC (a Yoruba word typed with combining marks is stored as one typed precomposed), trimmed. */
const translationText = (max: number) =>
  v.pipe(
    v.string('Must be text'),
    v.normalize('NFC'),
    v.trim(),
    noControlCharacters(),
    v.maxLength(max, `Must be at most ${max} characters`),
  );

const TRANSLATIONS_MESSAGE = `Translations are by language: ${TRANSLATED_LOCALES.join(', ')}`;

/**
 * Admin input: `{ pcm?: { name, description? }, ha?: …, yo?: …, ig?: … }`. A language left out keeps its
 * translation; one given with an empty name has its translation removed.
 */
export const translationsInputSchema = (nameMax: number, descriptionMax: number) => {
  const one = v.pipe(
    v.object(
      { name: translationText(nameMax), description: v.optional(translationText(descriptionMax), '') },
      'A translation is { name, description }',
    ),
    v.forward(
      v.check(
        (t) => t.name !== '' || t.description === '',
        'Give the name in this language too, or leave its description empty',
      ),
      ['name'],
    ),
  );
  return v.optional(
    v.strictObject(
      {
        pcm: v.optional(one),
        ha: v.optional(one),
        yo: v.optional(one),
        ig: v.optional(one),
      } satisfies Record<TranslatedLocale, unknown>,
      TRANSLATIONS_MESSAGE,
    ),
  );
};
export type TranslationsInput = NonNullable<v.InferOutput<ReturnType<typeof translationsInputSchema>>>;
