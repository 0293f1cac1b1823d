import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { promotionLandingSchema, storeBannerSchema } from 'shared-contracts/schemas/banners';
import { envelopeSchema, pageSchema } from 'shared-contracts/schemas/common';
import { varyByLanguage } from '../../../plugins/app/locale.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { liveBanners, promotionLanding, type ProductLoader } from '../banners.js';

/** The storefront's promotions: the home page's banners and each promotion's landing page. */
const bannerStoreRoutes: FastifyPluginAsync<{ loadProducts: ProductLoader }> = async (fastify, options) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tags = ['store'];

  app.get(
    '/store/banners',
    {
      schema: schema({
        tags,
        summary:
          'The promotion banners the home page shows now (within their dates, for a running promotion)',
        response: { 200: envelopeSchema(v.array(storeBannerSchema)) },
      }),
    },
    async () => ({ data: await liveBanners(app.db) }),
  );

  app.get(
    '/store/promotions/:slug',
    {
      schema: schema({
        params: v.object({
          slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,120}$/, 'This promotion is not running.')),
        }),
        querystring: v.object({ page: pageSchema }),
        tags,
        summary:
          "A promotion's landing page: the promotion and a page of its products with their promotion prices",
        response: { 200: envelopeSchema(promotionLandingSchema) },
      }),
    },
    async (request, reply) => {
      // The products' names are in the language asked.
      varyByLanguage(reply);
      const inLocale: ProductLoader = (db, ids) => options.loadProducts(db, ids, request.locale);
      return { data: await promotionLanding(app.db, inLocale, request.params.slug, request.query.page) };
    },
  );
};

export default bannerStoreRoutes;
