import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fromKobo } from 'shared-contracts/money';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { Product, ProductImage, Variant } from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../db/client.js';
import {
  attributeValues,
  attributes,
  categories,
  productImages,
  products,
  variantAttributeValues,
  variants,
} from '../../db/schema.js';
import { effectivePriceKobo } from '../../lib/money.js';

/** Where the API serves a stored picture (files under UPLOAD_DIR are served at /api/uploads/). */
export const imageUrl = (path: string): string =>
  /^(https?:)?\//.test(path) ? path : `/api/uploads/${path}`;

export const toImage = (row: { id: number; path: string; alt: string }): ProductImage => ({
  id: row.id,
  url: imageUrl(row.path),
  alt: row.alt,
});

/** Full products (category, pictures, variants with attribute values), in the order of `ids`. */
export async function loadProducts(db: Executor, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [productRows, imageRows, variantRows] = await Promise.all([
    db
      .select({
        product: products,
        category: { id: categories.id, name: categories.name, slug: categories.slug },
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, ids)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db.select().from(variants).where(inArray(variants.productId, ids)).orderBy(asc(variants.id)),
  ]);
  const valueRows =
    variantRows.length === 0
      ? []
      : await db
          .select({
            variantId: variantAttributeValues.variantId,
            attribute: attributes.name,
            value: attributeValues.value,
          })
          .from(variantAttributeValues)
          .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
          .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
          .where(
            inArray(
              variantAttributeValues.variantId,
              variantRows.map((v) => v.id),
            ),
          )
          .orderBy(asc(attributes.id));

  const valuesByVariant = groupBy(valueRows, (r) => r.variantId);
  const imagesByProduct = groupBy(imageRows, (r) => r.productId);
  const variantsByProduct = groupBy(variantRows, (r) => r.productId);
  const byId = new Map(
    productRows.map(({ product, category }): [number, Product] => {
      const images = (imagesByProduct.get(product.id) ?? []).map(toImage);
      const productVariants = variantsByProduct.get(product.id) ?? [];
      const variantList: Variant[] = productVariants.map((v) => ({
        id: v.id,
        sku: v.sku,
        regular_price: fromKobo(v.regularPriceKobo),
        sale_price: fromKobo(v.salePriceKobo),
        stock: v.stock,
        attributes: (valuesByVariant.get(v.id) ?? []).map(({ attribute, value }) => ({ attribute, value })),
      }));
      const prices = productVariants.map(effectivePriceKobo);
      return [
        product.id,
        {
          id: product.id,
          name: product.name,
          slug: product.slug,
          description: product.description,
          category,
          type: product.type,
          published: product.published,
          subscribers: product.subscribers,
          created_by: product.createdBy,
          last_modified_by: product.lastModifiedBy,
          created_at: product.createdAt.toISOString(),
          last_modified_at: product.lastModifiedAt.toISOString(),
          image: images[0] ?? null,
          images,
          variants: variantList,
          price: prices.length > 0 ? fromKobo(Math.min(...prices)) : 0,
          in_stock: productVariants.some((v) => v.stock > 0),
        },
      ];
    }),
  );
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}

export async function loadProduct(db: Executor, id: number): Promise<Product | null> {
  const [product] = await loadProducts(db, [id]);
  return product ?? null;
}

export interface AdminProductQuery {
  search?: string | undefined;
  category?: string | undefined;
  published?: boolean | undefined;
  page: number;
  page_size: number;
}

/** Every product, published or not, newest first. `category` is an id, a slug or a name. */
export async function listProducts(db: Executor, query: AdminProductQuery): Promise<Paginated<Product>> {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const skuMatch = db.select({ id: variants.productId }).from(variants).where(ilike(variants.sku, pattern));
    filters.push(
      or(
        ilike(products.name, pattern),
        ilike(products.description, pattern),
        inArray(products.id, skuMatch),
      ) as SQL,
    );
  }
  if (query.category && query.category.toLowerCase() !== 'all') {
    const asId = Number(query.category);
    const category = query.category.toLowerCase();
    const match = db
      .select({ id: categories.id })
      .from(categories)
      .where(
        or(
          sql`lower(${categories.slug}) = ${category}`,
          sql`lower(${categories.name}) = ${category}`,
          Number.isInteger(asId) && asId > 0 ? eq(categories.id, asId) : sql`false`,
        ),
      );
    filters.push(inArray(products.categoryId, match));
  }
  if (query.published !== undefined) filters.push(eq(products.published, query.published));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return {
    results: await loadProducts(
      db,
      rows.map((r) => r.id),
    ),
    count: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
