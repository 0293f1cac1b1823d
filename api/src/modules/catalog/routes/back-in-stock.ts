import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { backInStockAnswerSchema, backInStockInputSchema } from 'shared-contracts/schemas/back-in-stock';
import { envelopeSchema, idSchema } from 'shared-contracts/schemas/common';
import { badRequest } from '../../../lib/http-error.js';
import { namedLocaleOf } from '../../../plugins/app/locale.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { isWaiting, subscribeBackInStock } from '../back-in-stock.js';
import { contactOfUser } from '../../customers/index.js';

const productParams = v.object({ productId: idSchema });
const EMAIL_NEEDED = 'Enter your email address so we can tell you';

/** "Notify me" on a product out of stock (docs/storefront.md, "Back in stock"). */
const backInStockRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tags = ['catalog'];

  /** The signed-in shopper's address and phone, or null for anyone else. */
  const accountOf = (userId: number) => contactOfUser(app.db, userId);

  app.post(
    '/:productId/back-in-stock',
    {
      schema: schema({
        params: productParams,
        body: backInStockInputSchema,
        tags,
        summary:
          'Notify me when this product is back in stock: one mail to an email and one SMS to a phone (+234), once; asking again while waiting changes nothing',
        response: { 200: envelopeSchema(backInStockAnswerSchema) },
      }),
    },
    async (request, reply) => {
      const { productId } = request.params;
      // A shopper whose session has run out gets a 401, so the client refreshes it, rather than an address to give.
      if (request.headers.authorization) await fastify.authenticate(request, reply);
      const user = request.headers.authorization ? request.user : null;
      const account = user ? await accountOf(user.id) : null;
      // A signed-in shopper is told at their account's email, or by SMS at their phone when the account has none.
      const email = account ? (account.email?.toLowerCase() ?? null) : (request.body.email ?? null);
      const phone = request.body.phone || account?.phone || null;
      if (!email && !phone) throw badRequest(EMAIL_NEEDED, { email: [EMAIL_NEEDED] });
      // Someone not signed in names any address: the shop's mail and SMS limits apply, as to the newsletter.
      if (!account && email) await fastify.limitMail(request, email);
      if (!account && phone) await fastify.limitTexts(request, phone);
      await subscribeBackInStock(app.db, {
        productId,
        email,
        phone,
        userId: user?.id ?? null,
        locale: namedLocaleOf(request),
      });
      return { data: { product_id: productId, email, phone, subscribed: true } };
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
      // The account's phone is where it is texted; it is how it is known only when it has no email.
      const phone = account?.phone ?? null;
      return {
        data: {
          product_id: productId,
          email,
          phone,
          subscribed: await isWaiting(app.db, productId, { email, phone }),
        },
      };
    },
  );
};

export default backInStockRoutes;
