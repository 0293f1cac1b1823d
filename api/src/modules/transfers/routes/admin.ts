import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import {
  adminTransferSchema,
  transferListQuerySchema,
  transferQueuesSchema,
  transferRequerySchema,
} from 'shared-contracts/schemas/transfers';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { badRequest } from '../../../lib/http-error.js';
import { listTransfers, requeryAccount, transferQueues } from '../admin.js';

/** /api/admin/transfers: the transfers into the shoppers' accounts, what waits, and asking Paystack again. */
const adminTransferRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tags = ['admin'];
  app.get(
    '/transfers',
    {
      schema: schema({
        querystring: transferListQuerySchema,
        tags,
        auth: true,
        summary: 'Every transfer into a shopper’s account number, newest first, with where its money went',
        response: { 200: envelopeSchema(paginatedSchema(adminTransferSchema)) },
      }),
    },
    async (request) => ({ data: await listTransfers(app.db, request.query) }),
  );
  app.get(
    '/transfers/waiting',
    {
      schema: schema({
        tags,
        auth: true,
        summary: 'Orders part paid by transfer, and shoppers holding store credit',
        response: { 200: envelopeSchema(transferQueuesSchema) },
      }),
    },
    async () => ({ data: await transferQueues(app.db) }),
  );
  app.post(
    '/transfers/requery',
    {
      schema: schema({
        body: transferRequerySchema,
        tags,
        auth: true,
        summary:
          'Asks Paystack to look again for transfers into an account on a day; any it finds arrive as webhooks',
        response: { 202: envelopeSchema(v.object({ message: v.string() })) },
      }),
    },
    async (request, reply) => {
      if (!app.payments) throw badRequest('Paystack is not configured.');
      await requeryAccount(app.payments, request.body);
      return reply.status(202).send({
        data: { message: 'Paystack is checking; any transfer it finds is credited when it arrives.' },
      });
    },
  );
};

export default adminTransferRoutes;
