import fp from 'fastify-plugin';
import { africasTalkingGateway } from '../../lib/sms/africas-talking.js';
import type { SmsGateway } from '../../lib/sms/gateway.js';
import { issuePhoneCode, PHONE_CODE_TTL_MS } from '../../modules/customers/index.js';
import { storeSettings } from '../../modules/settings/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS gateway; send through the `sms` queue (services/sms-queue.ts, `queueSms`), not directly. */
    sms: SmsGateway;
  }
}

/**
 * The SMS gateway and its queue (docs/operations.md, "SMS"). One gateway, Africa's Talking's SMS API, at
 * `SMS_API_URL`: the local SMS outbox simulator by default (`SMS_PROVIDER=outbox`), Africa's Talking's own API or
 * sandbox with `SMS_PROVIDER=africastalking`. Each message is a job on the `sms` queue; a sign-in code is made by its
 * job when it runs, so no code is ever stored in a job.
 */
export default fp(
  async (fastify) => {
    const { sms, jwtSecret, nodeEnv } = fastify.config;
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

    fastify.jobs.work(
      'sms',
      async (job) => {
        const data = job.data;
        if (data.kind === 'text') {
          await gateway.send(data.to, data.text);
          return;
        }
        const code = await issuePhoneCode(fastify.db, jwtSecret, data.phone);
        const { shop } = await storeSettings(fastify.db);
        const minutes = PHONE_CODE_TTL_MS / 60_000;
        await gateway.send(
          data.phone,
          `${code} is your ${shop.name} sign-in code. It expires in ${minutes} minutes. Never share it.`,
        );
      },
      // A sign-in code is of use for minutes: a few quick tries, then the admin's Failed jobs.
      { retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true, concurrency: 2, expireInSeconds: 60 },
    );
  },
  { name: 'sms', dependencies: ['config', 'database', 'jobs'] },
);
