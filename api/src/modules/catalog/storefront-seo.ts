import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, productImages, products, variants } from '../../db/schema.js';
import { effectivePriceKobo } from '../../lib/money.js';
import type { ShareCard } from './share-image.js';

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

/** A published product's share card: its first picture, name, category and lowest price; null if not published. */
export async function productShareCard(db: Executor, productId: number): Promise<ShareCard | null> {
  const [product] = await db
    .select({ name: products.name, category: categories.name })
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
  return {
    pictures: pictures.map((row) => row.path),
    title: product.name,
    kicker: product.category,
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

/** The shop's own share card (the home page): its newest products, and what it sells. */
export async function shopShareCard(db: Executor): Promise<ShareCard> {
  return {
    pictures: await newestPictures(db),
    title: 'Shop online in Nigeria',
    subtitle: 'Phones, electronics, fashion, home and groceries, priced in Naira.',
  };
}

/** A category's share card (its listing page): its name, description and newest products; null if none. */
export async function categoryShareCard(db: Executor, slug: string): Promise<ShareCard | null> {
  const [category] = await db
    .select({ id: categories.id, name: categories.name, description: categories.description })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  if (!category) return null;
  return {
    pictures: await newestPictures(db, category.id),
    title: category.name,
    subtitle: category.description || undefined,
  };
}
