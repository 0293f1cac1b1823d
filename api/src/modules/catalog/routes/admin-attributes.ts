import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { attributeInputSchema, attributeSchema } from 'shared-contracts/schemas/catalog';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { createAttribute, deleteAttribute, listAttributes, updateAttribute } from '../attributes.js';

const tags = ['admin'];
const oneAttribute = envelopeSchema(attributeSchema);

const attributeRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/attributes',
    {
      schema: schema({
        tags,
        summary: 'Every attribute with its values',
        auth: true,
        response: { 200: envelopeSchema(v.array(attributeSchema)) },
      }),
    },
    async () => ({ data: await listAttributes(app.db) }),
  );

  app.post(
    '/attributes',
    {
      schema: schema({
        body: attributeInputSchema,
        tags,
        summary: 'Create an attribute with its values',
        auth: true,
        response: { 201: oneAttribute },
      }),
    },
    async (request, reply) => reply.status(201).send({ data: await createAttribute(app.db, request.body) }),
  );

  app.put(
    '/attributes/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: attributeInputSchema,
        tags,
        summary: 'Rename an attribute and set its values',
        auth: true,
        response: { 200: oneAttribute },
      }),
    },
    async (request) => ({ data: await updateAttribute(app.db, request.params.id, request.body) }),
  );

  app.delete(
    '/attributes/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'Delete an attribute no variant uses',
        auth: true,
        response: { 200: envelopeSchema(v.null()) },
      }),
    },
    async (request) => {
      await deleteAttribute(app.db, request.params.id);
      return { data: null };
    },
  );
};

export default attributeRoutes;
