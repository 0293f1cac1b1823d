import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Category,
  Product,
  ProductImage,
  ProductSummary,
  Variant,
} from 'shared-contracts/schemas/catalog';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/locales';
import { fromKobo } from 'shared-contracts/money';
import { averageOf } from 'shared-contracts/schemas/reviews';
import type { Executor } from '../../db/client.js';
import { categories, products, variants } from '../../db/schema.js';
import { attributeValues, attributes, variantAttributeValues } from './tables.js';
import { effectivePriceKobo } from '../../lib/money.js';
import { localiseCategories, localiseProducts } from './translations.js';

// Product records: whole products, summaries, variants and categories, read by id. The shop's listing query
// is product-listing.ts.

export const imageUrl = (path: string): string =>
  /^(https?:)?\//.test(path) ? path : `/api/uploads/${path}`;

export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

function summaryOf(p: ProductRow, c: CategoryRow, image: ProductImage | null): ProductSummary {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    category: { id: c.id, name: c.name, slug: c.slug, lang: DEFAULT_LOCALE },
    type: p.type,
    published: p.published,
    subscribers: p.subscribers,
    created_by: p.createdBy,
    last_modified_by: p.lastModifiedBy,
    created_at: p.createdAt.toISOString(),
    last_modified_at: p.lastModifiedAt.toISOString(),
    image,
    lang: DEFAULT_LOCALE,
  };
}

/** Variants with their attribute values, keyed by variant id. */
export async function loadVariants(db: Executor, variantIds: number[]): Promise<Map<number, Variant>> {
  const result = new Map<number, Variant>();
  if (variantIds.length === 0) return result;
  // One after the other: `db` may be a transaction, whose one connection runs a query at a time.
  const rows = await db.select().from(variants).where(inArray(variants.id, variantIds));
  const attrsByVariant = await loadVariantAttributes(db, variantIds);
  for (const row of rows) {
    result.set(row.id, {
      id: row.id,
      sku: row.sku,
      regular_price: fromKobo(row.regularPriceKobo),
      sale_price: fromKobo(row.salePriceKobo),
      stock: row.stock,
      attributes: attrsByVariant.get(row.id) ?? [],
    });
  }
  return result;
}

/** Each variant's label ("Colour: Red / Size: M"; '' for a variant without attributes), for checkout's lines. */
export async function loadVariantLabels(db: Executor, variantIds: number[]): Promise<Map<number, string>> {
  const attributesOf = await loadVariantAttributes(db, variantIds);
  return new Map([...attributesOf].map(([id, list]) => [id, variantLabel({ attributes: list })]));
}

