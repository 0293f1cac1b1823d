import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { categorySchema, productListQuerySchema, productSchema } from 'shared-contracts/schemas/catalog';
import { envelopeSchema, idSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import { notFound } from '../lib/http-error.js';
import { MicroCache } from '../lib/micro-cache.js';
import { schema, type ValibotTypeProvider } from '../plugins/app/validation.js';
import { listCategories, listProducts, loadProducts } from '../services/catalog.js';

const productParams = v.object({ productId: idSchema });

const catalogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['catalog'];
  // Answers are cached already serialised, keyed by the normalised query.
  const cache = new MicroCache<string>(fastify.config.catalogCacheMs);
  const json = 'application/json; charset=utf-8';

  app.get(
    '/categories',
    {
      schema: schema({
        tags,
        summary: 'Categories with their number of products',
        response: { 200: envelopeSchema(v.array(categorySchema)) },
      }),
    },
    async (_request, reply) =>
      reply
        .type(json)
        .send(
          await cache.get('categories', async () =>
            String(reply.serialize({ data: await listCategories(db, true) })),
          ),
        ),
  );

  app.get(
    '/',
    {
      schema: schema({
        querystring: productListQuerySchema,
        tags,
        summary: 'Published products, filtered, sorted and paged',
        response: { 200: envelopeSchema(paginatedSchema(productSchema)) },
      }),
    },
    async (request, reply) =>
      reply
        .type(json)
        .send(
          await cache.get(`list:${JSON.stringify(request.query)}`, async () =>
            String(
              reply.serialize({ data: await listProducts(db, { ...request.query, publishedOnly: true }) }),
            ),
          ),
        ),
  );

  app.get(
    '/:productId',
    {
      schema: schema({
        params: productParams,
        tags,
        summary: 'One product with variants, stock and images',
        response: { 200: envelopeSchema(productSchema) },
      }),
    },
    async (request, reply) => {
      const body = await cache.get(`product:${request.params.productId}`, async () => {
        const [product] = await loadProducts(db, [request.params.productId]);
        return product && product.published ? String(reply.serialize({ data: product })) : '';
      });
      if (!body) throw notFound('Product not found.');
      return reply.type(json).send(body);
    },
  );
};

export default catalogRoutes;
