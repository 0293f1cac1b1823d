import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

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
    if (closeOnShutdown) fastify.addHook('onClose', async () => database.close());
  },
  { name: 'database' },
);
