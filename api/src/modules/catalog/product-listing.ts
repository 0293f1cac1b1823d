import { and, asc, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Product, ProductSort } from 'shared-contracts/schemas/catalog';
import type { Paginated } from 'shared-contracts/schemas/common';
import { fromKobo, toKobo } from 'shared-contracts/money';
import type { Executor } from '../../db/client.js';
import { categories, products, variants } from '../../db/schema.js';
import { productColumns, productOf } from './catalog.js';
import { planSearch, type SearchPlan } from './search/plan.js';

/**
 * The shop's product listing: filters normalised into one shape per set of equivalent queries, built once
 * as prepared statements, a page of ids or of whole products at a time. Product records themselves are
 * read in catalog.ts.
 */

export interface ProductListFilter {
  category?: string | undefined;
  search?: string | undefined;
  brand?: string | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  in_stock?: boolean | undefined;
  on_sale?: boolean | undefined;
  /** Products whose visible reviews average at least this many stars. */
  min_rating?: number | undefined;
  sort: ProductSort;
  page: number;
  page_size: number;
  /** Shoppers see only published products. */
  publishedOnly: boolean;
}

/**
 * The one form of each set of equivalent listing filters: `category=all` is no category, the category is
 * matched without case, `in_stock=false` and `on_sale=false` are no filter, prices are whole kobo. The cache key and the query both use it.
 */
export function normaliseListFilter(
  filter: Omit<ProductListFilter, 'sort'> & { sort?: ProductSort | undefined },
): ProductListFilter {
  const category = filter.category?.trim().toLowerCase();
  // Spaces and case make no difference to a search.
  const search = filter.search?.trim().replace(/\s+/g, ' ').toLowerCase();
  const brand = filter.brand?.trim().toLowerCase();
  // A search is in order of relevance unless another order is asked; without one there is no relevance.
  const sort = filter.sort ?? (search ? 'relevance' : 'newest');
  return {
    category: category && category !== 'all' ? category : undefined,
    search: search || undefined,
    brand: brand || undefined,
    // Prices compare in kobo: amounts that round to the same kobo are the same filter.
    min_price: filter.min_price === undefined ? undefined : fromKobo(toKobo(filter.min_price)),
    max_price: filter.max_price === undefined ? undefined : fromKobo(toKobo(filter.max_price)),
    in_stock: filter.in_stock === true ? true : undefined,
    on_sale: filter.on_sale === true ? true : undefined,
    min_rating: filter.min_rating,
    sort: sort === 'relevance' && !search ? 'newest' : sort,
    page: filter.page,
    page_size: filter.page_size,
    publishedOnly: filter.publishedOnly,
  };
}

/** The lowest effective price of each product, kept on the product row by a trigger on its variants. */
const lowestPrice = products.lowestPriceKobo;

export interface ListShape {
  /** The conditions, on placeholders: one SQL text per set of filters used. */
  where: SQL | undefined;
  /** Names the SQL text: the filters used and the sort, in short (a PostgreSQL name keeps 63 bytes). */
  name: string;
  /** The values bound to the placeholders. */
  values: Record<string, unknown>;
}

/** The product's search document (migration 0012; not in the Drizzle schema, so that reads never carry it). */
const searchDocument = sql`"products"."search_document"`;

