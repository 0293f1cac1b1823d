import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkoutQuoteSchema, orderSchema } from 'shared-contracts/schemas/order-answers';
import { checkoutQuoteQuerySchema, checkoutSchema } from 'shared-contracts/schemas/orders';
import { envelopeSchema } from 'shared-contracts/schemas/common';
import { idempotencyHeadersSchema } from 'shared-contracts/schemas/idempotency';
import { namedLocaleOf } from '../../../plugins/app/locale.js';
import { schema, type ValibotTypeProvider } from '../../../plugins/app/validation.js';
import { idempotencyKeyOf, idempotent, sendAnswer as send } from '../../../services/idempotency.js';
import { placeOrder } from '../place.js';
import { quoteCheckout } from '../quote.js';
import { checkoutCounter, checkoutFailure, checkoutOutcome } from '../outcome.js';
import { codeAttempts } from '../../promotions/index.js';
import { payNowOf } from '../../payments/index.js';
import { rememberLocale } from '../../customers/index.js';

const oneOrder = envelopeSchema(orderSchema);

/**
 * Checkout, under `/orders` beside the orders' own routes: placing the cart as an order (`POST /checkout`) and the
 * quote of what that would charge (`GET /quote`).
 */
const checkoutRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const db = fastify.db;
  const tags = ['orders'];
  app.addHook('onRequest', fastify.authenticate);

  const count = checkoutCounter(fastify.metrics.registry);
  const reserveForMs = fastify.config.paymentTimeoutMs;
  const payNowAvailable = () => fastify.payments !== null;
  /** The promo codes this shopper tries from this address, limited against guessing. */
  const codesOf = (request: FastifyRequest) =>
    codeAttempts(fastify.counters, fastify.config.promoCodeLimits, {
      userId: request.user.id,
      address: request.ip,
    });

  app.post(
    '/checkout',
    {
      schema: schema({
        body: checkoutSchema,
        headers: idempotencyHeadersSchema,
        tags,
        auth: true,
        summary:
          'Place an order from the cart (atomic; pay_now holds the stock for PAYMENT_TIMEOUT_MINUTES while POST orders/{id}/pay is awaited; 409 with `conflict` when stock is short, a product withdrawn, or the total differs from `expected_total`). With an Idempotency-Key, a repeat gets the first answer; the key with another body gets 422.',
        response: { 201: oneOrder },
      }),
    },
    async (request, reply) => {
      const userId = request.user.id;
      // The language the order is placed in: its receipt's, and the account's from now on.
      const locale = namedLocaleOf(request);
      try {
        if (request.body.payment_method === 'pay_now') payNowOf(fastify.payments);
        const key = idempotencyKeyOf(request);
        if (!key) {
          const order = await placeOrder(db, userId, request.body, {
            codes: codesOf(request),
            reserveForMs,
            payNowAvailable: payNowAvailable(),
            jobs: fastify.jobs,
            locale,
            rates: fastify.checkoutRates,
          });
          count('placed');
          await rememberLocale(db, userId, locale);
          // The receipt was queued with the order: a worker here sends it now rather than at its next look.
          fastify.jobs.queue.wake('mail');
          return reply.status(201).send({ data: order });
        }
        const answer = await idempotent(
          db,
          { userId, key, operation: 'checkout', body: request.body },
          async (tx) => {
            const order = await placeOrder(tx, userId, request.body, {
              codes: codesOf(request),
              reserveForMs,
              payNowAvailable: payNowAvailable(),
              jobs: fastify.jobs,
              locale,
              rates: fastify.checkoutRates,
            });
            return { status: 201, body: { data: order } };
          },
        );
        // A repeat of a checkout already counted is not counted again.
        if (!answer.replayed) count(checkoutOutcome(answer));
        if (answer.status === 201) await rememberLocale(db, userId, locale);
        fastify.jobs.queue.wake('mail');
        return send(reply, answer);
      } catch (error) {
        count(checkoutFailure(error));
        throw error;
      }
    },
  );

  app.get(
    '/quote',
    {
      schema: schema({
        querystring: checkoutQuoteQuerySchema,
        tags,
        auth: true,
        summary:
          'What checkout would charge for the cart now with this state (default: the last order’s, else Lagos), delivery (home or a pickup station) and promo code: discount, delivery fee and estimate (home delivery at the courier’s price and days when it answers within 2 s, with `delivery.courier_quote` for checkout; else the zone’s), VAT per rate, the payment ways offered, and the last shipping address used',
        response: { 200: envelopeSchema(checkoutQuoteSchema) },
      }),
    },
    async (request) => ({
      data: {
        ...(await quoteCheckout(db, request.user.id, request.query, {
          codes: codesOf(request),
          payNowAvailable: payNowAvailable(),
          rates: fastify.checkoutRates,
        })),
        whatsapp_updates: fastify.whatsapp.client !== null,
      },
    }),
  );
};

export default checkoutRoutes;
