import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { backInStockAnswerSchema, backInStockInputSchema } from 'shared-contracts/schemas/back-in-stock';
import { envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { badRequest } from '../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../plugins/app/validation.js';
import { isWaiting, subscribeBackInStock } from '../services/back-in-stock.js';

const productParams = v.object({ productId: idSchema });
const EMAIL_NEEDED = 'Enter your email address so we can tell you';

/** "Notify me" on a product out of stock (docs/storefront.md, "Back in stock"). */
const backInStockRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tags = ['catalog'];

  /** The signed-in shopper's address and phone, or null for anyone else. */
  const accountOf = async (userId: number) => {
    const [user] = await app.db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    return user ?? null;
  };

  app.post(
    '/:productId/back-in-stock',
    {
      schema: schema({
        params: productParams,
        body: backInStockInputSchema,
        tags,
        summary:
          'Notify me when this product is back in stock: one mail (and an SMS to a phone given) once; asking again while waiting changes nothing',
        response: { 200: envelopeSchema(backInStockAnswerSchema) },
      }),
    },
    async (request, reply) => {
      const { productId } = request.params;
      // A shopper whose session has run out gets a 401, so the client refreshes it, rather than an email to give.
      if (request.headers.authorization) await fastify.authenticate(request, reply);
      const user = request.headers.authorization ? request.user : null;
      const account = user ? await accountOf(user.id) : null;
      const email = account?.email?.toLowerCase() ?? request.body.email;
      if (!email) throw badRequest(EMAIL_NEEDED, { email: [EMAIL_NEEDED] });
      // Someone not signed in names any address: the shop's mail limits apply, as to the newsletter.
      if (!account) await fastify.limitMail(request, email);
      const phone = request.body.phone || account?.phone || null;
      await subscribeBackInStock(app.db, { productId, email, userId: user?.id ?? null, phone });
      return { data: { product_id: productId, email, subscribed: true } };
    },
  );

  app.get(
    '/:productId/back-in-stock',
    {
      onRequest: fastify.authenticate,
      schema: schema({
        params: productParams,
        tags,
        auth: true,
        summary: 'Whether the signed-in shopper waits for this product to be back in stock',
        response: { 200: envelopeSchema(backInStockAnswerSchema) },
      }),
    },
    async (request) => {
      const { productId } = request.params;
      const account = await accountOf(request.user.id);
      const email = account?.email?.toLowerCase() ?? null;
      return {
        data: {
          product_id: productId,
          email,
          subscribed: email !== null && (await isWaiting(app.db, productId, email)),
        },
      };
    },
  );
};

export default backInStockRoutes;
