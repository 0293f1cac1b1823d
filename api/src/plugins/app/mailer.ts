import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text` (campaigns): already escaped by its author. */
  html?: string;
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(mail: Mail): Promise<void> };
  }
}

/** SMTP when SMTP_URL is set; otherwise each message is written as JSON to the outbox folder. */
export default fp(
  async (fastify) => {
    const { smtpUrl, mailDir, mailFrom } = fastify.config;
    if (smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrl);
      fastify.addHook('onClose', async () => transport.close());
      fastify.decorate('mailer', {
        async send(mail: Mail) {
          await transport.sendMail({ from: mailFrom, ...mail });
        },
      });
      return;
    }
    const transport = nodemailer.createTransport({ jsonTransport: true });
    fastify.decorate('mailer', {
      async send(mail: Mail) {
        const info = await transport.sendMail({ from: mailFrom, ...mail });
        await mkdir(mailDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
        // Written whole, then renamed, so a reader of the outbox never sees half a message.
        await writeFile(join(mailDir, `.${name}.tmp`), String(info.message));
        await rename(join(mailDir, `.${name}.tmp`), join(mailDir, name));
      },
    });
  },
  { name: 'mailer', dependencies: ['config'] },
);
