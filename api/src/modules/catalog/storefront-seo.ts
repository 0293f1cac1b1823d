import { and, asc, desc, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/locales';
import type { Executor } from '../../db/client.js';
import { categories, productImages, products, variants } from '../../db/schema.js';
import { effectivePriceKobo } from '../../lib/money.js';
import { CARD_WORDS, type ShareCard } from './share-image.js';
import { wordsInLocale } from './translations.js';

/** A card's language, as it names its picture: absent for English, so English pictures keep their names. */
const cardLocale = (locale: Locale): { locale?: Locale } => (locale === DEFAULT_LOCALE ? {} : { locale });

/** What search engines are told exists: every published product and every category. */
export interface SitemapEntries {
  products: { id: number; last_modified_at: string }[];
  categories: { name: string; slug: string }[];
}

export async function sitemapEntries(db: Executor): Promise<SitemapEntries> {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select({ id: products.id, lastModifiedAt: products.lastModifiedAt })
      .from(products)
      .where(eq(products.published, true))
      .orderBy(asc(products.id)),
    db
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.name)),
  ]);
  return {
    products: productRows.map((row) => ({ id: row.id, last_modified_at: row.lastModifiedAt.toISOString() })),
    categories: categoryRows,
  };
}

/**
 * A published product's share card: its first picture, name, category and lowest price, in `locale` where
 * translated; null if not published.
 */
export async function productShareCard(
  db: Executor,
  productId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ShareCard | null> {
  const [product] = await db
    .select({ name: products.name, categoryId: categories.id, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, productId), eq(products.published, true)))
    .limit(1);
  if (!product) return null;
  const [pictures, prices] = await Promise.all([
    db
      .select({ path: productImages.path })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id))
      .limit(1),
    db
      .select({ regularPriceKobo: variants.regularPriceKobo, salePriceKobo: variants.salePriceKobo })
      .from(variants)
      .where(eq(variants.productId, productId)),
  ]);
  // The lowest price a shopper pays, and what that variant cost before its sale.
  const cheapest = [...prices].sort((a, b) => effectivePriceKobo(a) - effectivePriceKobo(b))[0];
  const name = await wordsInLocale(
    db,
    'product',
    locale,
    new Map([[productId, { name: product.name, description: '' }]]),
  );
  const category = await wordsInLocale(
    db,
    'category',
    locale,
    new Map([[product.categoryId, { name: product.category, description: '' }]]),
  );
  return {
    pictures: pictures.map((row) => row.path),
    title: name.get(productId)?.name ?? product.name,
    kicker: category.get(product.categoryId)?.name ?? product.category,
    ...cardLocale(locale),
    priceKobo: cheapest ? effectivePriceKobo(cheapest) : undefined,
    regularPriceKobo: cheapest?.regularPriceKobo,
  };
}

/** The first pictures of the newest published products (of a category, if given): one per product. */
async function newestPictures(db: Executor, categoryId?: number): Promise<string[]> {
  const rows = await db
    .selectDistinctOn([products.createdAt, products.id], { path: productImages.path })
    .from(products)
    .innerJoin(productImages, eq(productImages.productId, products.id))
    .where(
      categoryId === undefined
        ? eq(products.published, true)
        : and(eq(products.published, true), eq(products.categoryId, categoryId)),
    )
    .orderBy(desc(products.createdAt), desc(products.id), asc(productImages.position), asc(productImages.id))
    .limit(4);
  return rows.map((row) => row.path);
}

/** The shop's own share card (the home page): its newest products, and what it sells, in `locale`. */
export async function shopShareCard(db: Executor, locale: Locale = DEFAULT_LOCALE): Promise<ShareCard> {
  return {
    pictures: await newestPictures(db),
    title: CARD_WORDS[locale].shopTitle,
    subtitle: CARD_WORDS[locale].shopSubtitle,
    ...cardLocale(locale),
  };
}

/**
 * A category's share card (its listing page): its name, description and newest products, in `locale` where
 * translated; null if none.
 */
export async function categoryShareCard(
  db: Executor,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ShareCard | null> {
  const [category] = await db
    .select({ id: categories.id, name: categories.name, description: categories.description })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  if (!category) return null;
  const words = await wordsInLocale(db, 'category', locale, new Map([[category.id, category]]));
  const { name, description } = words.get(category.id) ?? category;
  return {
    pictures: await newestPictures(db, category.id),
    title: name,
    subtitle: description || undefined,
    ...cardLocale(locale),
  };
}
