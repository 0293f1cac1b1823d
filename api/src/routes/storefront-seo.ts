import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { apiErrorBodySchema, envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import { notFound } from '../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../plugins/app/validation.js';
import { firstImagePath, shareImage, sitemapEntries } from '../services/storefront-seo.js';

const tags = ['catalog'];

/**
 * What the shop's server needs to render the storefront for search engines and link previews: the catalogue's
 * generation (its rendered pages are cached under it), the sitemap's entries, and each product's share picture.
 */
const storefrontSeoRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;

  app.get(
    '/generation',
    {
      schema: schema({
        tags,
        summary:
          'The catalogue generation: it moves on after every write that can change the public catalogue',
        response: { 200: envelopeSchema(v.object({ generation: v.number() })) },
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { data: { generation: await fastify.catalogGeneration.current() } };
    },
  );

  app.get(
    '/sitemap',
    {
      schema: schema({
        tags,
        summary: 'Every published product and every category, for the sitemap',
        response: {
          200: envelopeSchema(
            v.object({
              products: v.array(v.object({ id: v.number(), last_modified_at: v.string() })),
              categories: v.array(v.object({ name: v.string(), slug: v.string() })),
            }),
          ),
        },
      }),
    },
    async () => ({ data: await sitemapEntries(db) }),
  );

  app.get(
    '/:productId/share-image.jpg',
    {
      schema: schema({
        params: v.object({ productId: idSchema }),
        tags,
        summary: "A published product's link-preview picture: 1200×630 JPEG, at most 300 KB",
        // The picture itself is image/jpeg; a product without one (or unpublished) is a JSON 404.
        response: { 404: apiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const path = await firstImagePath(db, request.params.productId);
      if (!path) throw notFound('Product not found.');
      const jpeg = await shareImage(fastify.config.uploadDir, path);
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
    },
  );
};

export default storefrontSeoRoutes;
