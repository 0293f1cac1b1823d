import accepts from '@fastify/accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from 'shared-contracts/locales';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The storefront language the request asks for: its `Accept-Language` negotiated against shared-contracts'
     * LOCALES (`yo-NG,yo;q=0.9,en;q=0.8` → `yo`), English (`en-NG`) when it names none of them. The storefront
     * sends the language of the page it is on; the catalogue answers in it, and a signed-in shopper's mails follow it.
     */
    readonly locale: Locale;
  }
}

/** The negotiated language (`false` when the request names none of the shop's), else English. */
const localeOf = (best: string | false): Locale => (isLocale(best) ? best : DEFAULT_LOCALE);

export default fp(
  async (fastify) => {
    await fastify.register(accepts);
    fastify.decorateRequest('locale', {
      getter(this: FastifyRequest): Locale {
        return localeOf(this.languages([...LOCALES]));
      },
    });
  },
  { name: 'locale' },
);

/**
 * Marks an answer whose words depend on the request's language (`request.locale`): `Vary: Accept-Language`, added
 * to what the answer varies by already, so a shared cache keeps one answer per language.
 */
export function varyByLanguage(reply: FastifyReply): FastifyReply {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-language')) return reply;
  return reply.header('vary', [...names, 'Accept-Language'].join(', '));
}
