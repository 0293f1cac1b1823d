import fp from 'fastify-plugin';
import { whatsAppClient } from '../../lib/whatsapp/cloud-api.js';
import { sendWhatsAppUpdate, type WhatsAppDeps } from './send.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** WhatsApp order updates: the Cloud API's client (null when not set up), the database, the jobs, the shop's URL. */
    whatsapp: WhatsAppDeps;
  }
}

/**
 * WhatsApp's client and the worker that sends each update (the `whatsapp` job): tried again with backoff (from 30 s,
 * five times) while WhatsApp cannot be reached.
 */
export default fp(
  async (fastify) => {
    const { whatsapp, appUrl } = fastify.config;
    const client =
      whatsapp.accessToken && whatsapp.phoneNumberId
        ? whatsAppClient({
            baseUrl: whatsapp.baseUrl,
            version: whatsapp.version,
            phoneNumberId: whatsapp.phoneNumberId,
            accessToken: whatsapp.accessToken,
          })
        : null;
    const deps: WhatsAppDeps = { db: fastify.db, client, jobs: fastify.jobs, shopUrl: appUrl };
    fastify.decorate('whatsapp', deps);
    fastify.jobs.work('whatsapp', (job) => sendWhatsAppUpdate(deps, job.data), {
      retryLimit: 5,
      retryDelaySeconds: 30,
      retryBackoff: true,
    });
  },
  { name: 'whatsapp', dependencies: ['jobs'] },
);
