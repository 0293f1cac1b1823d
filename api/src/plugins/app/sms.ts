import fp from 'fastify-plugin';
import { africasTalkingGateway } from '../../lib/sms/africas-talking.js';
import type { SmsGateway } from '../../lib/sms/gateway.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS gateway; send through the `sms` queue (services/sms-queue.ts, `queueSms`), not directly. */
    sms: SmsGateway;
  }
}

/**
 * The SMS gateway (docs/operations.md, "SMS"). One gateway, Africa's Talking's SMS API, at `SMS_API_URL`: the local
 * SMS outbox simulator by default (`SMS_PROVIDER=outbox`), Africa's Talking's own API or sandbox with
 * `SMS_PROVIDER=africastalking`. Each message is a job on the `sms` queue, which jobs/sms.ts works.
 */
export default fp(
  async (fastify) => {
    const { sms, nodeEnv } = fastify.config;
    const gateway = africasTalkingGateway({
      baseUrl: sms.apiUrl,
      username: sms.username,
      apiKey: sms.apiKey,
      senderId: sms.senderId,
    });
    fastify.decorate('sms', gateway);
    if (sms.provider === 'outbox' && nodeEnv === 'production')
      fastify.log.warn(
        `SMS go to the local SMS outbox at ${sms.apiUrl}, not to phones: set SMS_PROVIDER=africastalking and AT_API_KEY.`,
      );
  },
  { name: 'sms', dependencies: ['config'] },
);
