import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as v from 'valibot';
import {
  apiErrorBodySchema,
  envelopeSchema,
  idSchema,
  noControlCharacters,
} from 'shared-contracts/schemas/common';
import { notFound } from '../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../plugins/app/validation.js';
import { shareImage, type ShareCard } from '../services/share-image.js';
import {
  categoryShareCard,
  productShareCard,
  shopShareCard,
  sitemapEntries,
} from '../services/storefront-seo.js';

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
          'The catalogue generation: it moves on after every write that can change the public catalogue; and when the catalogue’s promotion prices next change by the clock (a promotion’s start or end), past which no rendered page may be kept',
        response: {
          200: envelopeSchema(v.object({ generation: v.number(), next_change_at: v.nullable(v.string()) })),
        },
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      const { generation, until } = await fastify.catalogVersion();
      return {
        data: { generation, next_change_at: until === null ? null : new Date(until).toISOString() },
      };
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

  const sendCard = async (reply: FastifyReply, card: ShareCard) => {
    const jpeg = await shareImage(fastify.config.uploadDir, card);
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
  };

  app.get(
    '/share-image.jpg',
    {
      schema: schema({
        tags,
        summary:
          "The shop's link-preview picture (the home page): its newest products and what it sells, 1200×630 JPEG, at most 300 KB",
        // The picture itself is image/jpeg; past the API's rate limit, a JSON 429.
        response: { 429: apiErrorBodySchema },
      }),
    },
    async (_request, reply) => sendCard(reply, await shopShareCard(db)),
  );

  app.get(
    '/category/:slug/share-image.jpg',
    {
      schema: schema({
        params: v.object({ slug: v.pipe(v.string(), v.maxLength(100), noControlCharacters()) }),
        tags,
        summary:
          "A category's link-preview picture: its name, description and newest products, 1200×630 JPEG, at most 300 KB",
        response: { 404: apiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const card = await categoryShareCard(db, request.params.slug);
      if (!card) throw notFound('Category not found.');
      return sendCard(reply, card);
    },
  );

  app.get(
    '/:productId/share-image.jpg',
    {
      schema: schema({
        params: v.object({ productId: idSchema }),
        tags,
        summary:
          "A published product's link-preview picture: its photo beside its name and price (a drawn card when it has no photo), 1200×630 JPEG, at most 300 KB",
        // The picture itself is image/jpeg; an unpublished product, or none, is a JSON 404.
        response: { 404: apiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const card = await productShareCard(db, request.params.productId);
      if (!card) throw notFound('Product not found.');
      return sendCard(reply, card);
    },
  );
};

export default storefrontSeoRoutes;
