import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';

/** What a webhook is answered: a word on what was done with it. */
export const webhookAnswerSchema = v.object({ message: v.string() });

/**
 * Registers routes that need a request's exact bytes (a webhook signed over them: Paystack, the courier, WhatsApp)
 * in a scope of their own, where every body is kept as a Buffer and never parsed: the signature is checked over
 * those bytes, never over a re-serialised parse.
 */
export async function withRawBodies(
  fastify: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    await routes(scope);
  });
}

/** The exact bytes of a request in a `withRawBodies` scope (empty when it had none). */
export const rawBodyOf = (request: FastifyRequest): Buffer =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

/** A webhook's limit per client address: a flood of forged ones from one place is turned away before it is read. */
export const webhookRateLimit = (fastify: FastifyInstance) => ({
  rateLimit: { max: fastify.config.webhookRateLimitMax, timeWindow: '1 minute' },
});
