/**
 * The embedded database (PGlite) runs on a thread of its own, reached over the PostgreSQL protocol on a Unix
 * socket that only this user can open, so its queries never hold up the API's event loop.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { rowsOf } from './helpers.js';
import { poolOf } from './wire-client.js';
import { openEmpty } from './embedded-database-helpers.js';

describe('the embedded database', () => {
  it('leaves the event loop free while a query runs', async () => {
    const database = await openDatabase({});
    try {
      const ticks: number[] = [];
      const timer = setInterval(() => ticks.push(performance.now()), 5);
      const started = performance.now();
      await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
      const ended = performance.now();
      clearInterval(timer);
      const duration = ended - started;
      // The query is long enough to tell: on the event loop's own thread it would run in one piece.
      expect(duration).toBeGreaterThan(100);
      const during = [started, ...ticks.filter((t) => t > started && t < ended), ended];
      const longestGap = Math.max(...during.slice(1).map((t, i) => t - (during[i] ?? t)));
      expect(longestGap).toBeLessThan(duration / 2);
    } finally {
      await database.close();
    }
  });

  it('is reached through a socket in a folder only its user can enter, removed on close', async () => {
    const database = await openEmpty();
    const socketDir = poolOf(database).options.host ?? '';
    try {
      expect(socketDir.startsWith(tmpdir())).toBe(true);
      expect(existsSync(join(socketDir, '.s.PGSQL.5432'))).toBe(true);
      expect(statSync(socketDir).mode & 0o777).toBe(0o700);
      // The socket itself is this user's alone too.
      expect(statSync(join(socketDir, '.s.PGSQL.5432')).mode & 0o777).toBe(0o600);
      await database.ping();
    } finally {
      await database.close();
    }
    expect(existsSync(socketDir)).toBe(false);
  });

  it("removes the socket folders of processes that died without closing theirs, and keeps a live one's", async () => {
    // The id of a process that has ended (ids are not reused this quickly).
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    const abandoned = join(tmpdir(), `kasuwa-pglite-${dead}-test`);
    const live = join(tmpdir(), `kasuwa-pglite-${process.ppid}-test`);
    for (const folder of [abandoned, live]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, '.s.PGSQL.5432'), '');
    }
    try {
      const database = await openEmpty();
      await database.close();
      expect(existsSync(abandoned)).toBe(false);
      expect(existsSync(live)).toBe(true);
    } finally {
      rmSync(abandoned, { recursive: true, force: true });
      rmSync(live, { recursive: true, force: true });
    }
  });

  it('keeps what was written in its folder when closed and opened again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kasuwa-embedded-'));
    try {
      const first = await openDatabase({ pgliteDir: dir });
      await first.db.execute(sql`create table kept (note text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
      await first.close();

      const second = await openDatabase({ pgliteDir: dir });
      try {
        const { rows } = await poolOf(second).query<{ note: string }>('select note from kept');
        expect(rows).toEqual([{ note: 'still here' }]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs its prepared statements again after a failed query has replaced the connection', async () => {
    const database = await openEmpty();
    const pool = poolOf(database);
    const prepared = { name: 'embedded_one', text: 'select 1 as n' };
    try {
      expect((await pool.query(prepared)).rows).toEqual([{ n: 1 }]);
      // node-postgres drops a connection after any failed query; the session, and what it prepared, remain.
      await expect(pool.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
      expect((await pool.query(prepared)).rows).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  });

  it('prepares a statement with parameters the second time it runs, and keeps using it', async () => {
    const database = await openEmpty();
    const pool = poolOf(database);
    const prepared = async () =>
      (
        await pool.query<{ statement: string }>(
          "select statement from pg_prepared_statements where statement like '%embedded_plans%'",
        )
      ).rows.map((row) => row.statement);
    try {
      await database.db.execute(sql`create table embedded_plans (n int)`);
      await database.db.execute(sql`insert into embedded_plans values (1), (2), (3)`);
      const atLeast = (n: number) =>
        rowsOf<{ n: number }>(database.db, sql`select n from embedded_plans where n >= ${n}`);
      expect(await atLeast(2)).toEqual([{ n: 2 }, { n: 3 }]);
      expect(await prepared()).toEqual([]);
      expect(await atLeast(3)).toEqual([{ n: 3 }]);
      expect(await prepared()).toEqual(['select n from embedded_plans where n >= $1']);
      expect(await atLeast(1)).toHaveLength(3);
      // A statement without parameters is never prepared (it may be several).
      await database.db.execute(sql`select n from embedded_plans`);
      await database.db.execute(sql`select n from embedded_plans`);
      expect(await prepared()).toEqual(['select n from embedded_plans where n >= $1']);
      // A failed query replaces the connection: the next prepares it again, in the same session.
      await expect(pool.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
      expect(await atLeast(3)).toEqual([{ n: 3 }]);
      expect(await prepared()).toEqual(['select n from embedded_plans where n >= $1']);
      // A statement that fails as it runs, inside a transaction and then as a prepared one, runs when it can.
      const share = (by: number) =>
        rowsOf<{ share: number }>(database.db, sql`select n / ${by} as share from embedded_plans`);
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select n from embedded_plans where n >= ${1}`);
          await tx.execute(sql`select n / ${0} as share from embedded_plans`);
        }),
      ).rejects.toHaveProperty('cause.message', 'division by zero');
      await expect(share(0)).rejects.toHaveProperty('cause.message', 'division by zero');
      expect(await share(1)).toEqual([{ share: 1 }, { share: 2 }, { share: 3 }]);
      expect(await prepared()).toContain('select n / $1 as share from embedded_plans');
      expect(await atLeast(2)).toEqual([{ n: 2 }, { n: 3 }]);
    } finally {
      await database.close();
    }
  });

  it('runs a query sent during a transaction after the transaction, seeing what it committed', async () => {
    const database = await openEmpty();
    try {
      await database.db.execute(sql`create table counted (n int)`);
      let inside!: () => void;
      const entered = new Promise<void>((resolve) => (inside = resolve));
      const transaction = database.db.transaction(async (tx) => {
        inside();
        await tx.execute(sql`insert into counted values (1)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.execute(sql`insert into counted values (2)`);
      });
      await entered;
      const outside = poolOf(database).query<{ total: number }>(
        'select cast(count(*) as int) as total from counted',
      );
      await transaction;
      expect((await outside).rows).toEqual([{ total: 2 }]);
    } finally {
      await database.close();
    }
  });

  /** A connection of its own to the database's socket, beside the pool's one (the thread allows two). */
  const secondConnection = async (database: Database) => {
    const { host, password } = poolOf(database).options;
    const client = new pg.Client({ host, user: 'postgres', database: 'postgres', password });
    await client.connect();
    return client;
  };

  it("keeps the session for a connection inside its transaction: another's statement waits until it commits", async () => {
    const database = await openEmpty();
    const other = await secondConnection(database);
    try {
      await database.db.execute(sql`create table ledger (n int)`);
      const pooled = await poolOf(database).connect();
      await pooled.query('begin');
      await pooled.query('insert into ledger values (1)');
      let counted = false;
      const outside = other
        .query<{ total: number }>('select cast(count(*) as int) as total from ledger')
        .then((result) => {
          counted = true;
          return result;
        });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Inside the transaction the other connection's statement has not run: it would see no row, or one not
      // yet committed.
      expect(counted).toBe(false);
      await pooled.query('insert into ledger values (2)');
      await pooled.query('commit');
      pooled.release();
      expect((await outside).rows).toEqual([{ total: 2 }]);
    } finally {
      await other.end();
      await database.close();
    }
  });

  it('rolls back the transaction of a connection that goes away inside it, and serves the next one', async () => {
    const database = await openEmpty();
    const leaving = await secondConnection(database);
    // Its going away is the point: told, not thrown.
    leaving.on('error', () => undefined);
    try {
      await database.db.execute(sql`create table kept_or_not (note text)`);
      await leaving.query('begin');
      await leaving.query(`insert into kept_or_not values ('never committed')`);
      // Waits for the session, which the leaving connection holds.
      const after = poolOf(database).query<{ note: string }>('select note from kept_or_not');
      (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      expect((await after).rows).toEqual([]);
      // Not left inside the transaction: what is written now stays.
      await database.db.execute(sql`insert into kept_or_not values ('kept')`);
      const { rows } = await poolOf(database).query<{ note: string }>('select note from kept_or_not');
      expect(rows).toEqual([{ note: 'kept' }]);
    } finally {
      await leaving.end().catch(() => undefined);
      await database.close();
    }
  });
});
