// The shopper's choice of language (docs/storefront.md §18): the picker's links set it, and the shop follows it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  localisedPath,
  splitLocalePath,
  type Locale,
} from 'shared-contracts/locales';
import { isNormalPath } from './page-paths';

/** How long the choice is kept: a year. */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Paths that are not the storefront's pages: the admin (English), the API, files, and this route. */
const NOT_A_STOREFRONT_PAGE = /^\/(?:admin|api|language|metrics)(?:\/|$)|\.[A-Za-z0-9]+$/;

/** The page a choice goes back to: a path of this shop in its normal form, else home. */
export function returnPath(to: unknown): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || !isNormalPath(to)) return '/';
  return NOT_A_STOREFRONT_PAGE.test(to.split('?', 1)[0] ?? '') ? '/' : to;
}

/** The choice a request carries, if any. */
export const chosenLocale = (request: FastifyRequest): Locale | null => {
  const value = request.cookies[LOCALE_COOKIE];
  return isLocale(value) ? value : null;
};

function keepChoice(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
  // Read by the page too (the suggestion of a language shows only to a browser that has not chosen): not httpOnly.
  void reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: CHOICE_MAX_AGE_S,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/**
 * `GET /language/<locale>?to=<path>`: keeps the choice in a cookie and answers the page `to` in that language (303).
 * The picker's links are these, so a choice works without JavaScript.
 *
 * And a storefront page asked for at its English address by a browser that chose another language is answered with
 * that language's address (307): the shop's links in mails and pages shared in English follow the shopper's choice.
 * Only a choice does this; a browser's Accept-Language never does (crawlers and shared links get the page they ask
 * for, and a first visit is offered its language instead).
 */
export function registerLanguageChoice(app: FastifyInstance): void {
  app.get<{ Params: { locale: string }; Querystring: { to?: string } }>(
    '/language/:locale',
    async (request, reply) => {
      const { locale } = request.params;
      if (!isLocale(locale))
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('The shop does not speak that language.');
      keepChoice(request, reply, locale);
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(localisedPath(returnPath(request.query.to), locale), 303);
    },
  );

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const asked = splitLocalePath(request.url);
    // The admin speaks English only: under a language's prefix it is the admin at its own address.
    if (asked.locale !== DEFAULT_LOCALE && /^\/admin(?:[/?]|$)/.test(asked.path))
      return reply.header('Cache-Control', 'no-store').redirect(asked.path, 308);
    const chosen = chosenLocale(request);
    if (!chosen || chosen === DEFAULT_LOCALE) return;
    const { pathname } = new URL(request.url, 'http://shop');
    if (NOT_A_STOREFRONT_PAGE.test(pathname) || !isNormalPath(request.url)) return;
    if (splitLocalePath(pathname).locale !== DEFAULT_LOCALE) return;
    return reply
      .code(307)
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Cookie')
      .redirect(localisedPath(request.url, chosen), 307);
  });
}
