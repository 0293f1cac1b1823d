import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { adminCategorySchema, categoryInputSchema } from 'shared-contracts/schemas/catalog';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { createCategory, deleteCategory, listAllCategories, updateCategory } from '../categories.js';

const tags = ['admin'];
const oneCategory = envelopeSchema(adminCategorySchema);
const categoryRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/categories',
    {
      schema: schema({
        tags,
        summary: 'Every category with its number of products, published or not',
        auth: true,
        response: { 200: envelopeSchema(v.array(adminCategorySchema)) },
      }),
    },
    async () => ({ data: await listAllCategories(app.db) }),
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
    async (request, reply) => reply.status(201).send({ data: await createCategory(app.db, request.body) }),
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
    async (request) => ({ data: await updateCategory(app.db, request.params.id, request.body) }),
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
      await deleteCategory(app.db, request.params.id);
      return { data: null };
    },
  );
};

export default categoryRoutes;
