import type { FastifyPluginAsync } from 'fastify';
import { contactMessageSchema } from 'shared-contracts/schemas/admin-answers';
import { envelopeSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import { contactMessageListQuerySchema } from 'shared-contracts/schemas/contact';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { listContactMessages } from '../../services/contact.js';

const contactMessageRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/contact-messages',
    {
      schema: schema({
        querystring: contactMessageListQuerySchema,
        tags: ['admin'],
        summary: 'Messages sent from the contact dialog, newest first, a page at a time',
        auth: true,
        response: { 200: envelopeSchema(paginatedSchema(contactMessageSchema)) },
      }),
    },
    async (request) => ({ data: await listContactMessages(app.db, request.query) }),
  );
};

export default contactMessageRoutes;
