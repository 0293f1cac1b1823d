import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Runs independent reads: at once on the database (each on a connection of the pool), one after another inside a
 * transaction, whose one connection runs one statement at a time (node-postgres queues the others and warns, and
 * pg 9 refuses them). A function that takes either an executor or a transaction reads through this, never through
 * `Promise.all` (api/test/setup.ts fails a suite that sends a statement on a busy connection).
 */
export async function readAll<const R extends readonly (() => unknown)[]>(
  db: Executor,
  reads: R,
): Promise<{ -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  type Results = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
