import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { contactReceiptSchema, contactSchema } from 'shared-contracts/schemas/contact';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { addContactMessage } from '../contact.js';

/** The shop's contact dialog: a message to the shop, signed in or not, limited per sender and per email. */
const contactRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.post(
    '/contact',
    {
      schema: schema({
        body: contactSchema,
        tags: ['store'],
        summary: 'Send a message to the shop (5 an hour per sender and per email)',
        response: { 201: envelopeSchema(contactReceiptSchema) },
      }),
    },
    async (request, reply) => {
      const user = await fastify.identify(request);
      await fastify.limitContact(request, { userId: user?.id ?? null, email: request.body.email });
      const id = await addContactMessage(fastify.db, request.body, user?.id ?? null);
      return reply.status(201).send({ data: { id } });
    },
  );
};

export default contactRoutes;
