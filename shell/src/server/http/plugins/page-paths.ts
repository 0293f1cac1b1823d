// One normal form for the paths the shop answers: what is cached and what is rendered come from the same string.
import type { FastifyInstance } from 'fastify';

/**
 * What a path in its normal form never holds: a backslash (raw or encoded), an encoded dot or slash, an encoded NUL,
 * a dot segment, or an empty segment. URL parsers and the router read such paths differently (the WHATWG parser
 * turns `\` into `/` and resolves `..` and `%2e%2e`; React Router does not), so one could name one page to a cache
 * and render another.
 */
const NOT_NORMAL = /\\|%5c|%2e|%2f|%00|\/\/|(?:^|\/)\.\.?(?:\/|$)/i;

/** Whether the path of a request target (before any `?`) is in its normal form. */
export function isNormalPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.startsWith('/') && !NOT_NORMAL.test(path);
}

/**
 * The one string a page is cached under and rendered from: its normal path (as the URL parser writes it) and its
 * query's parameters in order. Only for a path `isNormalPath` accepts.
 */
export function pageUrl(url: string): string {
  const parsed = new URL(url, 'http://shop');
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/**
 * Refuses, before any route or cache sees it, a request whose path is not in its normal form (400). The API behind
 * /api reads its own paths.
 */
export function refuseUnusualPaths(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/') || isNormalPath(request.url)) return;
    return reply
      .code(400)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(
        'Bad request: the path is not in its normal form (no backslashes, dot segments or encoded dots and slashes).',
      );
  });
}
