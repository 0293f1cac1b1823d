import fp from 'fastify-plugin';
import { shipbubbleCourier } from '../../lib/couriers/shipbubble.js';
import { createCheckoutRates, type CheckoutRates } from './checkout-rates.js';
import { bookShipment, type DeliveryDeps } from './ship.js';
import { trackActiveShipments } from './tracking.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Courier delivery: the courier (null when none is set up), the database and the job queue. */
    delivery: DeliveryDeps;
    /** The courier's prices for home delivery at checkout (checkout-rates.ts); the zone's fee with no courier. */
    checkoutRates: CheckoutRates;
  }
}

declare module '../../lib/jobs.js' {
  interface JobQueues {
    /** Asks the courier where every shipment on its way is (tracking.ts): what webhooks missed is caught up. */
    'courier-track': Record<string, never>;
  }
}

/** How often the shipments on their way are tracked: webhooks carry the news, this catches what they lost. */
const TRACK_EVERY = '*/15 * * * *';

/**
 * The delivery's courier and background work: a booking the courier did not take is tried again with backoff (from
 * 30 s, doubling, for about two hours), and every 15 minutes one worker asks the courier where the shipments on their
 * way are. Nothing when no courier is set up.
 */
export default fp(
  async (fastify) => {
    const { shipbubble } = fastify.config;
    const courier = shipbubble.apiKey
      ? shipbubbleCourier({
          baseUrl: shipbubble.baseUrl,
          apiKey: shipbubble.apiKey,
          webhookSecret: shipbubble.webhookSecret ?? '',
        })
      : null;
    const deps: DeliveryDeps = { db: fastify.db, courier, jobs: fastify.jobs };
    fastify.decorate('delivery', deps);
    fastify.decorate(
      'checkoutRates',
      createCheckoutRates({ db: fastify.db, courier, secret: fastify.config.jwtSecret }),
    );
    fastify.jobs.work(
      'courier-book',
      async (job) => {
        await bookShipment(deps, job.data.shipmentId, { rethrow: true });
      },
      { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true },
    );
    fastify.jobs.work(
      'courier-track',
      async () => {
        await trackActiveShipments(deps);
      },
      { singleton: true, retryLimit: 1, retryDelaySeconds: 300, pollingSeconds: 60 },
    );
    if (courier) fastify.jobs.schedule('courier-track', TRACK_EVERY);
  },
  { name: 'delivery', dependencies: ['jobs'] },
);
