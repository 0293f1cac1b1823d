import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import {
  currentReleasesSchema,
  remoteTelemetrySchema,
  telemetryAnswerSchema,
} from 'shared-contracts/schemas/releases';
import { createReleaseTokens } from '../tokens.js';
import { HttpError } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { checkCanary, currentReleases } from '../canary.js';
import { pruneBrowserLoads, recordRemoteLoads } from '../telemetry.js';

const HOUR_MS = 60 * 60 * 1000;

/** What the shell's server reads to choose each browser's versions, and where the shell reports its remote loads. */
const releaseRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const tokens = createReleaseTokens(app.config.releaseTokenSecret);
  let prunedAt = 0;
  app.get(
    '/releases/current',
    {
      schema: schema({
        tags: ['releases'],
        summary: "Each remote's stable version and its canary (version, share of browsers, rollout)",
        response: { 200: envelopeSchema(currentReleasesSchema) },
      }),
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { data: await currentReleases(app.db) };
    },
  );

  app.post(
    '/telemetry/remotes',
    {
      config: { rateLimit: { max: app.config.telemetryRateLimitMax, timeWindow: '1 minute' } },
      schema: schema({
        body: remoteTelemetrySchema,
        tags: ['releases'],
        summary:
          "Counts a browser's loads and failures of the remote versions its token (the runtime config's telemetryToken) says it was served",
        response: { 202: envelopeSchema(telemetryAnswerSchema) },
      }),
    },
    async (request, reply) => {
      const claims = await tokens.verify(request.body.token);
      if (!claims)
        throw new HttpError(
          403,
          "The report's token is not one this shop signed, or has expired: reload the page for a new one.",
        );
      const reporter = {
        browser: tokens.digest(claims.sub),
        address: tokens.digest(request.ip),
        versions: claims.versions,
      };
      const { accepted, remotes } = await recordRemoteLoads(app.db, request.body, reporter);
      if (Date.now() - prunedAt > HOUR_MS) {
        prunedAt = Date.now();
        await pruneBrowserLoads(app.db);
      }
      // A canary that fails is stopped here, by the report that tipped it over.
      for (const remote of remotes) {
        try {
          const stopped = await checkCanary(app.db, remote, app.config.canaryRule);
          if (stopped)
            request.log.warn(
              { remote, version: stopped.version },
              `The ${remote} canary was stopped automatically: ${stopped.reason}`,
            );
        } catch (error) {
          // The counts are in; the next report judges the canary again.
          request.log.error({ err: error, remote }, 'the canary check failed');
        }
      }
      return reply.code(202).send({ data: { accepted } });
    },
  );
};

export default releaseRoutes;
