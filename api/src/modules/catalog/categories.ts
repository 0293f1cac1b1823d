import { eq, sql } from 'drizzle-orm';
import type { Category } from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../db/client.js';
import { categories } from '../../db/schema.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error.js';
import { slugify } from '../../lib/slug.js';
import { listCategories } from './catalog.js';

const nameTaken = () =>
  badRequest('A category with this name already exists', {
    name: ['A category with this name already exists'],
  });

/** Every category, with its number of products published or not. */
export const listAllCategories = (db: Executor): Promise<Category[]> => listCategories(db, false);

async function findCategory(db: Executor, id: number): Promise<Category | undefined> {
  return (await listAllCategories(db)).find((category) => category.id === id);
}

/** Names compare without case, and two names may not share a slug ('Home & Garden' vs 'Home Garden'). */
async function assertNameFree(db: Executor, name: string, slug: string, exceptId?: number): Promise<void> {
  const clash = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`(lower(${categories.name}) = ${name.toLowerCase()} or ${categories.slug} = ${slug})`);
  if (clash.some((c) => c.id !== exceptId)) throw nameTaken();
}

export interface CategoryFields {
  name: string;
  description: string;
}

export async function createCategory(db: Executor, { name, description }: CategoryFields): Promise<Category> {
  const slug = slugify(name);
  await assertNameFree(db, name, slug);
  try {
    const [row] = await db
      .insert(categories)
      .values({ name, slug, description })
      .returning({ id: categories.id });
    const category = await findCategory(db, row?.id ?? 0);
    if (!category) throw notFound('Category not found');
    return category;
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function updateCategory(
  db: Executor,
  id: number,
  { name, description }: CategoryFields,
): Promise<Category> {
  const slug = slugify(name);
  await assertNameFree(db, name, slug, id);
  try {
    const updated = await db
      .update(categories)
      .set({ name, slug, description })
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (updated.length === 0) throw notFound('Category not found');
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  const category = await findCategory(db, id);
  if (!category) throw notFound('Category not found');
  return category;
}

/** Only an empty category can go. */
export async function deleteCategory(db: Executor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const category = await findCategory(tx, id);
    if (!category) throw notFound('Category not found');
    if (category.product_count > 0) {
      const count = category.product_count === 1 ? '1 product' : `${category.product_count} products`;
      throw conflict(
        `Cannot delete "${category.name}" because it still has ${count}. Move or delete them first.`,
      );
    }
    await tx.delete(categories).where(eq(categories.id, category.id));
  });
}
