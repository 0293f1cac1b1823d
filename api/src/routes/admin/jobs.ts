import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, paginatedSchema } from 'shared-contracts/schemas/common';
import { failedJobQuerySchema, failedJobSchema, jobIdParamsSchema } from 'shared-contracts/schemas/jobs';
import * as v from 'valibot';
import { conflict, notFound } from '../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../plugins/app/validation.js';
import { failedJobsPage, retryFailedJob, whyNotRetried } from '../../services/jobs.js';

/** Failed jobs (docs/operations.md, "Mail and the outbox"): what every attempt failed at, and a retry. */
const jobRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/jobs/failed',
    {
      schema: schema({
        querystring: failedJobQuerySchema,
        tags: ['admin'],
        summary:
          'Jobs that failed for good (mails, refunds, campaign batches…), newest first, a page at a time; kept 7 days',
        auth: true,
        response: { 200: envelopeSchema(paginatedSchema(failedJobSchema)) },
      }),
    },
    async (request) => ({ data: await failedJobsPage(fastify.jobs, request.query) }),
  );
  app.post(
    '/jobs/:id/retry',
    {
      schema: schema({
        params: jobIdParamsSchema,
        tags: ['admin'],
        summary:
          'Puts a failed job back in its queue for one more attempt (404 unknown, 409 when it has not failed)',
        auth: true,
        response: { 200: envelopeSchema(v.object({ id: v.string(), retried: v.literal(true) })) },
      }),
    },
    async (request) => {
      const { id } = request.params;
      if (await retryFailedJob(fastify.jobs, id)) return { data: { id, retried: true as const } };
      if ((await whyNotRetried(fastify.jobs, id)) === 'unknown') throw notFound('Job not found.');
      throw conflict('This job has not failed: only a failed job can be retried.');
    },
  );
};

export default jobRoutes;
