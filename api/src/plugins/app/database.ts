import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp<{ database: Database; closeOnShutdown: boolean }>(
  async (fastify, { database, closeOnShutdown }) => {
    fastify.decorate('database', database);
    fastify.decorate('db', database.db);
    // On shutdown, requests already running finish before the database goes away.
    // Counted down when the response closes, which happens also when the client gives up (no onResponse then).
    let inFlight = 0;
    fastify.addHook('onRequest', async (_request, reply) => {
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    });
    if (closeOnShutdown) {
      fastify.addHook('onClose', async () => {
        for (let waited = 0; inFlight > 0 && waited < 10_000; waited += 50) await sleep(50);
        await database.close();
      });
    }
  },
  { name: 'database' },
);
