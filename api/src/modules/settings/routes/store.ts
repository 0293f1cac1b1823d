import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { storeDeliverySchema, storeSettingsSchema } from 'shared-contracts/schemas/settings';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { storeDelivery, storeSettings } from '../store.js';

/** What the storefront reads of the settings: the shop's details and VAT rate, and the ways it delivers. */
const storeSettingsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['store'];

  app.get(
    '/store/settings',
    {
      schema: schema({
        tags,
        summary: 'The shop’s details (name, support email and phone, address, return window) and VAT rate',
        response: { 200: envelopeSchema(storeSettingsSchema) },
      }),
    },
    async () => ({ data: await storeSettings(db) }),
  );

  app.get(
    '/store/delivery',
    {
      schema: schema({
        tags,
        summary:
          'The delivery zones (fee, free-delivery threshold, estimate, states) and the open pickup stations',
        response: { 200: envelopeSchema(storeDeliverySchema) },
      }),
    },
    async () => ({ data: await storeDelivery(db) }),
  );
};

export default storeSettingsRoutes;
