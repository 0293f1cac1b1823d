import { eq, sql } from 'drizzle-orm';
import type { AdminCategory, Category, TranslationsInput } from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../db/client.js';
import { categories } from '../../db/schema.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error.js';
import { slugify } from '../../lib/slug.js';
import { listCategories } from './catalog.js';
import { saveTranslations, translationsOf } from './translations.js';

const nameTaken = () =>
  badRequest('A category with this name already exists', {
    name: ['A category with this name already exists'],
  });

/** Every category, with its number of products published or not. */
const everyCategory = (db: Executor): Promise<Category[]> => listCategories(db, false);

/** Every category as the admin reads it: with its number of products published or not, and its translations. */
export async function listAllCategories(db: Executor): Promise<AdminCategory[]> {
  const list = await everyCategory(db);
  const translations = await translationsOf(
    db,
    'category',
    list.map((c) => c.id),
  );
  return list.map((category) => ({ ...category, translations: translations.get(category.id) ?? {} }));
}

async function findCategory(db: Executor, id: number): Promise<AdminCategory | undefined> {
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
  /** Each language given is replaced, or removed when its name is empty (translations.ts). */
  translations?: TranslationsInput | undefined;
}

export async function createCategory(
  db: Executor,
  { name, description, translations }: CategoryFields,
): Promise<AdminCategory> {
  const slug = slugify(name);
  await assertNameFree(db, name, slug);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({ name, slug, description })
        .returning({ id: categories.id });
      if (row) await saveTranslations(tx, 'category', row.id, translations);
      return row?.id ?? 0;
    });
    const category = await findCategory(db, id);
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
  { name, description, translations }: CategoryFields,
): Promise<AdminCategory> {
  const slug = slugify(name);
  await assertNameFree(db, name, slug, id);
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(categories)
        .set({ name, slug, description })
        .where(eq(categories.id, id))
        .returning({ id: categories.id });
      if (updated.length === 0) throw notFound('Category not found');
      await saveTranslations(tx, 'category', id, translations);
    });
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
    const category = (await everyCategory(tx)).find((c) => c.id === id);
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
