import type { FastifyPluginAsync } from 'fastify';
import { desc } from 'drizzle-orm';
import type { ContactMessage } from 'shared-contracts/schemas/admin';
import { contactMessages } from '../../db/schema.js';
import { schema } from '../../plugins/validation.js';

const contactMessageRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/contact-messages',
    {
      schema: schema({
        tags: ['admin'],
        summary: 'Messages sent from the contact dialog, newest first',
        auth: true,
      }),
    },
    async () => {
      const rows = await app.db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(500);
      const data: ContactMessage[] = rows.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        inquiry_type: m.inquiryType,
        subject: m.subject,
        message: m.message,
        user_id: m.userId,
        created_at: m.createdAt.toISOString(),
      }));
      return { data };
    },
  );
};

export default contactMessageRoutes;
