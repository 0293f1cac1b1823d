import fp from 'fastify-plugin';
import { localGeneration, redisGeneration, type CatalogGeneration } from '../../lib/catalog-generation.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Moves on after every write that can change what the public catalogue shows. */
    catalogGeneration: CatalogGeneration;
  }
}

/**
 * The writes that can change the public catalogue: admin products, categories, attributes, search synonyms and
 * promotions (a product's promotion price), orders placed or cancelled by shoppers (stock), admin order changes
 * and pay-later decisions (a cancel restocks), returns received (what can be resold goes back on sale), and
 * reviews written or moderated (a product's rating). Matched on the route's pattern (`/api/admin/products/:id`), never on the raw URL, which a client
 * may spell differently (`/api/admin/%70roducts/7` reaches the same route). The routes need not know about
 * the cache.
 */
const CATALOG_WRITES =
  /^\/api\/(?:admin\/(?:products|categories|attributes|orders|pay-later|search-synonyms|promotions|reviews|returns)|orders|products\/:productId\/reviews)(?:[/?]|$)/;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request to route `route` (undefined when none matched) answered `statusCode` may have changed the public catalogue. */
export const changesCatalog = (method: string, route: string | undefined, statusCode: number): boolean =>
  route !== undefined && !READS.has(method) && statusCode < 400 && CATALOG_WRITES.test(route);

export default fp(
  async (fastify) => {
    const generation = fastify.redis ? redisGeneration(fastify.redis) : localGeneration();
    fastify.decorate('catalogGeneration', generation);
    // onSend, not onResponse: the bump is done before the writer sees its answer, so a read it sends next
    // never gets an answer cached before its write.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (changesCatalog(request.method, request.routeOptions.url, reply.statusCode)) {
        await generation.bump().catch((err: unknown) => request.log.warn({ err }, 'catalog generation'));
      }
      return payload;
    });
  },
  { name: 'catalog-cache', dependencies: ['redis'] },
);
