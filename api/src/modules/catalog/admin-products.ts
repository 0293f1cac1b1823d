import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { toKobo } from 'shared-contracts/money';
import type { FieldErrors } from 'shared-contracts/schemas/common';
import type { AdminProduct, productInputSchema } from 'shared-contracts/schemas/catalog';
import { VAT_CLASS_LABELS } from 'shared-contracts/schemas/settings';
import type * as v from 'valibot';
import type { Db, Executor, Tx } from '../../db/client.js';
import { categories, orderItems, productImages, products, variants } from '../../db/schema.js';
import { attributeValues, attributes, variantAttributeValues } from './tables.js';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.js';
import { slugify } from '../../lib/slug.js';
import { loadProducts } from './catalog.js';
import { saveTranslations, translationsOf } from './translations.js';
import { recordSettingsChange } from '../settings/index.js';

export type ProductBody = v.InferOutput<typeof productInputSchema>;

/** A slug not used by another product: 'jollof-pot', then 'jollof-pot-2', … */
async function freeProductSlug(tx: Tx, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name).slice(0, 200);
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        sql`(${products.slug} = ${base} or ${products.slug} like ${`${base}-%`})`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** 400 with field errors for what only the database can tell: unknown category/attribute, taken SKUs. */
async function checkReferences(tx: Tx, body: ProductBody, productId?: number): Promise<void> {
  const errors: FieldErrors = {};
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, body.category_id));
  if (!category) errors.category_id = ['Category not found'];

  const attributeIds = [
    ...new Set(body.variants.flatMap((variant) => variant.attribute_values.map((a) => a.attribute_id))),
  ];
  const known =
    attributeIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await tx
              .select({ id: attributes.id })
              .from(attributes)
              .where(inArray(attributes.id, attributeIds))
          ).map((a) => a.id),
        );

  const skus = body.variants.map((variant) => variant.sku.toUpperCase());
  const taken = await tx
    .select({ id: variants.id, sku: variants.sku, productId: variants.productId })
    .from(variants)
    .where(inArray(sql`upper(${variants.sku})`, skus));
  const existingIds =
    productId === undefined
      ? new Set<number>()
      : new Set(
          (await tx.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId))).map(
            (r) => r.id,
          ),
        );

  body.variants.forEach((variant, i) => {
    const sku = variant.sku.toUpperCase();
    if (skus.indexOf(sku) !== i) errors[`variants.${i}.sku`] = ['SKU is repeated'];
    const owner = taken.find((t) => t.sku.toUpperCase() === sku);
    if (owner && !(productId !== undefined && owner.productId === productId))
      errors[`variants.${i}.sku`] = ['SKU already exists'];
    if (variant.id !== undefined && !existingIds.has(variant.id))
      errors[`variants.${i}.id`] = ['Variant does not belong to this product'];
    variant.attribute_values.forEach((a, j) => {
      if (!known.has(a.attribute_id))
        errors[`variants.${i}.attribute_values.${j}.attribute_id`] = ['Attribute not found'];
    });
    const attributeSeen = variant.attribute_values.map((a) => a.attribute_id);
    if (new Set(attributeSeen).size !== attributeSeen.length)
      errors[`variants.${i}.attribute_values`] = ['Each attribute can be given once'];
  });
  if (Object.keys(errors).length > 0)
    throw badRequest(Object.values(errors)[0]?.[0] ?? 'Invalid product', errors);
}

/** Ids of the attribute values named in the body, creating the values that do not exist yet. */
async function resolveValues(tx: Tx, body: ProductBody): Promise<Map<string, number>> {
  const wanted = body.variants.flatMap((variant) =>
    variant.attribute_values.map((a) => ({ attributeId: a.attribute_id, value: a.value })),
  );
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  await tx.insert(attributeValues).values(wanted).onConflictDoNothing();
  const rows = await tx
    .select()
    .from(attributeValues)
    .where(
      inArray(
        attributeValues.attributeId,
        wanted.map((w) => w.attributeId),
      ),
    );
  for (const row of rows) ids.set(`${row.attributeId}:${row.value}`, row.id);
  return ids;
}

async function writeVariantLinks(
  tx: Tx,
  body: ProductBody,
  variantIds: number[],
  valueIds: Map<string, number>,
): Promise<void> {
  if (variantIds.length > 0)
    await tx.delete(variantAttributeValues).where(inArray(variantAttributeValues.variantId, variantIds));
  const links = body.variants.flatMap((variant, i) =>
    variant.attribute_values.map((a) => ({
      variantId: variantIds[i] ?? 0,
      attributeValueId: valueIds.get(`${a.attribute_id}:${a.value}`) ?? 0,
    })),
  );
  if (links.length > 0) await tx.insert(variantAttributeValues).values(links);
}

const variantColumns = (variant: ProductBody['variants'][number]) => ({
  sku: variant.sku,
  regularPriceKobo: toKobo(variant.regular_price),
  salePriceKobo: toKobo(variant.sale_price),
  stock: variant.stock,
});

async function insertProduct(tx: Tx, body: ProductBody, userId: number): Promise<number> {
  await checkReferences(tx, body);
  const [product] = await tx
    .insert(products)
    .values({
      name: body.name,
      slug: await freeProductSlug(tx, body.name),
      description: body.description,
      brand: body.brand || null,
      categoryId: body.category_id,
      type: body.type,
      published: body.published,
      vatClass: body.vat_class ?? null,
      createdBy: userId,
      lastModifiedBy: userId,
    })
    .returning({ id: products.id });
  if (!product) throw new HttpError(500, 'Could not create the product');
  const rows = await tx
    .insert(variants)
    .values(body.variants.map((variant) => ({ ...variantColumns(variant), productId: product.id })))
    .returning({ id: variants.id });
  await writeVariantLinks(
    tx,
    body,
    rows.map((r) => r.id),
    await resolveValues(tx, body),
  );
  await saveTranslations(tx, 'product', product.id, body.translations);
  return product.id;
}

