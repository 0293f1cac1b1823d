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
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/client.js';
import { pgliteDump } from './pglite-dumps.js';
import { RawConnection, message, poolOf, query, socketOf, startupPacket, within } from './wire-client.js';

/**
 * A new embedded database started from a copy of a new cluster, as the API's tests start theirs: creating the cluster
 * (initdb) is the slowest part of opening one, and what a fresh start does is tested below (`openDatabase({})`).
 */
const openEmpty = async (options: DatabaseOptions = {}) =>
  openDatabase({ ...options, pgliteFrom: await pgliteDump('empty') });

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

/**
 * What reaches the socket from anything but the API: the socket answers only the API's own connections (a password
 * made at each start), refuses a frame it cannot read by closing that connection with a protocol error, and ends a
 * connection that sits idle inside a transaction. The thread survives all of it and answers the API's next query.
 */
describe("the embedded database's socket", () => {
  /** The API's own next query is answered, promptly: the thread neither hangs nor died. */
  const answers = async (database: Database) => {
    const { rows } = await within(
      poolOf(database).query<{ n: number }>('select 1 as n'),
      10_000,
      "the API's next query",
    );
    expect(rows).toEqual([{ n: 1 }]);
  };
  /** Closed within `ms`, even if the thread never answers again (a test that fails must not hang the run). */
  const closeWithin = (database: Database, ms = 10_000) =>
    within(database.close(), ms, 'closing the database').catch(() => undefined);

  /** One database for the frames below: it must answer after every one of them. */
  let shared: Database;
  beforeAll(async () => {
    shared = await openEmpty();
  });
  afterAll(() => closeWithin(shared));

  it('refuses a connection without the password the API was given: nothing it sends runs', async () => {
    const database = shared;
    const { path } = socketOf(database);
    const intruder = await RawConnection.open(path);
    try {
      intruder.send(Buffer.concat([startupPacket(), query('create table intruder (n int)')]));
      await intruder.closedByServer();
      expect(intruder.messages().some((m) => m.type === 'Z')).toBe(false);
      const { rows } = await poolOf(database).query<{ name: string | null }>(
        "select to_regclass('intruder')::text as name",
      );
      expect(rows).toEqual([{ name: null }]);

      const guessing = new pg.Client({
        host: poolOf(database).options.host,
        user: 'postgres',
        password: 'guess',
      });
      await expect(guessing.connect()).rejects.toMatchObject({ code: '28P01' });
      await guessing.end().catch(() => undefined);
      // A password of the right length that is not the one: refused alike.
      const sameLength = new pg.Client({
        host: poolOf(database).options.host,
        user: 'postgres',
        password: 'x'.repeat(socketOf(database).password?.length ?? 0),
      });
      await expect(sameLength.connect()).rejects.toMatchObject({ code: '28P01' });
      await sameLength.end().catch(() => undefined);
      await answers(database);
    } finally {
      await intruder.end();
    }
  });

  /** A signed-in connection that sends `frame` is closed with a protocol error, and the database answers after. */
  const closesWithProtocolError = async (frame: Buffer) => {
    const connection = await RawConnection.signedIn(shared);
    try {
      connection.send(frame);
      await connection.closedByServer();
      expect(connection.errorCodes()).toEqual(['08P01']);
      await answers(shared);
    } finally {
      await connection.end();
    }
  };

  it.each([
    ['−1', -1],
    ['−5', -5],
    ['0', 0],
    ['2³¹ − 1 (never sent)', 0x7fffffff],
  ])(
    'closes a connection whose message claims a length of %s with a protocol error, and answers the next query',
    (_name, length) => closesWithProtocolError(message('Q', Buffer.alloc(0), length)),
  );

  it.each([
    ['an unknown type', message('z', 'abc')],
    ['a password once signed in', message('p', 'secret\0')],
    ['a function call', message('F', Buffer.alloc(8))],
  ])('refuses %s (the API never sends it) and answers the next query', (_name, frame) =>
    closesWithProtocolError(frame),
  );

  it.each([
    ['a length below the header', Buffer.from([0, 0, 0, 3, 0, 3, 0, 0])],
    ['a length over PostgreSQL’s 10,000 bytes', startupPacket(Buffer.alloc(20_000, 0x61))],
    ['parameters without their final terminator', startupPacket(Buffer.from('user\0postgres\0'))],
    ['a key without a value', startupPacket(Buffer.from('user\0postgres\0database\0\0'))],
    ['no user', startupPacket({ database: 'postgres' })],
    ['another protocol version', Buffer.from([0, 0, 0, 8, 0, 2, 0, 0])],
  ])('refuses a startup packet with %s, and answers the next query', async (_name, packet) => {
    const database = shared;
    const connection = await RawConnection.open(socketOf(database).path);
    try {
      connection.send(packet);
      await connection.closedByServer();
      expect(connection.errorCodes()).toHaveLength(1);
      await answers(database);
    } finally {
      await connection.end();
    }
  });

  it('closes a connection that does not sign in within its time; those that wait do not keep the API out', async () => {
    const database = await openEmpty({ pgliteAuthenticationTimeoutMs: 500 });
    const { path } = socketOf(database);
    // The API's connection is dropped (as after a failed query), and silent strangers fill every place meanwhile.
    const pooled = await poolOf(database).connect();
    pooled.release(true);
    const silent = await Promise.all([1, 2, 3].map(() => RawConnection.open(path)));
    try {
      // The API opens its connection again, beside them.
      await answers(database);
      await Promise.all(silent.map((connection) => connection.closedByServer(3000)));
    } finally {
      await Promise.all(silent.map((connection) => connection.end()));
      await closeWithin(database);
    }
  });

  it('ends a connection idle inside its transaction, rolls it back, and gives the session to the others', async () => {
    const database = await openEmpty({ pgliteIdleInTransactionMs: 300 });
    const { host, password } = poolOf(database).options;
    const idle = new pg.Client({ host, user: 'postgres', database: 'postgres', password });
    const ended = new Promise<Error>((resolve) => idle.once('error', resolve));
    try {
      await idle.connect();
      await database.db.execute(sql`create table left_open (note text)`);
      await idle.query('begin');
      await idle.query(`insert into left_open values ('never committed')`);
      // Waits for the session, which the idle connection holds until it is ended.
      const { rows } = await within(
        poolOf(database).query<{ note: string }>('select note from left_open'),
        5000,
        'a query waiting behind an idle transaction',
      );
      expect(rows).toEqual([]);
      expect(await ended).toMatchObject({ code: '25P03' });
    } finally {
      await idle.end().catch(() => undefined);
      await closeWithin(database);
    }
  });

  it('lets a transaction that keeps working run past the idle limit', async () => {
    const database = await openEmpty({ pgliteIdleInTransactionMs: 300 });
    try {
      await database.db.execute(sql`create table busy (n int)`);
      await database.db.transaction(async (tx) => {
        for (let n = 1; n <= 6; n += 1) {
          await tx.execute(sql`insert into busy values (${n})`);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      });
      const { rows } = await poolOf(database).query<{ total: number }>(
        'select cast(count(*) as int) as total from busy',
      );
      expect(rows).toEqual([{ total: 6 }]);
    } finally {
      await closeWithin(database);
    }
  });

  it('survives random and malformed byte streams, signed in or not, and answers the API after each', async () => {
    const database = await openEmpty({
      pgliteIdleInTransactionMs: 300,
      pgliteAuthenticationTimeoutMs: 300,
    });
    const seed = Number(process.env.WIRE_FUZZ_SEED) || Date.now() % 1_000_000;
    const random = mulberry32(seed);
    const int = (below: number) => Math.floor(random() * below);
    const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
    const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));
    /** One piece of a hostile stream. */
    const piece = (): Buffer =>
      pick([
        () => bytes(int(64)),
        // A header whose length is negative, zero, too short, huge or just past the bytes that follow.
        () =>
          message(
            pick(['Q', 'P', 'B', 'E', 'S', 'z', '\0', 'p', 'X']),
            bytes(int(16)),
            pick([-1, -5, -0x80000000, 0, 3, 0x7fffffff, 0x40000000, 4 + int(4096)]),
          ),
        // A well-formed message of a type the API sends, with a body of noise.
        () => message(pick(['Q', 'P', 'B', 'D', 'E', 'S', 'H', 'C']), bytes(int(48))),
        () => query(pick(['begin', 'select 1', 'select * from nowhere', "select '\u0000'"])),
        () => startupPacket(bytes(int(40))),
      ])();
    try {
      for (let round = 0; round < 150; round += 1) {
        const signedIn = random() < 0.5;
        const connection = signedIn
          ? await RawConnection.signedIn(database)
          : await RawConnection.open(socketOf(database).path);
        const stream = Buffer.concat(Array.from({ length: 1 + int(4) }, piece));
        // In pieces of any size, as a socket may deliver them.
        for (let at = 0; at < stream.length;) {
          const size = 1 + int(stream.length - at);
          connection.send(stream.subarray(at, at + size));
          at += size;
        }
        // The server closes it, or it goes away itself, truncated where it stopped.
        if (random() < 0.5)
          await within(connection.closed, 3000, `round ${round} (seed ${seed})`).catch(() => undefined);
        await connection.end();
        await answers(database).catch((error: unknown) => {
          throw new Error(`round ${round} (seed ${seed}): ${String(error)}`);
        });
      }
      // Nothing a stranger sent is left open: what the API writes now is kept.
      await database.db.execute(sql`create table after_fuzz (n int)`);
      await database.db.execute(sql`insert into after_fuzz values (1)`);
      const { rows } = await poolOf(database).query('select n from after_fuzz');
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await closeWithin(database);
    }
  }, 120_000);
});

/** A small seeded generator, so that a failing fuzz run can be repeated (WIRE_FUZZ_SEED). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
