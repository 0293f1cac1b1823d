import type { FastifyPluginAsync } from 'fastify';
import { contactSchema, newsletterSchema } from 'shared-contracts/schemas/misc';
import { contactMessages, newsletterSubscribers } from '../db/schema.js';
import { HttpError } from '../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../plugins/validation.js';

const storeRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['store'];

  app.post(
    '/newsletter/subscribe',
    { schema: schema({ body: newsletterSchema, tags, summary: 'Subscribe to the newsletter (idempotent)' }) },
    async (request) => {
      await db.insert(newsletterSubscribers).values({ email: request.body.email }).onConflictDoNothing();
      return { data: { email: request.body.email, subscribed: true } };
    },
  );

  app.post(
    '/contact',
    { schema: schema({ body: contactSchema, tags, summary: 'Send a message to the shop' }) },
    async (request, reply) => {
      const user = await fastify.identify(request);
      const { name, email, inquiry_type, subject, message } = request.body;
      const [row] = await db
        .insert(contactMessages)
        .values({ name, email, inquiryType: inquiry_type, subject, message, userId: user?.id ?? null })
        .returning({ id: contactMessages.id });
      if (!row) throw new HttpError(500, 'Message could not be stored');
      return reply.status(201).send({ data: { id: row.id } });
    },
  );
};

export default storeRoutes;
