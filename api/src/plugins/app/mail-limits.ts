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
    /**
     * Counts one contact message: a signed-in shopper's for their account, anyone else's for the client address
     * (so shoppers behind one carrier's address who sign in are not refused for each other), and for the mailbox
     * of the email the form gives, if any; 429 with Retry-After, in words, when one is over its hourly limit.
     */
    limitContact(request: FastifyRequest, sender: { userId: number | null; email: string }): Promise<void>;
    /**
     * Counts one text message a request asks for (a sign-in code) for the client address and for the phone number;
     * 429 with Retry-After, in words, when either is over its hourly limit, or when the number was sent one less
     * than a minute ago. Nobody can flood a phone, nor spend the shop's SMS credit.
     */
    limitSms(request: FastifyRequest, phone: string): Promise<void>;
    /**
     * Counts one request that will text `phone` a notice later (back in stock) for the client address and for the
     * number, apart from the sign-in codes' counts; 429 with Retry-After when either is over its hourly limit, so
     * nobody can have a stranger's phone texted at will.
     */
    limitTexts(request: FastifyRequest, phone: string): Promise<void>;
  }
}

const HOUR_MS = 60 * 60 * 1000;
/** The shortest time between two codes sent to one number (the sign-in form offers Resend code after it). */
export const SMS_RESEND_MS = 60 * 1000;

export default fp(
  async (fastify) => {
    const {
      mailPerClientPerHour,
      mailPerEmailPerHour,
      contactPerSenderPerHour,
      contactPerEmailPerHour,
      smsPerClientPerHour,
      smsPerPhonePerHour,
    } = fastify.config;

    /** Counts one event for each key; how long to wait (ms) when any is over its limit, else 0. */
    const count = async (limits: { key: string; max: number }[]): Promise<number> => {
      const counted = await Promise.all(limits.map(({ key }) => fastify.counters.add(key, HOUR_MS)));
      return Math.max(0, ...counted.map((c, i) => (c.count > (limits[i]?.max ?? 0) ? c.ttlMs : 0)));
    };
    const retryAfter = (waitMs: number) => ({ 'Retry-After': String(Math.ceil(waitMs / 1000)) });
    const minutes = (waitMs: number) => {
      const n = Math.max(1, Math.ceil(waitMs / 60_000));
      return `${n} ${n === 1 ? 'minute' : 'minutes'}`;
    };

    fastify.decorate('limitMail', async (request: FastifyRequest, email: string) => {
      const waitMs = await count([
        { key: `mail-client:${request.ip}`, max: mailPerClientPerHour },
        { key: `mail-email:${mailboxKey(email)}`, max: mailPerEmailPerHour },
      ]);
      if (waitMs > 0) {
        throw new HttpError(
          429,
          'Too many requests for this email address. Please try again later.',
          `Try again in ${minutes(waitMs)}.`,
          undefined,
          retryAfter(waitMs),
        );
      }
    });

    fastify.decorate('limitContact', async (request: FastifyRequest, sender) => {
      const waitMs = await count([
        sender.userId === null
          ? { key: `contact-client:${request.ip}`, max: contactPerSenderPerHour }
          : { key: `contact-user:${sender.userId}`, max: contactPerSenderPerHour },
        ...(sender.email
          ? [{ key: `contact-email:${mailboxKey(sender.email)}`, max: contactPerEmailPerHour }]
          : []),
      ]);
      if (waitMs > 0) {
        const message = `You have sent too many messages. Please try again in ${minutes(waitMs)}.`;
        throw new HttpError(429, message, message, undefined, retryAfter(waitMs));
      }
    });

    fastify.decorate('limitSms', async (request: FastifyRequest, phone: string) => {
      const again = await fastify.counters.add(`sms-again:${phone}`, SMS_RESEND_MS);
      if (again.count > 1) {
        const seconds = Math.max(1, Math.ceil(again.ttlMs / 1000));
        const message = `We just sent a code to this number. You can ask for another in ${seconds} seconds.`;
        throw new HttpError(429, message, message, undefined, retryAfter(again.ttlMs));
      }
      const waitMs = await count([
        { key: `sms-client:${request.ip}`, max: smsPerClientPerHour },
        { key: `sms-phone:${phone}`, max: smsPerPhonePerHour },
      ]);
      if (waitMs > 0) {
        const message = `Too many codes asked for. Please try again in ${minutes(waitMs)}.`;
        throw new HttpError(429, message, message, undefined, retryAfter(waitMs));
      }
    });

    fastify.decorate('limitTexts', async (request: FastifyRequest, phone: string) => {
      const waitMs = await count([
        { key: `text-client:${request.ip}`, max: smsPerClientPerHour },
        { key: `text-phone:${phone}`, max: smsPerPhonePerHour },
      ]);
      if (waitMs > 0) {
        throw new HttpError(
          429,
          'Too many requests for this phone number. Please try again later.',
          `Try again in ${minutes(waitMs)}.`,
          undefined,
          retryAfter(waitMs),
        );
      }
    });
  },
  { name: 'mail-limits', dependencies: ['config', 'counters'] },
);
