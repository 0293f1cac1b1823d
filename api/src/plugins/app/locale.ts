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

/** The primary language subtags an Accept-Language names (`yo-NG,en;q=0.8,*` → yo, en); the wildcard is none. */
const namedLanguages = (header: string): string[] =>
  header
    .split(',')
    .map((range) => (range.split(';')[0] ?? '').trim().toLowerCase().split('-')[0] ?? '')
    .filter((language) => language !== '' && language !== '*');

/**
 * The storefront language the request names itself: its Accept-Language negotiates to one of the shop's five through
 * a language it lists (`*` alone names none). Null without an Accept-Language, or with one that names none of them:
 * such a request says nothing about the shopper's language, so it never changes the one an account keeps.
 */
export function namedLocaleOf(request: FastifyRequest): Locale | null {
  const header = request.headers['accept-language'];
  if (!header) return null;
  const best = request.languages([...LOCALES]);
  if (!isLocale(best)) return null;
  const language = best.toLowerCase().split('-')[0] ?? '';
  return namedLanguages(header).includes(language) ? best : null;
}

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
