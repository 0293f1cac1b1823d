import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { newsletterUnsubscribeQuerySchema } from 'shared-contracts/schemas/campaigns';
import { escapeMarkup } from '../../../lib/escape-markup.js';
import { unsubscribe, type UnsubscribeOutcome } from '../campaigns.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title></head>
<body>
<main>
<h1>${escapeMarkup(title)}</h1>
${body}
</main>
</body>
</html>
`;

// The page's form posts the same body a mail program's one-click button does (RFC 8058).
const ASK_PAGE = page(
  "Unsubscribe from Kasuwa's newsletter",
  `<p>Press the button and Kasuwa will stop sending you its newsletter.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>
<p>If you opened this link by mistake, close this page and nothing changes.</p>`,
);

const OUTCOME_PAGES: Record<UnsubscribeOutcome, { status: number; html: string }> = {
  unsubscribed: {
    status: 200,
    html: page(
      'You are unsubscribed',
      "<p>You will not receive Kasuwa's newsletter any more. You can subscribe again at the bottom of any page of the shop.</p>",
    ),
  },
  already: {
    status: 200,
    html: page('You are unsubscribed', "<p>This address no longer receives Kasuwa's newsletter.</p>"),
  },
  test: {
    status: 200,
    html: page(
      'This was a test mail',
      '<p>The link in a test mail unsubscribes nobody. In the real mail it unsubscribes the subscriber.</p>',
    ),
  },
  invalid: {
    status: 400,
    html: page(
      'This unsubscribe link is not valid',
      "<p>Use the link at the bottom of the newsletter you received, or write to us and we'll take you off the list.</p>",
    ),
  },
};

/**
 * The unsubscribe link of every campaign mail and of its List-Unsubscribe header. A POST unsubscribes at once,
 * with no page and no cookie, as RFC 8058's one-click button does; its answer is a page, not a redirect (the RFC
 * says mail programs do not follow one). Opening the link (GET or HEAD) only shows a page with a button, because
 * mail scanners and link previews open links without a person behind them.
 */
const newsletterUnsubscribeRoutes: FastifyPluginAsync = async (fastify) => {
  const tags = ['store'];
  fastify.withTypeProvider<ValibotTypeProvider>().get(
    '/newsletter/unsubscribe',
    {
      schema: schema({
        querystring: newsletterUnsubscribeQuerySchema,
        tags,
        summary: 'The unsubscribe link: a page whose button unsubscribes (a POST to the same address)',
        response: { 200: v.string() },
      }),
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(ASK_PAGE),
  );

  // Mail programs post `List-Unsubscribe=One-Click` urlencoded or as multipart/form-data; the token in the
  // address is all that counts, so the body is never read (multipart is parsed only on demand).
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  fastify.withTypeProvider<ValibotTypeProvider>().post(
    '/newsletter/unsubscribe',
    {
      schema: schema({
        querystring: newsletterUnsubscribeQuerySchema,
        tags,
        summary: 'One-click unsubscribe (RFC 8058): unsubscribes the address the signed token names',
        response: { 200: v.string() },
      }),
    },
    async (request, reply) => {
      const outcome = await unsubscribe(fastify.db, fastify.campaigns.settings.secret, request.query.token);
      const { status, html } = OUTCOME_PAGES[outcome];
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    },
  );
};

export default newsletterUnsubscribeRoutes;