/** The listing's filters as conditions on placeholders, with the values to bind to them. */
export function listShape(
  db: Executor,
  filter: Omit<ProductListFilter, 'sort' | 'page' | 'page_size'>,
  plan: SearchPlan | undefined,
  sort: ProductSort = 'newest',
): ListShape {
  const where: SQL[] = [];
  const values: Record<string, unknown> = {};
  const used: string[] = [];
  if (filter.publishedOnly) {
    where.push(eq(products.published, true));
    used.push('pub');
  }
  if (filter.category && filter.category.toLowerCase() !== 'all') {
    values.category = filter.category.toLowerCase();
    const category = sql.placeholder('category');
    // A subquery rather than a join, so listings without a category filter read products alone.
    where.push(
      inArray(
        products.categoryId,
        db
          .select({ id: categories.id })
          .from(categories)
          .where(or(eq(categories.slug, category), sql`lower(${categories.name}) = ${category}`)),
      ),
    );
    used.push('cat');
  }
  if (filter.search) {
    if (plan?.query) {
      values.tsq = plan.query;
      values.exact = plan.exact;
      where.push(sql`${searchDocument} @@ to_tsquery('simple', ${sql.placeholder('tsq')})`);
      used.push('q');
    } else {
      // Nothing to look for (only punctuation, say): nothing found.
      where.push(sql`false`);
      used.push('q0');
    }
  }
  if (filter.brand) {
    values.brand = filter.brand;
    where.push(sql`lower(${products.brand}) = ${sql.placeholder('brand')}`);
    used.push('br');
  }
  if (filter.min_price !== undefined) {
    values.min = toKobo(filter.min_price);
    where.push(sql`${lowestPrice} >= ${sql.placeholder('min')}`);
    used.push('lo');
  }
  if (filter.max_price !== undefined) {
    values.max = toKobo(filter.max_price);
    where.push(sql`${lowestPrice} <= ${sql.placeholder('max')}`);
    used.push('hi');
  }
  /** The product has a variant for which `condition` holds. */
  const someVariant = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(variants)
        .where(and(eq(variants.productId, products.id), condition)),
    );
  if (filter.in_stock) {
    where.push(someVariant(sql`${variants.stock} > 0`));
    used.push('stock');
  }
  if (filter.on_sale) {
    // On sale as the shop shows it (isOnSale in the contracts): a sale price above zero and below the regular one.
    where.push(
      someVariant(
        sql`${variants.salePriceKobo} > 0 and ${variants.salePriceKobo} < ${variants.regularPriceKobo}`,
      ),
    );
    used.push('sale');
  }
  if (filter.min_rating !== undefined) {
    // In whole numbers on the product's row: the average (sum / count) is at least the stars asked.
    values.stars = filter.min_rating;
    where.push(
      sql`${products.ratingCount} > 0 and ${products.ratingSum} >= ${sql.placeholder('stars')} * ${products.ratingCount}`,
    );
    used.push('stars');
  }
  return {
    where: where.length > 0 ? and(...where) : undefined,
    name: [...used, sort].join('_'),
    values,
  };
}

/** Whether the product has a variant in stock. */
export const inStock = sql`exists (select 1 from "variants" v where v."product_id" = "products"."id" and v."stock" > 0)`;

/**
 * Relevance: the full-text rank (a name or brand match, weight A, far above a description's), counted again for
 * words matched whole rather than as prefixes; among equals, what is in stock comes first.
 */
const relevance = sql`(ts_rank('{0.05, 0.2, 0.4, 1.0}', ${searchDocument}, to_tsquery('simple', ${sql.placeholder('tsq')}))
  + ts_rank('{0.05, 0.2, 0.4, 1.0}', ${searchDocument}, to_tsquery('simple', ${sql.placeholder('exact')})))`;

const listOrder = {
  relevance: [desc(relevance), desc(inStock), desc(products.createdAt), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(lowestPrice), asc(products.id)],
  price_desc: [desc(lowestPrice), desc(products.id)],
  name: [asc(products.name), asc(products.id)],
  // Best rated first (the average, then how many reviews say so); products without reviews last, newest first.
  rating: [
    sql`${products.ratingSum}::float8 / nullif(${products.ratingCount}, 0) desc nulls last`,
    desc(products.ratingCount),
    desc(products.createdAt),
    desc(products.id),
  ],
} satisfies Record<ProductSort, SQL[]>;

const totalOver = sql<number>`cast(count(*) over () as int)`;