/**
 * Replaces the product and its variants: variants with an id are updated, new ones inserted, missing ones
 * deleted — unless an order refers to them, which is refused so order history and restocking stay exact.
 */
async function replaceProduct(tx: Tx, id: number, body: ProductBody, userId: number): Promise<void> {
  const [current] = await tx
    .select({ id: products.id, name: products.name, vatClass: products.vatClass })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!current) throw notFound('Product not found');
  await checkReferences(tx, body, id);
  if (body.vat_class !== undefined && body.vat_class !== current.vatClass) {
    // As Settings → VAT records it: the product's class, before and after.
    await recordSettingsChange(
      tx,
      userId,
      'vat_classes',
      `${body.name}: ${body.vat_class ? VAT_CLASS_LABELS[body.vat_class] : 'as its category'}`,
      { product: current.name, vat_class: current.vatClass },
      { product: body.name, vat_class: body.vat_class },
    );
  }

  const existing = await tx
    .select({ id: variants.id, sku: variants.sku })
    .from(variants)
    .where(eq(variants.productId, id));
  const kept = new Set(body.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])));
  const removed = existing.filter((variant) => !kept.has(variant.id));
  if (removed.length > 0) {
    const ordered = await tx
      .selectDistinct({ variantId: orderItems.variantId })
      .from(orderItems)
      .where(
        inArray(
          orderItems.variantId,
          removed.map((r) => r.id),
        ),
      );
    if (ordered.length > 0) {
      const skus = removed.filter((r) => ordered.some((o) => o.variantId === r.id)).map((r) => r.sku);
      throw conflict(
        `Variant ${skus.join(', ')} cannot be removed because customers have ordered it. Keep it and set its stock to 0 instead.`,
      );
    }
    await tx.delete(variants).where(
      inArray(
        variants.id,
        removed.map((r) => r.id),
      ),
    );
  }

  await tx
    .update(products)
    .set({
      name: body.name,
      ...(body.name === current.name ? {} : { slug: await freeProductSlug(tx, body.name, id) }),
      description: body.description,
      brand: body.brand || null,
      categoryId: body.category_id,
      type: body.type,
      published: body.published,
      ...(body.vat_class === undefined ? {} : { vatClass: body.vat_class }),
      lastModifiedBy: userId,
      lastModifiedAt: new Date(),
    })
    .where(eq(products.id, id));
  await saveTranslations(tx, 'product', id, body.translations);

  // Free the SKUs being reassigned first, so swapping SKUs between two variants does not collide.
  const updated = body.variants.filter((variant) => variant.id !== undefined);
  if (updated.length > 0) {
    await tx
      .update(variants)
      .set({ sku: sql`'~' || ${variants.id}::text` })
      .where(
        inArray(
          variants.id,
          updated.map((variant) => variant.id ?? 0),
        ),
      );
  }
  const variantIds: number[] = [];
  for (const variant of body.variants) {
    if (variant.id !== undefined) {
      await tx.update(variants).set(variantColumns(variant)).where(eq(variants.id, variant.id));
      variantIds.push(variant.id);
    } else {
      const [row] = await tx
        .insert(variants)
        .values({ ...variantColumns(variant), productId: id })
        .returning({ id: variants.id });
      variantIds.push(row?.id ?? 0);
    }
  }
  await writeVariantLinks(tx, body, variantIds, await resolveValues(tx, body));
}

async function removeProduct(tx: Tx, id: number): Promise<string[]> {
  const [product] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!product) throw notFound('Product not found');
  const [ordered] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(eq(orderItems.productId, id));
  if ((ordered?.n ?? 0) > 0) {
    throw conflict(
      `"${product.name}" cannot be deleted because customers have ordered it. Unpublish it instead.`,
    );
  }
  const images = await tx
    .select({ path: productImages.path })
    .from(productImages)
    .where(eq(productImages.productId, id));
  await tx.delete(products).where(eq(products.id, id));
  return images.map((i) => i.path);
}

/** One product as the admin reads it: with its own VAT class (null: as its category), and its translations. */
export async function loadProduct(db: Executor, id: number): Promise<AdminProduct | null> {
  const [product] = await loadProducts(db, [id]);
  if (!product) return null;
  const [own] = await db.select({ vatClass: products.vatClass }).from(products).where(eq(products.id, id));
  const translations = (await translationsOf(db, 'product', [id])).get(id) ?? {};
  return { ...product, vat_class: own?.vatClass ?? null, translations };
}

/** Creates a product with its variants in one transaction; answers its id. */
export const createProduct = (db: Db, body: ProductBody, userId: number): Promise<number> =>
  db.transaction((tx) => insertProduct(tx, body, userId));

/** Replaces a product and its variants in one transaction. */
export const updateProduct = (db: Db, id: number, body: ProductBody, userId: number): Promise<void> =>
  db.transaction((tx) => replaceProduct(tx, id, body, userId));

/** Deletes a product never ordered; answers the stored paths of its pictures, for the caller to remove. */
export const deleteProduct = (db: Db, id: number): Promise<string[]> =>
  db.transaction((tx) => removeProduct(tx, id));
