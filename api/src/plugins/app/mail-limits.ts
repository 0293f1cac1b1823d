import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.js';
import { mailboxKey } from '../../lib/mailbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one mail-triggering request (password reset, newsletter) for the client address and for the
     * mailbox the email delivers to (`mailboxKey`: `ada+1@…` and `ada+2@…` are one); 429 with Retry-After when
     * either is over its hourly limit, so nobody can flood an inbox or the outbox.
     */
    limitMail(request: FastifyRequest, email: string): Promise<void>;
  }
}

const HOUR_MS = 60 * 60 * 1000;

export default fp(
  async (fastify) => {
    const { mailPerClientPerHour, mailPerEmailPerHour } = fastify.config;
    fastify.decorate('limitMail', async (request: FastifyRequest, email: string) => {
      const [byClient, byEmail] = await Promise.all([
        fastify.counters.add(`mail-client:${request.ip}`, HOUR_MS),
        fastify.counters.add(`mail-email:${mailboxKey(email)}`, HOUR_MS),
      ]);
      const over = [
        byClient.count > mailPerClientPerHour ? byClient.ttlMs : 0,
        byEmail.count > mailPerEmailPerHour ? byEmail.ttlMs : 0,
      ];
      const waitMs = Math.max(...over);
      if (waitMs > 0) {
        const wait = Math.ceil(waitMs / 1000);
        throw new HttpError(
          429,
          'Too many requests for this email address. Please try again later.',
          `Try again in ${Math.ceil(wait / 60)} minutes.`,
          undefined,
          { 'Retry-After': String(wait) },
        );
      }
    });
  },
  { name: 'mail-limits', dependencies: ['config', 'counters'] },
);
