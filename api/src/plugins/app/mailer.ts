import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
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
  /**
   * The Message-ID (`<…@…>`) of a mail that may be handed over again after a crash (a job's retry), with the `date`
   * of its first attempt: sent again, it is the same message, which the outbox keeps once.
   */
  messageId?: string;
  date?: Date;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Whether a mail sent twice with the same `messageId` arrives once (the outbox). SMTP is not: a mail server takes
   * each copy, so a mail whose fate a crash left unknown is not sent again there.
   */
  idempotent: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
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
        idempotent: false,
        async send(mail: Mail) {
          await transport.sendMail({ from: mailFrom, ...mail });
        },
      } satisfies Mailer);
      return;
    }
    const transport = nodemailer.createTransport({ jsonTransport: true });
    fastify.decorate('mailer', {
      idempotent: true,
      async send(mail: Mail) {
        const info = await transport.sendMail({ from: mailFrom, ...mail });
        await mkdir(mailDir, { recursive: true });
        // A mail with a Message-ID has one file, named by it: sent again, it replaces itself.
        const at = (mail.date ?? new Date()).toISOString().replace(/[:.]/g, '-');
        const unique = mail.messageId
          ? createHash('sha256').update(mail.messageId).digest('hex').slice(0, 32)
          : randomUUID();
        const name = `${at}-${unique}.json`;
        // Written whole, then renamed, so a reader of the outbox never sees half a message.
        const temporary = join(mailDir, `.${name}.${randomUUID()}.tmp`);
        await writeFile(temporary, String(info.message));
        await rename(temporary, join(mailDir, name));
      },
    } satisfies Mailer);
  },
  { name: 'mailer', dependencies: ['config'] },
);
