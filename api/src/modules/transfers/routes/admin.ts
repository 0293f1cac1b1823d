import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema, idParamsSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import {
  adminTransferSchema,
  creditRefundSchema,
  customerTransfersSchema,
  transferListQuerySchema,
  transferMoveSchema,
  transferQueuesSchema,
  transferRequerySchema,
} from 'shared-contracts/schemas/transfers';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { badRequest } from '../../../lib/http-error.js';
import { activeAccountOf } from '../accounts.js';
import { listTransfers, requeryAccount, transferAnswer, transferQueues } from '../admin.js';
import { moveTransfer } from '../move.js';
import { refundCredit } from '../refund.js';
import { createPaystackBanks } from '../../../lib/payments/paystack-banks.js';
import { bankAccountAnswer, storeCreditAnswer } from '../answers.js';

/** /api/admin/transfers: the transfers into the shoppers' accounts, what waits, and asking Paystack again. */
const adminTransferRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tags = ['admin'];
  const { paystackSecretKey, paystackBaseUrl } = fastify.config;
  const banks = paystackSecretKey
    ? createPaystackBanks({ baseUrl: paystackBaseUrl, secretKey: paystackSecretKey })
    : null;
  /** A customer's account number and store credit, as the admin's customer details show them. */
  const customerTransfers = async (userId: number) => {
    const account = await activeAccountOf(app.db, userId);
    return {
      account: account ? bankAccountAnswer(account) : null,
      credit: await storeCreditAnswer(app.db, userId),
    };
  };
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
  app.get(
    '/transfers/customers/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        auth: true,
        summary: 'A customer’s account number (or null) and store credit with its latest lines',
        response: { 200: envelopeSchema(customerTransfersSchema) },
      }),
    },
    async (request) => ({ data: await customerTransfers(request.params.id) }),
  );
  app.post(
    '/transfers/:id/move',
    {
      schema: schema({
        params: idParamsSchema,
        body: transferMoveSchema,
        tags,
        auth: true,
        summary:
          'Moves a transfer to another order waiting for one (the orders it paid wait again; the money goes to that order’s shopper); logged in the ledger with the admin',
        response: { 200: envelopeSchema(adminTransferSchema) },
      }),
    },
    async (request) => {
      if (!app.payments) throw badRequest('Paystack is not configured.');
      await moveTransfer(app.payments, request.params.id, request.body.order_number, request.user.id);
      return { data: await transferAnswer(app.db, request.params.id) };
    },
  );
  app.post(
    '/transfers/customers/:id/refund',
    {
      schema: schema({
        params: idParamsSchema,
        body: creditRefundSchema,
        tags,
        auth: true,
        summary:
          'Records store credit refunded to the customer’s bank (sent first from the shop’s bank): the account checked with Paystack, the balance covering it',
        response: { 200: envelopeSchema(customerTransfersSchema) },
      }),
    },
    async (request) => {
      await refundCredit(app.db, banks, request.params.id, request.body, request.user.id);
      return { data: await customerTransfers(request.params.id) };
    },
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
