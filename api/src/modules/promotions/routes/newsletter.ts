import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import {
  newsletterConfirmParamsSchema,
  newsletterConfirmQuerySchema,
  newsletterSchema,
  newsletterSubscriptionSchema,
} from 'shared-contracts/schemas/newsletter';
import { namedLocaleOf } from '../../../plugins/app/locale.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { queueMail } from '../../../services/mail-queue.js';
import { confirmSubscription, newsletterConfirmedPath, newsletterConfirmPage } from '../newsletter.js';

/** The newsletter's sign-up (double opt-in) and its confirmation page. */
const newsletterRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['store'];

  app.post(
    '/newsletter/subscribe',
    {
      schema: schema({
        body: newsletterSchema,
        tags,
        summary: 'Subscribe to the newsletter: mails a confirmation link (double opt-in)',
        response: { 200: envelopeSchema(newsletterSubscriptionSchema) },
      }),
    },
    async (request) => {
      const { email } = request.body;
      await fastify.limitMail(request, email);
      // The job records the request and mails a new link (unless the address is confirmed already): the answer is
      // the same whether or not a mail goes out.
      const locale = namedLocaleOf(request);
      await queueMail(fastify.jobs, db, {
        kind: 'newsletter-confirmation',
        email,
        ...(locale ? { locale } : {}),
      });
      return { data: { email, subscribed: true } };
    },
  );

  // Opening the link only shows a page with a button: mail scanners and link previews fetch links (GET or
  // HEAD) without a person behind them, so only the button's POST confirms.
  app.get(
    '/newsletter/confirm/:token',
    {
      schema: schema({
        params: newsletterConfirmParamsSchema,
        querystring: newsletterConfirmQuerySchema,
        tags,
        summary:
          'The confirmation link: a page whose button confirms (a POST to the same address), in the language `lang` names',
        response: { 200: v.string() },
      }),
    },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await newsletterConfirmPage(db, request.query.lang)),
  );

  // The page's button is a plain HTML form: the browser posts an empty urlencoded body. Only this route
  // accepts that type (a plugin of its own); its content is never read.
  await fastify.register(async (confirm) => {
    confirm.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    confirm.withTypeProvider<ValibotTypeProvider>().post(
      '/newsletter/confirm/:token',
      {
        schema: schema({
          params: newsletterConfirmParamsSchema,
          querystring: newsletterConfirmQuerySchema,
          tags,
          summary:
            "The confirmation page's button: confirms the address and sends the browser to the shop, in the page's language",
          response: { 303: v.null() },
        }),
      },
      async (request, reply) => {
        const email = await confirmSubscription(db, request.params.token);
        const home = newsletterConfirmedPath(request.query.lang, email !== null);
        return reply.redirect(`${fastify.config.appUrl}${home}`, 303);
      },
    );
  });
};

export default newsletterRoutes;
