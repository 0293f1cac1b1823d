import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/locales';
import type { ProductSuggestion, Suggestions } from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../../db/client.js';
import { categories, products } from '../../../db/schema.js';
import { loadProducts } from '../catalog.js';
import { inStock } from '../product-listing.js';
import { withPromotionPrices } from '../../promotions/index.js';
import { localiseCategories } from '../translations.js';
import { planSearch } from './plan.js';

export const MAX_SUGGESTIONS = 8;
const MAX_SUGGESTED_CATEGORIES = 3;

const searchDocument = sql`"products"."search_document"`;

/**
 * Suggestions for what is being typed: the best-matching published products (picture, name, price) and the
 * categories holding most matches. The matching reads the search documents' GIN index, not the table; the products
 * are read as the product page reads them (`loadProducts`: their own first picture) and priced as it prices them
 * (`withPromotionPrices`: the price with an automatic promotion, and the price before it). Names are in `locale`
 * where translated (translations.ts).
 */
export async function suggest(
  db: Executor,
  typed: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Suggestions> {
  const plan = await planSearch(db, typed, true);
  if (!plan.query) return { products: [], categories: [] };
  const matches = and(
    eq(products.published, true),
    sql`${searchDocument} @@ to_tsquery('simple', ${plan.query})`,
  );
  const rank = sql`ts_rank('{0.05, 0.2, 0.4, 1.0}', ${searchDocument}, to_tsquery('simple', ${plan.query}))
    + ts_rank('{0.05, 0.2, 0.4, 1.0}', ${searchDocument}, to_tsquery('simple', ${plan.exact}))`;
  const ranked = await db
    .select({ id: products.id })
    .from(products)
    .where(matches)
    .orderBy(desc(rank), desc(inStock), desc(products.id))
    .limit(MAX_SUGGESTIONS);
  const n = sql<number>`count(*)`;
  const [found, held] = await Promise.all([
    loadProducts(
      db,
      ranked.map((r) => r.id),
      locale,
    ).then((list) => withPromotionPrices(db, list)),
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(matches)
      .groupBy(categories.id)
      .orderBy(desc(n), categories.name)
      .limit(MAX_SUGGESTED_CATEGORIES),
  ]);
  return {
    products: found.map((product): ProductSuggestion => {
      const promotion = product.promotion;
      return {
        id: product.id,
        name: product.name,
        slug: product.slug,
        price: promotion ? promotion.price : product.price,
        ...(promotion && promotion.price < product.price
          ? { promotion: { name: promotion.name, price_before: product.price } }
          : {}),
        image: product.images[0] ?? null,
        lang: product.lang,
      };
    }),
    categories: await localiseCategories(
      db,
      locale,
      held.map((category) => ({ ...category, lang: DEFAULT_LOCALE })),
    ),
  };
}
