import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  TRANSLATED_LOCALES,
  type Locale,
  type TranslatedLocale,
} from 'shared-contracts/locales';
import type { Product, Translations, TranslationsInput } from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../db/client.js';
import { categoryTranslations, productTranslations } from './tables.js';

/**
 * The catalogue in the storefront's other languages (pcm, ha, yo, ig): products' and categories' names and
 * descriptions as the public reads show them, with the language they are in (`lang`), and the admin's reading and
 * writing of the translations. English (en-NG) is the product and category rows themselves.
 */

export interface Words {
  name: string;
  description: string;
}

export interface LocalisedWords extends Words {
  lang: Locale;
  /** Only when the description is in another language than the name (a translated name over the English description). */
  description_lang?: Locale;
}

/**
 * The one rule for what a shopper reads in `locale`: the translation's name and description when there is one, else
 * the English, marked as English; a translation without a description shows the English description.
 */
export function inLocale(english: Words, translated: Words | undefined, locale: Locale): LocalisedWords {
  if (!translated || locale === DEFAULT_LOCALE) return { ...english, lang: DEFAULT_LOCALE };
  if (translated.description || !english.description) return { ...translated, lang: locale };
  return {
    name: translated.name,
    description: english.description,
    lang: locale,
    description_lang: DEFAULT_LOCALE,
  };
}

const isTranslated = (locale: Locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE;

const TABLES = {
  product: { table: productTranslations, id: productTranslations.productId },
  category: { table: categoryTranslations, id: categoryTranslations.categoryId },
} as const;
type Kind = keyof typeof TABLES;

/** The translations of these products or categories: every language's, or only `locale`'s. */
async function readTranslations(
  db: Executor,
  kind: Kind,
  ids: number[],
  locale?: TranslatedLocale,
): Promise<{ id: number; locale: TranslatedLocale; name: string; description: string }[]> {
  if (ids.length === 0) return [];
  const { table, id } = TABLES[kind];
  return db
    .select({ id, locale: table.locale, name: table.name, description: table.description })
    .from(table)
    .where(and(inArray(id, [...new Set(ids)]), locale ? eq(table.locale, locale) : undefined));
}

/** The translations in `locale` of these products or categories, by id (English: none). */
async function wordsIn(db: Executor, kind: Kind, locale: Locale, ids: number[]): Promise<Map<number, Words>> {
  if (!isTranslated(locale)) return new Map();
  const rows = await readTranslations(db, kind, ids, locale);
  return new Map(rows.map((row) => [row.id, { name: row.name, description: row.description }]));
}

type CategoryLike = { id: number; name: string; description?: string; lang?: Locale | undefined };

/** `category` in `locale`, by its translation among `found`. */
function localiseCategory<C extends CategoryLike>(category: C, found: Map<number, Words>, locale: Locale): C {
  const words = inLocale(
    { name: category.name, description: category.description ?? '' },
    found.get(category.id),
    locale,
  );
  if (category.description === undefined) return { ...category, name: words.name, lang: words.lang };
  return { ...category, ...words };
}

/** Categories (or references to them) in `locale`; those without a translation in it stay English. */
export async function localiseCategories<C extends CategoryLike>(
  db: Executor,
  locale: Locale,
  list: C[],
): Promise<C[]> {
  if (locale === DEFAULT_LOCALE || list.length === 0) return list;
  const found = await wordsIn(
    db,
    'category',
    locale,
    list.map((c) => c.id),
  );
  return list.map((category) => localiseCategory(category, found, locale));
}

/** Products in `locale`, with their category: each name and description its translation's, or the English. */
export async function localiseProducts(db: Executor, locale: Locale, list: Product[]): Promise<Product[]> {
  if (locale === DEFAULT_LOCALE || list.length === 0) return list;
  // One after the other: `db` may be a transaction, whose one connection runs a query at a time.
  const products = await wordsIn(
    db,
    'product',
    locale,
    list.map((p) => p.id),
  );
  const categories = await wordsIn(
    db,
    'category',
    locale,
    list.map((p) => p.category.id),
  );
  return list.map((product) => {
    const { description_lang: _english, ...rest } = product;
    return {
      ...rest,
      ...inLocale(product, products.get(product.id), locale),
      category: localiseCategory(product.category, categories, locale),
    };
  });
}

/** The name (and description) of each thing in `locale`, by id: for reads that only need the words. */
export async function wordsInLocale(
  db: Executor,
  kind: Kind,
  locale: Locale,
  english: Map<number, Words>,
): Promise<Map<number, LocalisedWords>> {
  const found = await wordsIn(db, kind, locale, [...english.keys()]);
  return new Map([...english].map(([id, words]) => [id, inLocale(words, found.get(id), locale)]));
}

/** Every translation of these products or categories, as the admin reads them, by id. */
export async function translationsOf(
  db: Executor,
  kind: Kind,
  ids: number[],
): Promise<Map<number, Translations>> {
  const result = new Map<number, Translations>(ids.map((id) => [id, {}]));
  for (const row of await readTranslations(db, kind, ids)) {
    const translations = result.get(row.id);
    if (translations) translations[row.locale] = { name: row.name, description: row.description };
  }
  return result;
}

/**
 * Writes the translations the admin sent for one product or category: each language given is replaced, or removed
 * when its name is empty; the languages left out keep theirs. The text arrives NFC and trimmed (the input schema).
 */
export async function saveTranslations(
  db: Executor,
  kind: Kind,
  id: number,
  input: TranslationsInput | undefined,
): Promise<void> {
  if (!input) return;
  const { table, id: idColumn } = TABLES[kind];
  for (const locale of TRANSLATED_LOCALES) {
    const given = input[locale];
    if (given === undefined) continue;
    if (given.name === '') {
      await db.delete(table).where(and(eq(idColumn, id), eq(table.locale, locale)));
      continue;
    }
    await db.execute(sql`insert into ${table} (${sql.identifier(idColumn.name)}, "locale", "name", "description")
      values (${id}, ${locale}, ${given.name}, ${given.description})
      on conflict (${sql.identifier(idColumn.name)}, "locale")
      do update set "name" = excluded."name", "description" = excluded."description"`);
  }
}
