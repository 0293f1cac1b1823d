import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  apiErrorBodySchema,
  envelopeSchema,
  idSchema,
  noControlCharacters,
} from 'shared-contracts/schemas/common';
import { localeSchema } from 'shared-contracts/schemas/catalog';
import type { Locale } from 'shared-contracts/locales';
import { HttpError, notFound } from '../../../lib/http-error.js';
import { varyByLanguage } from '../../../plugins/app/locale.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { createShareImages, type ShareCard } from '../share-image.js';
import { categoryShareCard, productShareCard, shopShareCard, sitemapEntries } from '../storefront-seo.js';

const tags = ['catalog'];

/**
 * A share picture's language: `?lang=` (link previewers ask for the picture without the page's Accept-Language, so
 * the page names it in the picture's URL), else the request's Accept-Language.
 */
const shareQuerySchema = v.object({ lang: v.optional(localeSchema) });

function cardLocale(asked: Locale | undefined, request: FastifyRequest, reply: FastifyReply): Locale {
  if (asked) return asked;
  varyByLanguage(reply);
  return request.locale;
}

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

  const shareImages = createShareImages(fastify.config.uploadDir);
  const MINUTE_MS = 60_000;

  /**
   * A card's picture: the one made before, whatever was asked; a new one is drawn only within the address's
   * drawings per minute (asking for one being drawn joins it for free), and only when few drawings wait.
   */
  const sendCard = async (request: FastifyRequest, reply: FastifyReply, card: ShareCard) => {
    let jpeg = await shareImages.made(card);
    if (!jpeg) {
      if (!shareImages.drawing(card)) {
        const drawn = await fastify.counters.add(`share-draw:${request.ip}`, MINUTE_MS);
        if (drawn.count > fastify.config.shareImageDrawsPerMinute) {
          const wait = Math.max(1, Math.ceil(drawn.ttlMs / 1000));
          throw new HttpError(
            429,
            'Too many new pictures asked for. Please try again in a minute.',
            `Try again in ${wait} seconds.`,
            undefined,
            { 'Retry-After': String(wait) },
          );
        }
      }
      const drawing = shareImages.draw(card);
      if (!drawing)
        throw new HttpError(503, 'The server is busy. Please try again in a moment.', undefined, undefined, {
          'Retry-After': '2',
        });
      jpeg = await drawing;
    }
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
  };

  app.get(
    '/share-image.jpg',
    {
      schema: schema({
        tags,
        summary:
          "The shop's link-preview picture (the home page): its newest products and what it sells, 1200×630 JPEG, at most 300 KB",
        // The picture itself is image/jpeg; past the API's rate limit or the address's new drawings, a JSON 429.
        querystring: shareQuerySchema,
        response: { 429: apiErrorBodySchema, 503: apiErrorBodySchema },
      }),
    },
    async (request, reply) =>
      sendCard(request, reply, await shopShareCard(db, cardLocale(request.query.lang, request, reply))),
  );

  app.get(
    '/category/:slug/share-image.jpg',
    {
      schema: schema({
        params: v.object({ slug: v.pipe(v.string(), v.maxLength(100), noControlCharacters()) }),
        querystring: shareQuerySchema,
        tags,
        summary:
          "A category's link-preview picture: its name, description and newest products, 1200×630 JPEG, at most 300 KB",
        response: { 404: apiErrorBodySchema, 429: apiErrorBodySchema, 503: apiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const card = await categoryShareCard(
        db,
        request.params.slug,
        cardLocale(request.query.lang, request, reply),
      );
      if (!card) throw notFound('Category not found.');
      return sendCard(request, reply, card);
    },
  );

  app.get(
    '/:productId/share-image.jpg',
    {
      schema: schema({
        params: v.object({ productId: idSchema }),
        querystring: shareQuerySchema,
        tags,
        summary:
          "A published product's link-preview picture: its photo beside its name and price (a drawn card when it has no photo), 1200×630 JPEG, at most 300 KB",
        // The picture itself is image/jpeg; an unpublished product, or none, is a JSON 404; too many new ones, 429.
        response: { 404: apiErrorBodySchema, 429: apiErrorBodySchema, 503: apiErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const card = await productShareCard(
        db,
        request.params.productId,
        cardLocale(request.query.lang, request, reply),
      );
      if (!card) throw notFound('Product not found.');
      return sendCard(request, reply, card);
    },
  );
};

export default storefrontSeoRoutes;
