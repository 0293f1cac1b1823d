import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { bankAccountSchema, storeCreditSchema } from 'shared-contracts/schemas/transfers';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { badRequest } from '../../../lib/http-error.js';
import { activeAccountOf, openAccount } from '../accounts.js';
import { bankAccountAnswer, storeCreditAnswer } from '../answers.js';

/**
 * /api/users/me/bank-account and /api/users/me/credit: the signed-in shopper's own account number (asked for once,
 * then kept) and their store credit.
 */
const accountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tags = ['users'];
  app.addHook('onRequest', fastify.authenticate);

  app.get(
    '/bank-account',
    {
      schema: schema({
        tags,
        auth: true,
        summary: 'The shopper’s own account number for bank transfers, or null until they ask for one',
        response: { 200: envelopeSchema(v.nullable(bankAccountSchema)) },
      }),
    },
    async (request) => {
      const account = await activeAccountOf(app.db, request.user.id);
      return { data: account ? bankAccountAnswer(account) : null };
    },
  );

  app.post(
    '/bank-account',
    {
      schema: schema({
        tags,
        auth: true,
        summary:
          'Gives the shopper their own account number (Paystack’s dedicated virtual account): every transfer to it reaches their Kasuwa account. Asked again, the same account',
        response: { 200: envelopeSchema(bankAccountSchema) },
      }),
    },
    async (request) => {
      if (!app.payments) throw badRequest('Bank transfer to your Kasuwa account is not available right now.');
      return { data: bankAccountAnswer(await openAccount(app.payments, request.user.id)) };
    },
  );

  app.get(
    '/credit',
    {
      schema: schema({
        tags,
        auth: true,
        summary:
          'The shopper’s store credit: its balance and latest lines (transfers in, orders paid, refunds)',
        response: { 200: envelopeSchema(storeCreditSchema) },
      }),
    },
    async (request) => ({ data: await storeCreditAnswer(app.db, request.user.id) }),
  );
};

export default accountRoutes;
