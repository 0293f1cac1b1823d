/**
 * The embedded database (PGlite) runs on a thread of its own, reached over the PostgreSQL protocol on a Unix
 * socket that only this user can open, so its queries never hold up the API's event loop.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../src/db/client.js';
import { RawConnection, message, poolOf, query, socketOf, startupPacket, within } from './wire-client.js';
import { openEmpty } from './embedded-database-helpers.js';

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
