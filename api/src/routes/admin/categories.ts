import type { FastifyPluginAsync } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { categoryInputSchema, categorySchema, type Category } from 'shared-contracts/schemas/catalog';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import type { Executor } from '../../db/client.js';
import { categories } from '../../db/schema.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { slugify } from '../../lib/slug.js';

const tags = ['admin'];
const oneCategory = envelopeSchema(categorySchema);
const nameTaken = () =>
  badRequest('A category with this name already exists', {
    name: ['A category with this name already exists'],
  });

async function listCategories(db: Executor, id?: number): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      // Spelled out: Drizzle leaves columns unqualified in a one-table select.
      product_count: sql<number>`(select count(*)::int from "products" p where p."category_id" = "categories"."id")`,
    })
    .from(categories)
    .where(id === undefined ? undefined : eq(categories.id, id))
    .orderBy(asc(categories.name));
  return rows;
}

/** Names compare without case, and two names may not share a slug ('Home & Garden' vs 'Home Garden'). */
async function assertNameFree(db: Executor, name: string, slug: string, exceptId?: number): Promise<void> {
  const clash = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`(lower(${categories.name}) = ${name.toLowerCase()} or ${categories.slug} = ${slug})`);
  if (clash.some((c) => c.id !== exceptId)) throw nameTaken();
}

const categoryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/categories',
    {
      schema: schema({
        tags,
        summary: 'Every category with its number of products, published or not',
        auth: true,
        response: { 200: envelopeSchema(v.array(categorySchema)) },
      }),
    },
    async () => ({ data: await listCategories(app.db) }),
  );

  app.post(
    '/categories',
    {
      schema: schema({
        body: categoryInputSchema,
        tags,
        summary: 'Create a category',
        auth: true,
        response: { 201: oneCategory },
      }),
    },
    async (request, reply) => {
      const { name, description } = request.body;
      const slug = slugify(name);
      await assertNameFree(app.db, name, slug);
      try {
        const [row] = await app.db
          .insert(categories)
          .values({ name, slug, description })
          .returning({ id: categories.id });
        const [category] = await listCategories(app.db, row?.id ?? 0);
        return reply.status(201).send({ data: category });
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: categoryInputSchema,
        tags,
        summary: 'Rename a category',
        auth: true,
        response: { 200: oneCategory },
      }),
    },
    async (request) => {
      const { name, description } = request.body;
      const slug = slugify(name);
      await assertNameFree(app.db, name, slug, request.params.id);
      try {
        const updated = await app.db
          .update(categories)
          .set({ name, slug, description })
          .where(eq(categories.id, request.params.id))
          .returning({ id: categories.id });
        if (updated.length === 0) throw notFound('Category not found');
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken();
        throw err;
      }
      const [category] = await listCategories(app.db, request.params.id);
      return { data: category };
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'Delete an empty category',
        auth: true,
        response: { 200: envelopeSchema(v.null()) },
      }),
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const [category] = await listCategories(tx, request.params.id);
        if (!category) throw notFound('Category not found');
        if (category.product_count > 0) {
          const count = category.product_count === 1 ? '1 product' : `${category.product_count} products`;
          throw conflict(
            `Cannot delete "${category.name}" because it still has ${count}. Move or delete them first.`,
          );
        }
        await tx.delete(categories).where(eq(categories.id, category.id));
      });
      return { data: null };
    },
  );
};

export default categoryRoutes;
