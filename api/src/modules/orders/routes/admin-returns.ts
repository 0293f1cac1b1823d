import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import {
  adminReturnPageSchema,
  adminReturnQuerySchema,
  adminReturnSchema,
  approveReturnSchema,
  receiveReturnSchema,
  refundReturnSchema,
  rejectReturnSchema,
  returnsReportQuerySchema,
  returnsReportSchema,
  returnsWaitingSchema,
} from 'shared-contracts/schemas/returns';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { listReturns, loadAdminReturn } from '../returns/read.js';
import { returnsReport, returnsWaiting } from '../returns/report.js';
import { approveReturn, receiveReturn, refundReturn, rejectReturn } from '../returns/steps.js';

const tags = ['admin'];
const oneReturn = { 200: envelopeSchema(adminReturnSchema) };

/** The Returns queue: approve (with how the goods come back), reject (with a reason), receive, refund. */
const returnRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  /** After a step (its mail to the shopper was queued with it): the return as it now stands. */
  const afterStep = async (id: number) => ({ data: await loadAdminReturn(db, id) });
  const { jobs } = fastify;

  app.get(
    '/returns',
    {
      schema: schema({
        querystring: adminReturnQuerySchema,
        tags,
        auth: true,
        summary: 'Returns, newest first, by status',
        response: { 200: envelopeSchema(adminReturnPageSchema) },
      }),
    },
    async (request) => ({ data: await listReturns(db, request.query) }),
  );

  app.get(
    '/returns/waiting',
    {
      schema: schema({
        tags,
        auth: true,
        summary: 'How many returns wait for the shop: to decide on (requested) and to refund (received)',
        response: { 200: envelopeSchema(returnsWaitingSchema) },
      }),
    },
    async () => ({ data: await returnsWaiting(db) }),
  );

  app.get(
    '/returns/report',
    {
      schema: schema({
        querystring: returnsReportQuerySchema,
        tags,
        auth: true,
        summary: 'Returns by reason and by product over the last `days` days (rejected ones left out)',
        response: { 200: envelopeSchema(returnsReportSchema) },
      }),
    },
    async (request) => ({ data: await returnsReport(db, request.query.days) }),
  );

  app.get(
    '/returns/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        auth: true,
        summary: 'One return',
        response: oneReturn,
      }),
    },
    async (request) => ({ data: await loadAdminReturn(db, request.params.id) }),
  );

  app.post(
    '/returns/:id/approve',
    {
      schema: schema({
        params: idParamsSchema,
        body: approveReturnSchema,
        tags,
        auth: true,
        summary: 'Approve a requested return, saying how the goods come back (pickup station or courier)',
        response: oneReturn,
      }),
    },
    async (request) => {
      await approveReturn(jobs, db, request.params.id, request.body);
      return afterStep(request.params.id);
    },
  );

  app.post(
    '/returns/:id/reject',
    {
      schema: schema({
        params: idParamsSchema,
        body: rejectReturnSchema,
        tags,
        auth: true,
        summary: 'Reject a requested return with a reason the shopper reads; its lines can be returned again',
        response: oneReturn,
      }),
    },
    async (request) => {
      await rejectReturn(jobs, db, request.params.id, request.body.reason);
      return afterStep(request.params.id);
    },
  );

  app.post(
    '/returns/:id/receive',
    {
      schema: schema({
        params: idParamsSchema,
        body: receiveReturnSchema,
        tags,
        auth: true,
        summary: 'Mark an approved return received; lines marked resellable go back into stock',
        response: oneReturn,
      }),
    },
    async (request) => {
      await receiveReturn(jobs, db, request.params.id, request.body.lines);
      return afterStep(request.params.id);
    },
  );

  app.post(
    '/returns/:id/refund',
    {
      schema: schema({
        params: idParamsSchema,
        body: refundReturnSchema,
        tags,
        auth: true,
        summary:
          "Close a received return with its refund: paid online, a Paystack refund of the lines' share (within what is left of the payment); otherwise the bank transfer's reference, once sent",
        response: oneReturn,
      }),
    },
    async (request) => {
      await refundReturn(jobs, db, fastify.payments, request.params.id, request.body);
      return afterStep(request.params.id);
    },
  );
};

export default returnRoutes;
