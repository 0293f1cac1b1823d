import { and, desc, eq, sql } from 'drizzle-orm';
import type { Suggestions } from 'shared-contracts/schemas/catalog';
import { fromKobo } from 'shared-contracts/money';
import type { Executor } from '../../db/client.js';
import { categories, products } from '../../db/schema.js';
import { imageUrl } from '../catalog.js';
import { inStock } from '../product-listing.js';
import { planSearch } from './plan.js';

export const MAX_SUGGESTIONS = 8;
const MAX_SUGGESTED_CATEGORIES = 3;

const searchDocument = sql`"products"."search_document"`;

/**
 * Suggestions for what is being typed: the best-matching published products (picture, name, price) and the
 * categories holding most matches. The matching reads the search documents' GIN index, not the table.
 */
export async function suggest(db: Executor, typed: string): Promise<Suggestions> {
  const plan = await planSearch(db, typed, true);
  if (!plan.query) return { products: [], categories: [] };
  const matches = and(
    eq(products.published, true),
    sql`${searchDocument} @@ to_tsquery('simple', ${plan.query})`,
  );
  const rank = sql`ts_rank('{0.05, 0.2, 0.4, 1.0}', ${searchDocument}, to_tsquery('simple', ${plan.query}))
    + ts_rank('{0.05, 0.2, 0.4, 1.0}', ${searchDocument}, to_tsquery('simple', ${plan.exact}))`;
  const image = sql<{ id: number; path: string; alt: string } | null>`(
    select json_build_object('id', i.id, 'path', i.path, 'alt', i.alt) from product_images i
    where i.product_id = ${products.id} order by i.position, i.id limit 1)`;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      price: products.lowestPriceKobo,
      image,
    })
    .from(products)
    .where(matches)
    .orderBy(desc(rank), desc(inStock), desc(products.id))
    .limit(MAX_SUGGESTIONS);
  const n = sql<number>`count(*)`;
  const held = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(matches)
    .groupBy(categories.id)
    .orderBy(desc(n), categories.name)
    .limit(MAX_SUGGESTED_CATEGORIES);
  return {
    products: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      price: fromKobo(r.price ?? 0),
      image: r.image ? { id: r.image.id, url: imageUrl(r.image.path), alt: r.image.alt } : null,
    })),
    categories: held,
  };
}
