import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  campaignInputSchema,
  campaignListSchema,
  campaignPreviewSchema,
  campaignSchema,
  campaignTestSendSchema,
} from 'shared-contracts/schemas/campaigns';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import { contactOfUser } from '../../customers/index.js';
import { signUnsubscribeToken } from '../campaign-mail.js';
import {
  campaignMail,
  confirmedSubscriberCount,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  previewCampaign,
  queueCampaign,
  updateCampaign,
} from '../campaigns.js';
import { badRequest, HttpError, notFound } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';

const tags = ['admin'];
const oneCampaign = envelopeSchema(campaignSchema);
const HOUR_MS = 60 * 60 * 1000;

/** Newsletter campaigns (docs/admin.md §Campaigns): drafts, a preview, a test send to oneself, the send. */
const campaignRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { settings } = fastify.campaigns;

  app.get(
    '/campaigns',
    {
      schema: schema({
        tags,
        summary: 'Every campaign, newest first, with its counts, and how many subscribers are confirmed',
        auth: true,
        response: { 200: envelopeSchema(campaignListSchema) },
      }),
    },
    async () => {
      const [campaigns, confirmed] = await Promise.all([
        listCampaigns(app.db),
        confirmedSubscriberCount(app.db),
      ]);
      return { data: { campaigns, confirmed_subscribers: confirmed } };
    },
  );

  app.post(
    '/campaigns',
    {
      schema: schema({
        body: campaignInputSchema,
        tags,
        summary: 'Write a new campaign (a draft)',
        auth: true,
        response: { 201: oneCampaign },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createCampaign(app.db, request.body, request.user.id) }),
  );

  app.get(
    '/campaigns/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'One campaign with its counts',
        auth: true,
        response: { 200: oneCampaign },
      }),
    },
    async (request) => {
      const campaign = await getCampaign(app.db, request.params.id);
      if (!campaign) throw notFound('Campaign not found.');
      return { data: campaign };
    },
  );

  app.put(
    '/campaigns/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: campaignInputSchema,
        tags,
        summary: "Edit a draft's subject and message (409 once it has been sent)",
        auth: true,
        response: { 200: oneCampaign },
      }),
    },
    async (request) => ({ data: await updateCampaign(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/campaigns/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'Delete a draft (409 once it has been sent)',
        auth: true,
        response: { 200: envelopeSchema(v.null()) },
      }),
    },
    async (request) => {
      await deleteCampaign(app.db, request.params.id);
      return { data: null };
    },
  );

  app.get(
    '/campaigns/:id/preview',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'The mail as a subscriber receives it: subject, text and HTML parts, unsubscribe headers',
        auth: true,
        response: { 200: envelopeSchema(campaignPreviewSchema) },
      }),
    },
    async (request) => ({ data: await previewCampaign(app.db, settings, request.params.id) }),
  );

  app.post(
    '/campaigns/:id/test',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary:
          "Send the campaign to the signed-in admin's own address (its unsubscribe link changes nothing)",
        auth: true,
        response: { 200: envelopeSchema(campaignTestSendSchema) },
      }),
    },
    async (request) => {
      const campaign = await getCampaign(app.db, request.params.id);
      if (!campaign) throw notFound('Campaign not found.');
      const limit = fastify.config.campaignTestsPerHour;
      const used = await fastify.counters.add(`campaign-test:${request.user.id}`, HOUR_MS);
      if (used.count > limit) {
        const wait = Math.ceil(used.ttlMs / 1000);
        throw new HttpError(
          429,
          `You can send ${limit} test mails an hour. Please try again later.`,
          `Try again in ${Math.ceil(wait / 60)} minutes.`,
          undefined,
          { 'Retry-After': String(wait) },
        );
      }
      const admin = await contactOfUser(app.db, request.user.id);
      if (!admin) throw notFound('Your account was not found.');
      if (!admin.email) throw badRequest('Add an email to your account to receive a test mail.');
      const mail = campaignMail(
        settings,
        campaign,
        signUnsubscribeToken(settings.secret, { kind: 'test', campaignId: campaign.id }),
      );
      try {
        await fastify.mailer.send({ to: admin.email, ...mail, subject: `[Test] ${mail.subject}` });
      } catch (err) {
        request.log.warn({ err }, 'campaign test mail not sent');
        throw new HttpError(502, 'The mail server did not take the test mail. Please try again in a moment.');
      }
      return { data: { to: admin.email } };
    },
  );

  app.post(
    '/campaigns/:id/send',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary:
          'Send the campaign to every confirmed subscriber, in the background and in batches. Sending again ' +
          'queues nothing more: each subscriber gets it once.',
        auth: true,
        response: { 202: oneCampaign },
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      await queueCampaign(app.db, fastify.jobs, id);
      const campaign = await getCampaign(app.db, id);
      if (!campaign) throw notFound('Campaign not found.');
      return reply.status(202).send({ data: campaign });
    },
  );
};

export default campaignRoutes;
