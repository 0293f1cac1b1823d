import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.js';
import { localGeneration, redisGeneration, type CatalogGeneration } from '../../lib/catalog-generation.js';
import { nextBannerChange } from '../promotions/index.js';
import { nextCataloguePriceChange } from '../promotions/index.js';

/** What a cached catalogue answer is built under: the generation, and the instant its promotion prices change. */
export interface CatalogVersion {
  generation: number;
  /** The next start or end of a promotion the catalogue shows (ms since the epoch); null when none is coming. */
  until: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Moves on after every write that can change what the public catalogue shows. */
    catalogGeneration: CatalogGeneration;
    /**
     * The generation, and when the catalogue's promotion prices next change by the clock: no cache keeps a
     * catalogue answer past that instant, so a promotion's price ends (or starts) at its own time.
     */
    catalogVersion: () => Promise<CatalogVersion>;
    /**
     * Moves the generation on after a change of what the public catalogue shows that no website route made (an order
     * placed by USSD, stock given back by an expired payment), as the routes' writes do. A bump that fails is logged
     * on `log`: the cached answers then keep to their time box.
     */
    catalogChanged: (log?: FastifyBaseLogger) => Promise<void>;
  }
}

/**
 * The catalogue's version, asked of the database only when the generation moves or the last change it named has
 * come (callers meanwhile share one read).
 */
export function catalogClock(
  generation: CatalogGeneration,
  nextChange: (now: Date) => Promise<Date | null>,
): () => Promise<CatalogVersion> {
  let known: CatalogVersion | undefined;
  let reading: { generation: number; version: Promise<CatalogVersion> } | undefined;
  return async () => {
    const current = await generation.current();
    if (known && known.generation === current && (known.until === null || Date.now() < known.until))
      return known;
    if (reading?.generation !== current) {
      const read = nextChange(new Date()).then((at) => {
        const version = { generation: current, until: at ? at.getTime() : null };
        if (reading?.version === pending) {
          known = version;
          reading = undefined;
        }
        return version;
      });
      const pending = read.catch((err: unknown) => {
        if (reading?.version === pending) reading = undefined;
        throw err;
      });
      reading = { generation: current, version: pending };
    }
    return reading.version;
  };
}

/**
 * The writes that can change the public catalogue: admin products, categories, attributes, search synonyms and
 * promotions (a product's promotion price), banners (the home page's), orders placed or cancelled by shoppers (stock), admin order changes
 * and pay-later decisions (a cancel restocks), returns received (what can be resold goes back on sale), and
 * reviews written or moderated (a product's rating). Matched on the route's pattern (`/api/admin/products/:id`), never on the raw URL, which a client
 * may spell differently (`/api/admin/%70roducts/7` reaches the same route). The routes need not know about
 * the cache.
 */
const CATALOG_WRITES =
  /^\/api\/(?:admin\/(?:products|categories|attributes|orders|pay-later|search-synonyms|promotions|banners|reviews|returns)|orders|products\/:productId\/reviews)(?:[/?]|$)/;

/** The next change by the clock of what the public pages show: a promotion price's start or end, or a banner's. */
async function nextCatalogueChange(db: Executor, now: Date): Promise<Date | null> {
  const changes = [await nextCataloguePriceChange(db, now), await nextBannerChange(db, now)];
  const times = changes.flatMap((at) => (at ? [at.getTime()] : []));
  return times.length ? new Date(Math.min(...times)) : null;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request to route `route` (undefined when none matched) answered `statusCode` may have changed the public catalogue. */
export const changesCatalog = (method: string, route: string | undefined, statusCode: number): boolean =>
  route !== undefined && !READS.has(method) && statusCode < 400 && CATALOG_WRITES.test(route);

export default fp(
  async (fastify) => {
    const generation = fastify.redis ? redisGeneration(fastify.redis) : localGeneration();
    fastify.decorate('catalogGeneration', generation);
    fastify.decorate(
      'catalogVersion',
      catalogClock(generation, (now) => nextCatalogueChange(fastify.db, now)),
    );
    const catalogChanged = (log: FastifyBaseLogger = fastify.log) =>
      generation.bump().catch((err: unknown) => log.warn({ err }, 'catalog generation'));
    fastify.decorate('catalogChanged', catalogChanged);
    // onSend, not onResponse: the bump is done before the writer sees its answer, so a read it sends next
    // never gets an answer cached before its write.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (changesCatalog(request.method, request.routeOptions.url, reply.statusCode)) {
        await catalogChanged(request.log);
      }
      return payload;
    });
  },
  { name: 'catalog-cache', dependencies: ['database', 'redis'] },
);
