import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { productListQuerySchema } from 'shared-contracts/schemas/catalog';
import { idSchema } from 'shared-contracts/schemas/common';
import { notFound } from '../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../plugins/validation.js';
import { listCategories, listProducts, loadProducts } from '../services/catalog.js';

const productParams = v.object({ productId: idSchema });

const catalogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['catalog'];

  app.get('/categories', { schema: schema({ tags, summary: 'Categories with their number of products' }) }, async () => ({
    data: await listCategories(db, true),
  }));

  app.get(
    '/',
    { schema: schema({ querystring: productListQuerySchema, tags, summary: 'Published products, filtered, sorted and paged' }) },
    async (request) => ({ data: await listProducts(db, { ...request.query, publishedOnly: true }) }),
  );

  app.get(
    '/:productId',
    { schema: schema({ params: productParams, tags, summary: 'One product with variants, stock and images' }) },
    async (request) => {
      const [product] = await loadProducts(db, [request.params.productId]);
      if (!product || !product.published) throw notFound('Product not found.');
      return { data: product };
    },
  );
};

export default catalogRoutes;
