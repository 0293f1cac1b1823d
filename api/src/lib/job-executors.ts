import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';

/** The database or an open transaction (db/client.ts's Executor): whatever runs a Drizzle statement. */
export interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** pg-boss's executor: any way to run one statement with $n parameters. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A Drizzle executor (the database or an open transaction) as pg-boss's: a job sent through it is written by that
 * transaction. pg-boss's statements number their parameters ($1 … $n) and use some more than once, each use with
 * its own cast: each becomes one bound parameter again (Drizzle numbers them in the order they first appear), and
 * its later uses refer to it by that number, so PostgreSQL infers one type for it as before.
 */
export function executorOf(db: Executor): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const bound = new Map<string, number>();
      const chunks: SQL[] = [];
      for (const part of text.split(/(\$\d+)/)) {
        if (!/^\$\d+$/.test(part)) {
          chunks.push(sql.raw(part));
        } else if (bound.has(part)) {
          chunks.push(sql.raw(`$${bound.get(part)}`));
        } else {
          bound.set(part, bound.size + 1);
          chunks.push(sql`${sql.param(values[Number(part.slice(1)) - 1])}`);
        }
      }
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/**
 * pg-boss's own statements run on a connection of the shop's pool. Some are several statements in an explicit
 * transaction (its maintenance, under an advisory lock); one that fails is rolled back before the connection goes
 * back to the pool, so the next user of the connection (on PGlite, the only one) is not left in a failed transaction.
 */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      const client = await pool.connect();
      try {
        return await client.query(text, values);
      } catch (err) {
        if (/^\s*begin\b/i.test(text)) await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
  };
}
