import fp from 'fastify-plugin';
import { convertStoredPictures } from '../../services/pictures.js';

/**
 * Once the app is ready, makes the variants of product photos stored before pictures had them (services/pictures.ts),
 * in the background: the API answers meanwhile, sending such a photo as it is until its variants exist.
 */
export default fp(
  async (fastify) => {
    let stopping = false;
    let running: Promise<unknown> = Promise.resolve();
    fastify.addHook('onReady', async () => {
      running = convertStoredPictures(fastify.db, fastify.config.uploadDir, {
        stopped: () => stopping,
        log: (message, err) => (err ? fastify.log.warn({ err }, message) : fastify.log.info(message)),
      }).catch((err: unknown) => fastify.log.warn({ err }, 'picture conversion stopped'));
    });
    fastify.addHook('onClose', async () => {
      stopping = true;
      await running;
    });
  },
  { name: 'picture-conversion', dependencies: ['database', 'config'] },
);
