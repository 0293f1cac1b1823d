import type { FastifyPluginAsync } from 'fastify';
import { contactMessageSchema } from 'shared-contracts/schemas/admin-answers';
import { contactMessageHandledSchema } from 'shared-contracts/schemas/admin-reports';
import { envelopeSchema, idParamsSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import { contactMessageListQuerySchema } from 'shared-contracts/schemas/contact';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { notFound } from '../../../lib/http-error.js';
import { listContactMessages, setContactMessageHandled } from '../contact.js';

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
  app.patch(
    '/contact-messages/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: contactMessageHandledSchema,
        tags: ['admin'],
        summary: 'Marks a contact message handled, or back to waiting for an answer',
        auth: true,
        response: { 200: envelopeSchema(contactMessageSchema) },
      }),
    },
    async (request) => {
      const message = await setContactMessageHandled(app.db, request.params.id, request.body.handled);
      if (!message) throw notFound('Message not found.');
      return { data: message };
    },
  );
};

export default contactMessageRoutes;
