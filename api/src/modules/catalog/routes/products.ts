import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  categorySchema,
  myPricesQuerySchema,
  myProductPricesSchema,
  productFacetsSchema,
  productListQuerySchema,
  productSchema,
  suggestionQuerySchema,
  suggestionsSchema,
  type Product,
} from 'shared-contracts/schemas/catalog';
import { envelopeSchema, idSchema, paginatedSchema, type Paginated } from 'shared-contracts/schemas/common';
import type { Locale } from 'shared-contracts/locales';
import { cachedAnswerOf, etagMatches, pageAnswer, type CachedAnswer } from '../../../lib/cached-answer.js';
import { notFound } from '../../../lib/http-error.js';
import { MicroCache } from '../../../lib/micro-cache.js';
import { jsonSchemaOf, schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { listCategories, loadProducts } from '../catalog.js';
import { listProducts, normaliseListFilter, type ProductListFilter } from '../product-listing.js';
import { myPromotionPrices, withPromotionPrices } from '../../promotions/index.js';
import { productFacets } from '../search/facets.js';
import { suggest } from '../search/suggest.js';
import { localiseProducts } from '../translations.js';
import { varyByLanguage } from '../../../plugins/app/locale.js';

const productParams = v.object({ productId: idSchema });

/** One product as the listing's answer schema writes it (fast-json-stringify, compiled once per route). */
const productJsonSchema = jsonSchemaOf(productSchema);
/** One stable key per set of equivalent listing queries: fixed field order, defaults filled. */
export const listKey = (filter: ProductListFilter): string =>
  JSON.stringify([
    filter.category ?? '',
    filter.search ?? '',
    filter.brand ?? '',
    filter.min_price ?? null,
    filter.max_price ?? null,
    filter.in_stock === true,
    filter.on_sale === true,
    filter.min_rating ?? null,
    filter.sort,
    filter.page,
    filter.page_size,
  ]);

const catalogRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['catalog'];
  // Answers are cached already serialised, per catalogue generation, keyed by the normalised query.
  const cache = new MicroCache<CachedAnswer | null>(fastify.config.catalogCacheMs);
  // Products by language and id, already serialised, for listings: a listing the answer cache has not seen costs
  // one query for its ids, and its answer is put together from these. Every key of these caches starts with the
  // answer's language (request.locale).
  const productCache = new MicroCache<Buffer>(fastify.config.catalogCacheMs, 5000);
  // Suggestions for what shoppers type, kept longer and more of them: many beginnings, each asked over and
  // over, and none of them can outlive a catalogue change (the generation moves).
  const suggestionCache = new MicroCache<CachedAnswer | null>(
    fastify.config.catalogCacheMs > 0 ? Math.max(fastify.config.catalogCacheMs, 300_000) : 0,
    20_000,
  );
  const json = 'application/json; charset=utf-8';
  const cached = fastify.config.catalogCacheMs > 0;
  /** The generation a cached answer belongs to, and the instant it ends at the latest (a promotion's start or end). */
  const versionOf = async (): Promise<[number, number | null]> => {
    if (!cached) return [0, null];
    const { generation, until } = await fastify.catalogVersion();
    return [generation, until];
  };

  async function cachedProducts(reply: FastifyReply, locale: Locale, ids: number[]): Promise<Buffer[]> {
    const serialise = (product: Product) => Buffer.from(reply.serializeInput(product, productJsonSchema));
    const keyOf = (id: number | string) => `${locale}:${id}`;
    const found = await productCache.getMany(
      ids.map(keyOf),
      async (missing) => {
        const wanted = missing.map((key) => Number(key.slice(locale.length + 1)));
        const loaded = await withPromotionPrices(db, await loadProducts(db, wanted, locale));
        return new Map(loaded.map((p) => [keyOf(p.id), serialise(p)]));
      },
      ...(await versionOf()),
    );
    return ids.flatMap((id) => found.get(keyOf(id)) ?? []);
  }

  /** The listing's answer: from the per-product cache when caching, else the whole page from the database. */
  async function listing(reply: FastifyReply, locale: Locale, filter: ProductListFilter): Promise<Buffer> {
    const envelope = (page: Paginated<unknown>) => String(reply.serialize({ data: page }));
    if (!cached) {
      const page = await listProducts(db, filter);
      const results = await localiseProducts(db, locale, await withPromotionPrices(db, page.results));
      return Buffer.from(envelope({ ...page, results }));
    }
    return pageAnswer(envelope, await listProducts(db, filter, (ids) => cachedProducts(reply, locale, ids)));
  }

  /** The number of products a listing's answer holds (its envelope's `count`, after the products), read once. */
  const counts = new WeakMap<CachedAnswer, number>();
  function countOf(found: CachedAnswer): number {
    let n = counts.get(found);
    if (n === undefined) {
      const body = found.body.toString();
      const at = body.lastIndexOf('"count":');
      n = at < 0 ? 0 : Number.parseInt(body.slice(at + 8), 10) || 0;
      counts.set(found, n);
    }
    return n;
  }

  /**
   * The search a listing shows a shopper as typed, for the Searches report: its first page, without facets
   * chosen, in the order of relevance; null for other listings (a page further on or a facet chosen is the same
   * search looked at again).
   */
  const loggedSearch = (filter: ProductListFilter): string | null =>
    filter.search &&
    filter.page === 1 &&
    !filter.brand &&
    filter.min_price == null &&
    filter.max_price == null &&
    !filter.in_stock &&
    !filter.on_sale &&
    filter.min_rating === undefined &&
    filter.sort === 'relevance'
      ? filter.search
      : null;

  /** Sends an answer, or 304 when the client holds it already. */
  function send(request: FastifyRequest, reply: FastifyReply, found: CachedAnswer) {
    // Browsers may keep the answer but must ask again; an unchanged one costs a 304 without a body. Its words
    // are in the language asked: a shared cache keeps one answer per Accept-Language.
    reply.header('etag', found.etag).header('cache-control', 'no-cache');
    varyByLanguage(reply);
    if (etagMatches(request.headers['if-none-match'], found.etag)) return reply.code(304).send();
    return reply.type(json).send(found.body);
  }

  /** Sends the cached (or freshly built) answer, or 304 when the client holds it already. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<Buffer | null>,
    store = cache,
    onFound?: (found: CachedAnswer) => void,
  ) {
    const found = await store.get(
      key,
      async () => {
        const body = await build();
        return body === null ? null : cachedAnswerOf(body);
      },
      ...(await versionOf()),
    );
    if (!found) throw notFound('Product not found.');
    onFound?.(found);
    return send(request, reply, found);
  }

  /**
   * The listing's cache key by the exact URL asked (path and query string as sent). A URL that was answered
   * once maps to the same key again (its query parses, validates and normalises the same way every time),
   * so a repeated URL is answered from the cache before validation, skipping the query's validation,
   * normalising and key. The hooks before it (request id, helmet, CORS, the rate limit) run as for any
   * request. Only URLs that validated reach the map; it is bounded and emptied when full.
   */
  const listKeysByUrl = new Map<string, { key: string; search: string | null }>();
  const LIST_URLS = 10_000;
  /** The known listing URLs are known per language: the same URL answers in each language asked. */
  const urlKey = (request: FastifyRequest) => `${request.locale} ${request.url}`;

  async function answerKnownListing(request: FastifyRequest, reply: FastifyReply) {
    const known = listKeysByUrl.get(urlKey(request));
    if (known === undefined) return;
    const hit = cache.peek(known.key, await fastify.catalogGeneration.current());
    const found = hit && (await hit.catch(() => null));
    if (found) {
      if (known.search !== null) fastify.searchLog.search(request, known.search, countOf(found));
      return send(request, reply, found);
    }
  }

  app.get(
    '/categories',
    {
      schema: schema({
        tags,
        summary: 'Categories with their number of products',
        response: { 200: envelopeSchema(v.array(categorySchema)) },
      }),
    },
    async (request, reply) =>
      answer(request, reply, `${request.locale}:categories`, async () =>
        Buffer.from(String(reply.serialize({ data: await listCategories(db, true, request.locale) }))),
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
      ...(cached ? { preValidation: answerKnownListing } : {}),
    },
    async (request, reply) => {
      const filter = normaliseListFilter({ ...request.query, publishedOnly: true });
      const locale = request.locale;
      const key = `${locale}:list:${listKey(filter)}`;
      const search = loggedSearch(filter);
      if (cached && !listKeysByUrl.has(urlKey(request))) {
        if (listKeysByUrl.size >= LIST_URLS) listKeysByUrl.clear();
        listKeysByUrl.set(urlKey(request), { key, search });
      }
      return answer(
        request,
        reply,
        key,
        () => listing(reply, locale, filter),
        cache,
        search === null ? undefined : (found) => fastify.searchLog.search(request, search, countOf(found)),
      );
    },
  );

  app.get(
    '/facets',
    {
      schema: schema({
        querystring: productListQuerySchema,
        tags,
        summary: 'Facets of a listing or search, with counts that follow the choices, and "Did you mean"',
        response: { 200: envelopeSchema(productFacetsSchema) },
      }),
    },
    async (request, reply) => {
      const filter = normaliseListFilter({ ...request.query, publishedOnly: true });
      // Sorting and paging make no difference to the facets.
      const key = `${request.locale}:facets:${listKey({ ...filter, sort: 'newest', page: 1, page_size: 0 })}`;
      return answer(request, reply, key, async () =>
        Buffer.from(String(reply.serialize({ data: await productFacets(db, filter, request.locale) }))),
      );
    },
  );

  app.get(
    '/suggestions',
    {
      schema: schema({
        querystring: suggestionQuerySchema,
        tags,
        summary: 'Products and categories suggested for what is being typed in the search box',
        response: { 200: envelopeSchema(suggestionsSchema) },
      }),
    },
    async (request, reply) => {
      const typed = request.query.q.replace(/\s+/g, ' ').toLowerCase();
      return answer(
        request,
        reply,
        `${request.locale}:suggest:${typed}`,
        async () => Buffer.from(String(reply.serialize({ data: await suggest(db, typed, request.locale) }))),
        suggestionCache,
      );
    },
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
    async (request, reply) =>
      answer(request, reply, `${request.locale}:product:${request.params.productId}`, async () => {
        const [product] = await withPromotionPrices(
          db,
          await loadProducts(db, [request.params.productId], request.locale),
        );
        return product && product.published ? Buffer.from(String(reply.serialize({ data: product }))) : null;
      }),
  );

  app.get(
    '/my-prices',
    {
      onRequest: fastify.authenticate,
      schema: schema({
        querystring: myPricesQuerySchema,
        tags,
        summary:
          "The signed-in shopper's own promotion prices for these products: without the promotions they have used as often as each allows them",
        response: { 200: envelopeSchema(myProductPricesSchema) },
      }),
    },
    async (request, reply) => {
      // The shopper's own: never kept by a shared cache (the public answers stay the same for everyone).
      reply.header('cache-control', 'private, no-store');
      const found = (await loadProducts(db, request.query.ids)).filter((p) => p.published);
      return { data: await myPromotionPrices(db, request.user.id, found) };
    },
  );

  app.post(
    '/search-clicks',
    {
      schema: schema({
        body: suggestionQuerySchema,
        tags,
        summary:
          "A product was opened from a search's results or suggestions: counted for the admin's Searches report, without who",
        response: { 200: envelopeSchema(v.null()) },
      }),
    },
    async (request) => {
      fastify.searchLog.click(request, request.body.q);
      return { data: null };
    },
  );
};

export default catalogRoutes;
