import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { synonymGroupInputSchema, synonymGroupSchema } from 'shared-contracts/schemas/catalog';
import { envelopeSchema, idParamsSchema } from 'shared-contracts/schemas/common';
import { badRequest, notFound } from '../../../lib/http-error.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import {
  createSynonymGroup,
  deleteSynonymGroup,
  groupTerms,
  listSynonyms,
  updateSynonymGroup,
} from '../search/synonyms.js';

const tags = ['admin'];
const oneGroup = envelopeSchema(synonymGroupSchema);

/** The words a group keeps, as search splits them: two distinct ones at least. */
function termsOf(terms: string[]): string[] {
  const kept = groupTerms(terms);
  if (kept.length < 2) throw badRequest('Give at least two different words with letters or digits');
  return kept;
}

/** Search synonyms: groups of words shoppers use for the same thing, expanded when a search runs. */
const searchSynonymRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/search-synonyms',
    {
      schema: schema({
        tags,
        summary: 'Every group of search synonyms',
        auth: true,
        response: { 200: envelopeSchema(v.array(synonymGroupSchema)) },
      }),
    },
    async () => ({ data: await listSynonyms(app.db) }),
  );

  app.post(
    '/search-synonyms',
    {
      schema: schema({
        body: synonymGroupInputSchema,
        tags,
        summary: 'Add a group of search synonyms',
        auth: true,
        response: { 201: oneGroup },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createSynonymGroup(app.db, termsOf(request.body.terms)) }),
  );

  app.put(
    '/search-synonyms/:id',
    {
      schema: schema({
        params: idParamsSchema,
        body: synonymGroupInputSchema,
        tags,
        summary: 'Replace the words of a group of search synonyms',
        auth: true,
        response: { 200: oneGroup },
      }),
    },
    async (request) => {
      const group = await updateSynonymGroup(app.db, request.params.id, termsOf(request.body.terms));
      if (!group) throw notFound('Synonym group not found');
      return { data: group };
    },
  );

  app.delete(
    '/search-synonyms/:id',
    {
      schema: schema({
        params: idParamsSchema,
        tags,
        summary: 'Delete a group of search synonyms',
        auth: true,
        response: { 200: envelopeSchema(v.null()) },
      }),
    },
    async (request) => {
      if (!(await deleteSynonymGroup(app.db, request.params.id))) throw notFound('Synonym group not found');
      return { data: null };
    },
  );
};

export default searchSynonymRoutes;
