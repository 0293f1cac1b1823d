import fp from 'fastify-plugin';
import { issuePhoneCode, PHONE_CODE_TTL_MS } from '../modules/customers/index.js';
import { storeSettings } from '../modules/settings/index.js';

/**
 * The `sms` queue (docs/operations.md, "SMS"): each text message goes out through the SMS gateway
 * (plugins/app/sms.ts). A sign-in code is made by its job when it runs (the customers' `issuePhoneCode`), so no code
 * is ever stored in a job; its text names the shop (the settings).
 */
export default fp(
  async (fastify) => {
    const { jwtSecret } = fastify.config;
    fastify.jobs.work(
      'sms',
      async (job) => {
        const data = job.data;
        if (data.kind === 'text') {
          await fastify.sms.send(data.to, data.text);
          return;
        }
        const code = await issuePhoneCode(fastify.db, jwtSecret, data.phone);
        const { shop } = await storeSettings(fastify.db);
        const minutes = PHONE_CODE_TTL_MS / 60_000;
        await fastify.sms.send(
          data.phone,
          `${code} is your ${shop.name} sign-in code. It expires in ${minutes} minutes. Never share it.`,
        );
      },
      // A sign-in code is of use for minutes: a few quick tries, then the admin's Failed jobs.
      { retryLimit: 3, retryDelaySeconds: 10, retryBackoff: true, concurrency: 2, expireInSeconds: 60 },
    );
  },
  { name: 'sms-jobs', dependencies: ['config', 'database', 'jobs', 'sms'] },
);
