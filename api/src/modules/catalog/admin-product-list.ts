import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { Product } from 'shared-contracts/schemas/catalog';
import type { Executor } from '../../db/client.js';
import { categories, products, variants } from '../../db/schema.js';
import { escapeLike } from '../../lib/escape-like.js';
import { loadProducts } from './catalog.js';

export interface AdminProductQuery {
  search?: string | undefined;
  category?: string | undefined;
  published?: boolean | undefined;
  page: number;
  page_size: number;
}

/** Every product, published or not, newest first. `category` is an id, a slug or a name. */
export async function listAdminProducts(db: Executor, query: AdminProductQuery): Promise<Paginated<Product>> {
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
