import { and, eq, sql } from 'drizzle-orm';
import type { ProductImage } from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../db/client.js';
import { productImages, products } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { imageUrl } from './catalog.js';

/** The product a picture is added to; 404 when there is none. */
export async function productForPicture(db: Executor, id: number): Promise<{ id: number; name: string }> {
  const [product] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, id));
  if (!product) throw notFound('Product not found');
  return product;
}

/** Records a stored picture as the product's last one. */
export async function addProductImage(
  db: Executor,
  productId: number,
  path: string,
  alt: string,
): Promise<ProductImage> {
  const [position] = await db
    .select({ next: sql<number>`coalesce(max(${productImages.position}), -1)::int + 1` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const [image] = await db
    .insert(productImages)
    .values({ productId, path, alt, position: position?.next ?? 0 })
    .returning();
  if (!image) throw new HttpError(500, 'Could not save the picture');
  return { id: image.id, url: imageUrl(image.path), alt: image.alt };
}

/** Forgets a picture of the product and answers where its file is stored; 404 when there is none. */
export async function deleteProductImage(db: Executor, productId: number, imageId: number): Promise<string> {
  const [image] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning({ path: productImages.path });
  if (!image) throw notFound('Picture not found');
  return image.path;
}