/** Each variant's attribute values, by attribute name (what `variantLabel` reads). */
async function loadVariantAttributes(
  db: Executor,
  variantIds: number[],
): Promise<Map<number, Variant['attributes']>> {
  if (variantIds.length === 0) return new Map();
  const attrs = await db
    .select({
      variantId: variantAttributeValues.variantId,
      attribute: attributes.name,
      value: attributeValues.value,
    })
    .from(variantAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(inArray(variantAttributeValues.variantId, variantIds))
    .orderBy(asc(attributes.name));
  return new Map(
    [...groupBy(attrs, (a) => a.variantId)].map(([id, list]) => [
      id,
      list.map(({ attribute, value }) => ({ attribute, value })),
    ]),
  );
}

interface VariantJson {
  id: number;
  sku: string;
  regular: number;
  sale: number;
  stock: number;
  attributes: { attribute: string; value: string }[];
}

/** Images and variants (with attribute values) aggregated in the same query as the product. */
const imagesJson = sql<{ id: number; path: string; alt: string }[]>`coalesce((
  select json_agg(json_build_object('id', i.id, 'path', i.path, 'alt', i.alt) order by i.position, i.id)
  from product_images i where i.product_id = ${products.id}), '[]'::json)`;
const variantsJson = sql<VariantJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', v.id, 'sku', v.sku, 'regular', v.regular_price_kobo, 'sale', v.sale_price_kobo, 'stock', v.stock,
    'attributes', coalesce((
      select json_agg(json_build_object('attribute', a.name, 'value', av.value) order by a.name, av.value)
      from variant_attribute_values vav
      join attribute_values av on av.id = vav.attribute_value_id
      join attributes a on a.id = av.attribute_id
      where vav.variant_id = v.id), '[]'::json)) order by v.id)
  from variants v where v.product_id = ${products.id}), '[]'::json)`;

/** The columns a full product is read from, with `productOf`: the row, its category, images and variants. */
export const productColumns = { p: products, c: categories, images: imagesJson, variants: variantsJson };

interface ProductJsonRow {
  p: ProductRow;
  c: CategoryRow;
  images: { id: number; path: string; alt: string }[];
  variants: VariantJson[];
}

export function productOf({ p, c, images, variants: variantList }: ProductJsonRow): Product {
  const productImagesList = images.map((i) => ({ id: i.id, url: imageUrl(i.path), alt: i.alt }));
  const productVariants: Variant[] = variantList.map((v) => ({
    id: v.id,
    sku: v.sku,
    regular_price: fromKobo(v.regular),
    sale_price: fromKobo(v.sale),
    stock: v.stock,
    attributes: v.attributes,
  }));
  const prices = variantList.map((v) =>
    effectivePriceKobo({ salePriceKobo: v.sale, regularPriceKobo: v.regular }),
  );
  return {
    ...summaryOf(p, c, productImagesList[0] ?? null),
    description: p.description,
    images: productImagesList,
    variants: productVariants,
    price: prices.length > 0 ? fromKobo(Math.min(...prices)) : 0,
    in_stock: productVariants.some((v) => v.stock > 0),
    brand: p.brand,
    ...(p.ratingCount > 0
      ? { rating: { average: averageOf(p.ratingSum, p.ratingCount), count: p.ratingCount } }
      : {}),
  };
}

/**
 * Full products in the order of `ids` (missing ids are skipped), in one round trip; in another language than
 * English, with one more for the translations (translations.ts).
 */
export async function loadProducts(
  db: Executor,
  ids: number[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.id, ids));
  const byId = new Map<number, Product>(rows.map((row) => [row.p.id, productOf(row)]));
  return localiseProducts(
    db,
    locale,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/** A product without its description, images and variants: its summary, with price and stock flags. */
export function summaryOfProduct({
  description: _d,
  description_lang: _dl,
  images: _i,
  variants: _v,
  brand: _b,
  ...summary
}: Product): ProductSummary & { price: number; in_stock: boolean } {
  return summary;
}

/** Product summaries (cart lines, wishlist) keyed by id, with price and stock flags. */
export async function loadSummaries(
  db: Executor,
  ids: number[],
): Promise<Map<number, ProductSummary & { price: number; in_stock: boolean }>> {
  const full = await loadProducts(db, [...new Set(ids)]);
  return new Map(full.map((product) => [product.id, summaryOfProduct(product)]));
}

/** The categories in `locale` (each in English where it has no translation in it), by their English name. */
export async function listCategories(
  db: Executor,
  publishedOnly: boolean,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Category[]> {
  const counted = sql<number>`cast(count(${products.id}) as int)`;
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      product_count: counted,
    })
    .from(categories)
    .leftJoin(
      products,
      publishedOnly
        ? and(eq(products.categoryId, categories.id), eq(products.published, true))
        : eq(products.categoryId, categories.id),
    )
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
  return localiseCategories(
    db,
    locale,
    rows.map((r) => ({ ...r, product_count: Number(r.product_count), lang: DEFAULT_LOCALE })),
  );
}

/** 'Colour: Red / Size: M', or '' for a variant without attributes. */
export const variantLabel = (variant: Pick<Variant, 'attributes'>): string =>
  variant.attributes.map((a) => `${a.attribute}: ${a.value}`).join(' / ');
