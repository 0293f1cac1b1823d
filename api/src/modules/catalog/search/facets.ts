import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/locales';
import type { FacetValue, PriceBand, ProductFacets } from 'shared-contracts/schemas/catalog';
import { fromKobo, toKobo } from 'shared-contracts/money';
import type { Executor } from '../../../db/client.js';
import { categories, products, variants } from '../../../db/schema.js';
import { listShape, type ListShape, type ProductListFilter } from '../product-listing.js';
import { localiseCategories } from '../translations.js';
import { didYouMean } from './did-you-mean.js';
import { planSearch, type SearchPlan } from './plan.js';

/** Price bands of the facets, in Naira: each from its lower bound up to the next one. */
export const PRICE_BANDS = [0, 10_000, 50_000, 150_000, 500_000] as const;

type FacetFilter = Omit<ProductListFilter, 'sort' | 'page' | 'page_size'>;

const lowestPrice = products.lowestPriceKobo;
const inStockCondition = sql`exists (select 1 from ${variants} v where v."product_id" = ${products.id} and v."stock" > 0)`;
const onSaleCondition = sql`exists (select 1 from ${variants} v where v."product_id" = ${products.id}
  and v."sale_price_kobo" > 0 and v."sale_price_kobo" < v."regular_price_kobo")`;

/** The shape of the listing without one facet's own choice, so that its other values keep their counts. */
function without(
  db: Executor,
  filter: FacetFilter,
  plan: SearchPlan | undefined,
  ...fields: (keyof FacetFilter)[]
) {
  const rest: FacetFilter = { ...filter };
  for (const field of fields) delete rest[field];
  return listShape(db, rest, plan);
}

const run = <T>(query: { execute(values: Record<string, unknown>): Promise<T> }, shape: ListShape) =>
  query.execute(shape.values);

/**
 * The facets of a listing, with counts that follow the choices: each facet counts the products the listing's
 * other choices leave (a chosen category still shows the others' counts). Three queries on PGlite's one
 * connection, one after the other (and the categories' translations, in another language than English).
 */
export async function productFacets(
  db: Executor,
  filter: FacetFilter,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ProductFacets> {
  const plan = filter.search ? await planSearch(db, filter.search) : undefined;

  const byCategory = without(db, filter, plan, 'category');
  const categoryRows = await run(
    db
      .select({ id: categories.id, slug: categories.slug, name: categories.name, count: count() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(byCategory.where)
      .groupBy(categories.id)
      .orderBy(desc(count()), categories.name)
      .prepare(`facets_cat_${byCategory.name}`),
    byCategory,
  );

  const byBrand = without(db, filter, plan, 'brand');
  const brandKey = sql<string>`lower(${products.brand})`;
  const brandRows = await run(
    db
      .select({ value: brandKey, label: sql<string>`min(${products.brand})`, count: count() })
      .from(products)
      .where(and(byBrand.where, sql`${products.brand} is not null and ${products.brand} <> ''`))
      .groupBy(brandKey)
      .orderBy(desc(count()), brandKey)
      .prepare(`facets_brand_${byBrand.name}`),
    byBrand,
  );

  // Price bands, stock and sale in one scan: each count applies the choices of the other two.
  const rest = without(db, filter, plan, 'min_price', 'max_price', 'in_stock', 'on_sale');
  const price: SQL[] = [];
  if (filter.min_price !== undefined) price.push(sql`${lowestPrice} >= ${toKobo(filter.min_price)}`);
  if (filter.max_price !== undefined) price.push(sql`${lowestPrice} <= ${toKobo(filter.max_price)}`);
  const priceChosen = price.length > 0 ? and(...price) : sql`true`;
  const stockChosen = filter.in_stock ? inStockCondition : sql`true`;
  const saleChosen = filter.on_sale ? onSaleCondition : sql`true`;
  const bands = PRICE_BANDS.map((min, i) => {
    const next = PRICE_BANDS[i + 1];
    const inBand =
      next === undefined
        ? sql`${lowestPrice} >= ${toKobo(min)}`
        : sql`${lowestPrice} >= ${toKobo(min)} and ${lowestPrice} < ${toKobo(next)}`;
    return sql<number>`cast(count(*) filter (where ${inBand} and ${stockChosen} and ${saleChosen}) as int)`;
  });
  const [counts] = await db
    .select({
      bands: sql<number[]>`array[${sql.join(bands, sql`, `)}]`,
      inStock: sql<number>`cast(count(*) filter (where ${priceChosen} and ${saleChosen} and ${inStockCondition}) as int)`,
      onSale: sql<number>`cast(count(*) filter (where ${priceChosen} and ${stockChosen} and ${onSaleCondition}) as int)`,
      total: sql<number>`cast(count(*) filter (where ${priceChosen} and ${stockChosen} and ${saleChosen}) as int)`,
    })
    .from(products)
    .where(rest.where)
    .prepare(
      `facets_rest_${rest.name}_${price.length}${filter.in_stock ? 's' : ''}${filter.on_sale ? 'o' : ''}`,
    )
    .execute(rest.values);

  const priceBands: PriceBand[] = PRICE_BANDS.map((min, i) => {
    const next = PRICE_BANDS[i + 1];
    // The listing's max_price includes its bound: the band stops a kobo short of the next.
    return {
      min,
      max: next === undefined ? null : fromKobo(toKobo(next) - 1),
      count: Number(counts?.bands[i] ?? 0),
    };
  });
  const total = Number(counts?.total ?? 0);
  return {
    categories: (
      await localiseCategories(
        db,
        locale,
        categoryRows.map((r) => ({ ...r, lang: DEFAULT_LOCALE })),
      )
    ).map((r): FacetValue => ({ value: r.slug, label: r.name, count: Number(r.count), lang: r.lang })),
    brands: brandRows.map((r): FacetValue => ({ value: r.value, label: r.label, count: Number(r.count) })),
    price_bands: priceBands,
    in_stock: Number(counts?.inStock ?? 0),
    on_sale: Number(counts?.onSale ?? 0),
    did_you_mean: total === 0 && filter.search ? await didYouMean(db, filter.search) : null,
  };
}
