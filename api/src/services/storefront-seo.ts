import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../db/client.js';
import { categories, productImages, products } from '../db/schema.js';
import { uploadFile } from './pictures.js';

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

/** The size link previewers show best (Open Graph's 1.91:1); WhatsApp drops pictures over about 300 KB. */
export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;

/** The stored path of a published product's first picture, or null (no such product, unpublished, no picture). */
export async function firstImagePath(db: Executor, productId: number): Promise<string | null> {
  const [row] = await db
    .select({ path: productImages.path })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(productImages.productId, productId), eq(products.published, true)))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .limit(1);
  return row?.path ?? null;
}

/**
 * A product picture as a 1200×630 JPEG for link previews: the picture fitted whole on a white canvas (a product
 * photo must not be cropped), at a quality lowered until it is under 300 KB. Made once per picture and kept beside
 * the uploads (the picture's path names it, and uploaded pictures never change).
 */
export async function shareImage(uploadDir: string, imagePath: string): Promise<Buffer> {
  const root = resolve(uploadDir);
  const source = uploadFile(uploadDir, imagePath);
  const name = `${createHash('sha256').update(imagePath).digest('hex').slice(0, 24)}.jpg`;
  const folder = join(root, '.share');
  const target = join(folder, name);
  const existing = await readFile(target).catch(() => null);
  if (existing) return existing;
  const picture = await sharp(source, { density: 300 })
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .toBuffer();
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of [82, 70, 60, 50, 40]) {
    jpeg = await sharp(picture).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= SHARE_IMAGE.maxBytes) break;
  }
  await mkdir(folder, { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, jpeg);
  await rename(temporary, target);
  return jpeg;
}
