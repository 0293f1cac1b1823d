import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import {
  registeredVersionSchema,
  registerVersionSchema,
  releaseActionSchema,
  releaseOverviewSchema,
  releaseRemoteParamsSchema,
  remoteReleaseSchema,
} from 'shared-contracts/schemas/releases';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { releaseOverview, remoteRelease } from '../canary.js';
import { applyReleaseAction, registerVersion, releaseActor } from '../registry.js';

/** The release registry (docs/releases.md): read by /admin/releases and written by `npm run release`. */
const releaseRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/releases',
    {
      schema: schema({
        tags: ['admin'],
        summary:
          "Every remote's stable and canary versions, its newest versions with their loads and failures, and its history",
        auth: true,
        response: { 200: envelopeSchema(releaseOverviewSchema) },
      }),
    },
    async () => ({ data: await releaseOverview(app.db, app.config.canaryRule) }),
  );

  app.post(
    '/releases/:remote/versions',
    {
      schema: schema({
        params: releaseRemoteParamsSchema,
        body: registerVersionSchema,
        tags: ['admin'],
        summary:
          'Records a version whose files are in place; answers the old versions whose files may now be removed',
        auth: true,
        response: { 200: envelopeSchema(registeredVersionSchema) },
      }),
    },
    async (request) => {
      const actor = await releaseActor(app.db, request.user.id);
      return { data: await registerVersion(app.db, request.params.remote, request.body.version, actor) };
    },
  );

  app.post(
    '/releases/:remote/actions',
    {
      schema: schema({
        params: releaseRemoteParamsSchema,
        body: releaseActionSchema,
        tags: ['admin'],
        summary:
          'Starts, changes, stops or promotes a canary, rolls stable back or pins it; refused with 409 if the release changed since `expectedRevision`',
        auth: true,
        response: { 200: envelopeSchema(remoteReleaseSchema) },
      }),
    },
    async (request) => {
      const actor = await releaseActor(app.db, request.user.id);
      await applyReleaseAction(app.db, request.params.remote, request.body, actor);
      return { data: await remoteRelease(app.db, request.params.remote) };
    },
  );
};

export default releaseRoutes;