function pageOfIds(db: Executor, shape: ListShape, sort: ProductSort) {
  return db
    .select({ id: products.id, total: totalOver })
    .from(products)
    .where(shape.where)
    .orderBy(...listOrder[sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`catalog_ids_${shape.name}`);
}

function pageOfProducts(db: Executor, shape: ListShape, sort: ProductSort) {
  const order = listOrder[sort];
  const page = db
    .select({
      id: sql<number>`${products.id}`.as('page_id'),
      total: totalOver.as('page_total'),
      position: sql<number>`cast(row_number() over (order by ${sql.join(order, sql`, `)}) as int)`.as(
        'page_position',
      ),
    })
    .from(products)
    .where(shape.where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...productColumns, total: page.total })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(asc(page.position))
    .prepare(`catalog_page_${shape.name}`);
}

/**
 * The listing queries, built once per database and shape of filter and then only run with new values: an
 * uncached listing skips building its SQL, and PostgreSQL keeps them as prepared statements.
 */
const prepared = new WeakMap<
  Executor,
  Map<string, ReturnType<typeof pageOfIds> | ReturnType<typeof pageOfProducts>>
>();

function preparedQuery<Q extends ReturnType<typeof pageOfIds> | ReturnType<typeof pageOfProducts>>(
  db: Executor,
  key: string,
  build: () => Q,
): Q {
  let queries = prepared.get(db);
  if (!queries) {
    queries = new Map();
    prepared.set(db, queries);
  }
  let query = queries.get(key) as Q | undefined;
  if (!query) {
    query = build();
    queries.set(key, query);
  }
  return query;
}

/**
 * One page of products. Without `loadMany` it is one round trip: the page of ids joined to the products
 * with their images and variants. With `loadMany` (products kept by the caller, e.g. a cache, in whatever
 * form it keeps them) the query answers only the ids, and `loadMany` supplies the products.
 */
export async function listProducts(db: Executor, filter: ProductListFilter): Promise<Paginated<Product>>;
export async function listProducts<T>(
  db: Executor,
  filter: ProductListFilter,
  loadMany: (ids: number[]) => Promise<T[]>,
): Promise<Paginated<T>>;
export async function listProducts<T>(
  db: Executor,
  filter: ProductListFilter,
  loadMany?: (ids: number[]) => Promise<T[]>,
): Promise<Paginated<T | Product>> {
  const plan = filter.search ? await planSearch(db, filter.search) : undefined;
  // Relevance needs something to rank by.
  const sort = filter.sort === 'relevance' && !plan?.query ? 'newest' : filter.sort;
  filter = { ...filter, sort };
  const shape = listShape(db, filter, plan, sort);
  // One round trip either way: the page of ids with the total (a window count over the filtered set), and
  // without `loadMany` joined to the products with their images and variants aggregated as JSON. PGlite
  // runs one query at a time, so queries per page is what bounds an uncached listing there.
  const values = { ...shape.values, limit: filter.page_size, offset: (filter.page - 1) * filter.page_size };
  let total: number | undefined;
  let results: (T | Product)[];
  if (loadMany) {
    const query = preparedQuery(db, `ids_${shape.name}`, () => pageOfIds(db, shape, filter.sort));
    const ids = await query.execute(values);
    total = ids[0]?.total;
    results = await loadMany(ids.map((r) => r.id));
  } else {
    const query = preparedQuery(db, `page_${shape.name}`, () => pageOfProducts(db, shape, filter.sort));
    const rows = await query.execute(values);
    total = rows[0]?.total;
    results = rows.map(productOf);
  }
  // Past the last page the window count is unavailable: count separately.
  if (total === undefined && filter.page > 1) {
    const counted = await db
      .select({ n: count() })
      .from(products)
      .where(shape.where)
      .prepare(`catalog_count_${shape.name}`)
      .execute(shape.values);
    total = Number(counted[0]?.n ?? 0);
  }
  return {
    results,
    count: Number(total ?? 0),
    page: filter.page,
    page_size: filter.page_size,
  };
}
