import * as v from 'valibot';
import type { FastifyPluginAsync } from 'fastify';
import { addressInputSchema, savedAddressSchema } from 'shared-contracts/schemas/addresses';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '../addresses.js';

/** /api/users/me/addresses: the signed-in shopper's address book (only their own addresses). */
const addressRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['users'];
  const book = envelopeSchema(v.array(savedAddressSchema));
  const one = envelopeSchema(savedAddressSchema);
  app.addHook('onRequest', fastify.authenticate);

  app.get(
    '/',
    {
      schema: schema({
        tags,
        auth: true,
        summary:
          'The address book: the default first (its state is where the shopper has things delivered), then the newest',
        response: { 200: book },
      }),
    },
    async (request) => ({ data: await listAddresses(db, request.user.id) }),
  );

  app.post(
    '/',
    {
      schema: schema({
        body: addressInputSchema,
        tags,
        auth: true,
        summary: 'Save an address (at most 20); the first, or one sent with is_default, is the default',
        response: { 201: one },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createAddress(db, request.user.id, request.body) }),
  );

  app.put(
    '/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: addressInputSchema,
        tags,
        auth: true,
        summary: 'Change a saved address; is_default true makes it the default',
        response: { 200: one },
      }),
    },
    async (request) => ({
      data: await updateAddress(db, request.user.id, request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/default',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        auth: true,
        summary: 'Make a saved address the default; answers the book',
        response: { 200: book },
      }),
    },
    async (request) => ({ data: await setDefaultAddress(db, request.user.id, request.params.id) }),
  );

  app.delete(
    '/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        auth: true,
        summary: 'Delete a saved address (the newest left becomes the default); answers the book',
        response: { 200: book },
      }),
    },
    async (request) => ({ data: await deleteAddress(db, request.user.id, request.params.id) }),
  );
};

export default addressRoutes;
