import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import type { SeedOptions } from './options.js';
import { catalogTables } from '../modules/catalog/index.js';
import { buildCatalogue, type CatalogueProduct } from './catalogue.js';
import {
  DEMO_ADMIN,
  SEED_ATTRIBUTES,
  SEED_CATEGORIES,
  ZERO_RATED_CATEGORY_SLUGS,
  ZERO_RATED_PRODUCT_NAMES,
} from './data.js';
import { hashString } from './images.js';
import { illustrationSvg } from './illustrations.js';
import { seedDemoShopping, toUser } from './demo-shopping.js';
import { seedCategoryTranslations, seedProductTranslations } from './translations.js';

/** Folder (under UPLOAD_DIR) of the generated product pictures. */
export const SEED_IMAGE_FOLDER = 'products';

export const seedImagePath = (product: Pick<CatalogueProduct, 'slug'>): string =>
  `${SEED_IMAGE_FOLDER}/${product.slug}.svg`;

/** Writes the products' drawn pictures (./illustrations.ts); safe to call again (same content). */
export async function writeSeedImages(
  uploadDir: string,
  catalogue: CatalogueProduct[] = buildCatalogue(),
): Promise<void> {
  await mkdir(join(uploadDir, SEED_IMAGE_FOLDER), { recursive: true });
  await Promise.all(
    catalogue.map((p) =>
      writeFile(join(uploadDir, seedImagePath(p)), illustrationSvg(p.name, p.categoryName, p.colour)),
    ),
  );
}

/**
 * Fills an empty database: categories, attributes, products with variants and pictures, the admin and,
 * outside production, a demo shopper, a few customers, orders over the last 30 days and contact messages.
 * Runs in one transaction, so a failure leaves the database empty for the next start.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const { config } = options;
  const demo = config.nodeEnv !== 'production';
  const catalogue = buildCatalogue();
  const started = Date.now();

  const [adminHash, shopperHash] = await Promise.all([
    options.hashPassword(config.adminPassword),
    demo ? options.hashPassword(config.shopperPassword) : Promise.resolve(''),
  ]);

  await writeSeedImages(config.uploadDir, catalogue);

  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(schema.users)
      .values({ ...toUser(DEMO_ADMIN), role: 'ADMIN', passwordHash: adminHash })
      .returning({ id: schema.users.id });
    if (!admin) throw new Error('Seeding the admin failed');

    const categoryRows = await tx
      .insert(schema.categories)
      .values(
        SEED_CATEGORIES.map(({ name, slug, description }) => ({
          name,
          slug,
          description,
          vatClass: ZERO_RATED_CATEGORY_SLUGS.includes(slug) ? ('zero' as const) : ('standard' as const),
        })),
      )
      .returning({ id: schema.categories.id, slug: schema.categories.slug });
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));
    await seedCategoryTranslations(tx, categoryId);

    const attributeRows = await tx
      .insert(catalogTables.attributes)
      .values(SEED_ATTRIBUTES.map(({ name }) => ({ name })))
      .returning({ id: catalogTables.attributes.id, name: catalogTables.attributes.name });
    const attributeId = new Map(attributeRows.map((a) => [a.name, a.id]));
    const valueRows = await tx
      .insert(catalogTables.attributeValues)
      .values(
        SEED_ATTRIBUTES.flatMap((a) =>
          a.values.map((value) => ({ attributeId: attributeId.get(a.name) ?? 0, value })),
        ),
      )
      .returning({
        id: catalogTables.attributeValues.id,
        attributeId: catalogTables.attributeValues.attributeId,
        value: catalogTables.attributeValues.value,
      });
    const valueId = new Map(valueRows.map((r) => [`${r.attributeId}:${r.value}`, r.id]));

    // Older products first, one day apart, so "newest" sorting has something to show.
    const now = Date.now();
    const productRows = await tx
      .insert(schema.products)
      .values(
        catalogue.map((p, i) => {
          const at = new Date(now - (catalogue.length - i) * 86_400_000);
          return {
            name: p.name,
            brand: p.brand,
            slug: p.slug,
            description: p.description,
            categoryId: categoryId.get(p.categorySlug) ?? 0,
            vatClass: ZERO_RATED_PRODUCT_NAMES.includes(p.name) ? ('zero' as const) : null,
            type: p.type,
            published: p.published,
            subscribers: hashString(p.slug) % 40,
            createdBy: admin.id,
            lastModifiedBy: admin.id,
            createdAt: at,
            lastModifiedAt: at,
          };
        }),
      )
      .returning({ id: schema.products.id, slug: schema.products.slug });
    const productId = new Map(productRows.map((r) => [r.slug, r.id]));
    await seedProductTranslations(tx, productId);

    await tx.insert(schema.productImages).values(
      catalogue.map((p) => ({
        productId: productId.get(p.slug) ?? 0,
        path: seedImagePath(p),
        alt: p.name,
        position: 0,
      })),
    );

    const variantValues = catalogue.flatMap((p) =>
      p.variants.map((v) => ({
        productId: productId.get(p.slug) ?? 0,
        sku: v.sku,
        regularPriceKobo: v.regularKobo,
        salePriceKobo: v.saleKobo,
        stock: v.stock,
      })),
    );
    const variantRows = await tx.insert(schema.variants).values(variantValues).returning({
      id: schema.variants.id,
      sku: schema.variants.sku,
      productId: schema.variants.productId,
      regularPriceKobo: schema.variants.regularPriceKobo,
      salePriceKobo: schema.variants.salePriceKobo,
    });
    const variantBySku = new Map(variantRows.map((r) => [r.sku, r]));
    const links = catalogue.flatMap((p) =>
      p.variants.flatMap((v) =>
        v.attributes.map((a) => ({
          variantId: variantBySku.get(v.sku)?.id ?? 0,
          attributeValueId: valueId.get(`${attributeId.get(a.attribute) ?? 0}:${a.value}`) ?? 0,
        })),
      ),
    );
    if (links.some((l) => l.variantId === 0 || l.attributeValueId === 0))
      throw new Error('Seed attribute values are inconsistent');
    if (links.length > 0) await tx.insert(catalogTables.variantAttributeValues).values(links);

    if (demo) await seedDemoShopping(tx, catalogue, variantBySku, shopperHash);
  });

  options.log(`Seeded ${catalogue.length} products in ${Date.now() - started} ms`);
}
