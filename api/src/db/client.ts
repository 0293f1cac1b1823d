import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { StatementNames, withStatementName, type QueryArgument } from './statement-names.js';
import type { Database, DatabaseOptions, Db } from './types.js';

export { schema };
export type { Database, DatabaseOptions, Db, Executor, PoolStats, Tx } from './types.js';

export const API_DIR = process.env.KASUWA_API_DIR ?? apiDir();
export const MIGRATIONS_FOLDER = join(API_DIR, 'migrations');
/** The embedded database's thread (plain JavaScript, so tsx, jest and node all run it as it is). */
const PGLITE_SERVER = join(API_DIR, 'src', 'db', 'pglite-server.mjs');

function apiDir(): string {
  // Works from src/ (tsx), dist/ and jest: the api folder is the one holding this package's migrations, run from
  // itself, from the repository's root, or from a package beside it (bench/).
  const cwd = process.cwd();
  const candidates = [cwd, join(cwd, 'api'), join(cwd, '..', 'api')];
  return candidates.find((dir) => existsSync(join(dir, 'migrations', 'meta'))) ?? join(cwd, 'api');
}

const MIGRATION_LOCK = 4_242_001;

/**
 * Where drizzle's migrations journal lives: beside the tables when they have a schema of their own (PostgreSQL's
 * `schemaName`), else in drizzle's own schema (PGlite always).
 */
export const migrationsSchemaOf = (schemaName?: string): string => schemaName ?? 'drizzle';

async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
  return rows.length === 0;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.pgliteDir ?? 'memory://', options);
}

/**
 * PGlite in a worker thread of its own (pglite-server.mjs), reached over the PostgreSQL protocol on a Unix
 * socket: its queries run in WASM, and on the API's thread they held up every other request while they ran.
 * From here on it is a PostgreSQL with one connection, used like the real one. The socket serves only the
 * connections that give the password made here (it never leaves this process: the worker gets it as workerData).
 */
async function openPglite(dir: string, options: DatabaseOptions): Promise<Database> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  removeAbandonedSocketFolders();
  // mkdtemp makes the folder readable by this user only, so no one else can reach the socket. Its name carries
  // this process's id, so that a later start can tell it was abandoned if this process is killed outright.
  const socketDir = mkdtempSync(join(tmpdir(), `${SOCKET_FOLDER_PREFIX}${process.pid}-`));
  const password = randomBytes(32).toString('base64url');
  const worker = new Worker(PGLITE_SERVER, {
    workerData: {
      dataDir: dir,
      socketPath: join(socketDir, '.s.PGSQL.5432'),
      loadDataDir: options.pgliteFrom,
      password,
      idleInTransactionMs: options.pgliteIdleInTransactionMs,
      authenticationTimeoutMs: options.pgliteAuthenticationTimeoutMs,
    },
  });
  try {
    await nextMessage(worker);
  } catch (err) {
    // PGlite could not open the folder, say.
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    throw err;
  }
  // Should the thread ever fail, queries fail like those of an unreachable PostgreSQL (503s) and say why here.
  worker.on('error', (err) => console.error('PGlite thread error', err));
  let running = true;
  let closing = false;
  worker.on('exit', (code) => {
    running = false;
    if (!closing) console.error(`PGlite thread exited with code ${code}`);
  });

  const database = openPool(
    // One connection, never let go when idle: PGlite is a single session, which every request takes in turn.
    {
      Client: pgliteConnectionNaming(new StatementNames()),
      host: socketDir,
      user: 'postgres',
      database: 'postgres',
      password,
      max: 1,
      idleTimeoutMillis: 0,
    },
    'pglite',
  );
  return {
    ...database,
    async dumpTo(file) {
      const dumped = nextMessage(worker);
      worker.postMessage({ dumpTo: file });
      await dumped;
    },
    async close() {
      closing = true;
      await database.close();
      if (running) {
        // PGlite writes its state to the folder as it closes.
        const closed = nextMessage(worker);
        worker.postMessage('close');
        await closed.catch((err: unknown) => console.error('PGlite thread did not close cleanly', err));
        await worker.terminate();
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * How long a request waits for its turn at a connection while every one is in use before it is answered 503 "busy":
 * under a rush (a thousand checkouts in a few seconds) the line is long, and each turn is short. Within the
 * storefront's 20 s request timeout (shop-runtime's REQUEST_TIMEOUT_MS), leaving time for the request's own work.
 */
export const TURN_WAIT_MS = 15_000;
/**
 * How long opening a connection to PostgreSQL may take: past it the database is taken as unreachable and the
 * request answered 503 at once, well within the storefront's 20 s. (PGlite's socket, on a thread of this process,
 * answers or refuses at once.)
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/** A connection to PostgreSQL that gives up opening after CONNECT_TIMEOUT_MS; the pool waits longer for a turn. */
class PostgresConnection extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

const SOCKET_FOLDER_PREFIX = 'kasuwa-pglite-';
/** A socket folder's name: the prefix, the id of the process that made it, then mkdtemp's letters. */
const SOCKET_FOLDER_NAME = new RegExp(`^${SOCKET_FOLDER_PREFIX}(\\d+)-`);

/**
 * Removes the socket folders of API processes that ended without closing their database (killed outright, or
 * crashed): this user's folders whose process is gone. A folder whose id now belongs to another process is kept.
 */
function removeAbandonedSocketFolders(): void {
  const uid = process.getuid?.();
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(SOCKET_FOLDER_NAME.exec(name)?.[1]);
    if (!pid || isRunning(pid)) continue;
    const folder = join(tmpdir(), name);
    try {
      if (uid === undefined || statSync(folder).uid === uid) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A connection to the PGlite thread. Its one session outlives each connection (node-postgres drops a connection
 * after any failed query), so a new connection starts by dropping the statements the last one prepared, which
 * node-postgres would otherwise prepare again under the same names.
 */
class PgliteConnection extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ((err: Error) => void) | ((err: null, client: pg.Client) => void)): void;
  override connect(
    callback?: ((err: Error) => void) | ((err: null, client: pg.Client) => void),
  ): Promise<pg.Client> | undefined {
    const ready = super.connect().then(async (client) => {
      await client.query('deallocate all');
      return client;
    });
    if (!callback) return ready;
    ready.then(
      (client) => (callback as (err: null, client: pg.Client) => void)(null, client),
      (err: Error) => (callback as (err: Error) => void)(err),
    );
    return undefined;
  }
}

/**
 * PgliteConnection whose statements with parameters run as prepared statements named by `names`, PGlite's plans
 * kept for the session (statement-names.ts). The names are the database's own: every connection to its session
 * prepares a name for the same text.
 */
function pgliteConnectionNaming(names: StatementNames): typeof pg.Client {
  return class extends PgliteConnection {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      (this as { query: unknown }).query = (...args: unknown[]) =>
        query(withStatementName(names, args[0] as QueryArgument, args[1]), ...args.slice(1));
    }
  };
}

/** The worker's next message; rejects if the worker fails or exits first. */
function nextMessage(worker: Worker): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const settle = (then: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      then();
    };
    const onMessage = (message: unknown) => settle(() => resolve(message));
    const onError = (err: Error) => settle(() => reject(err));
    const onExit = (code: number) =>
      settle(() => reject(new Error(`the PGlite thread exited with code ${code}`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

function openPostgres(connectionString: string, options: DatabaseOptions): Database {
  // public stays on the path after the schema: the database's extensions (pg_trgm, unaccent) live there.
  const searchPath = options.schemaName ? `-c search_path="${options.schemaName}",public` : undefined;
  return openPool(
    {
      Client: PostgresConnection,
      connectionString,
      max: options.poolSize ?? 10,
      options: searchPath,
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
    },
    'postgres',
    options.schemaName,
  );
}

/** The folder's migrations in journal order, each with its tag (its file's name) and hash (what drizzle records). */
function folderMigrations(
  migrationsFolder = MIGRATIONS_FOLDER,
): { tag: string; hash: string; folderMillis: number; sql: string[] }[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder }).map((migration, i) => ({
    ...migration,
    tag: journal.entries[i]?.tag ?? `migration ${i}`,
  }));
}

const migrationsTable = (migrationsSchema: string) => `"${migrationsSchema}"."__drizzle_migrations"`;

/**
 * Makes drizzle's migrator, which runs after it, apply exactly the migrations a database lacks, whatever dates the
 * versions that made it recorded (docs/operations.md, "Upgrades"). drizzle runs a migration only when its journal date
 * is later than the latest date recorded, and records `hash` (sha256 of the SQL) and `created_at` (the journal's date):
 * a database whose versions dated migrations otherwise than this journal does would have some skipped or run twice.
 * Here, in one transaction, a migration is known by its hash:
 * - one recorded at an earlier date than this journal's is recorded at the journal's, so drizzle does not run it again;
 * - one not recorded but dated no later than the latest recorded (drizzle would skip it) is applied here, in journal
 *   order, and recorded at its journal date.
 * The rest, dated after everything recorded, drizzle applies in turn. A new database (no record yet) is left to it.
 * `migrationsFolder` is this version's; the upgrade test passes an earlier version's, to migrate as it did.
 */
export async function reconcileMigrations(
  client: pg.PoolClient,
  migrationsSchema: string,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  const table = migrationsTable(migrationsSchema);
  const { rows: found } = await client.query<{ exists: boolean }>(
    'select to_regclass($1) is not null as exists',
    [table],
  );
  if (!found[0]?.exists) return;
  const migrations = folderMigrations(migrationsFolder);
  await client.query('begin');
  try {
    for (const { hash, folderMillis } of migrations)
      await client.query(`update ${table} set created_at = $2 where hash = $1 and created_at < $2`, [
        hash,
        folderMillis,
      ]);
    const { rows } = await client.query<{ hash: string; created_at: string }>(
      `select hash, created_at from ${table}`,
    );
    const recorded = new Set(rows.map((row) => row.hash));
    const latest = Math.max(...rows.map((row) => Number(row.created_at)));
    for (const { tag, hash, folderMillis, sql: statements } of migrations) {
      if (recorded.has(hash) || folderMillis > latest) continue;
      try {
        for (const statement of statements) await client.query(statement);
      } catch (err) {
        throw new Error(`${tag}, which the database lacks, could not be applied: ${(err as Error).message}`, {
          cause: err,
        });
      }
      await client.query(`insert into ${table} (hash, created_at) values ($1, $2)`, [hash, folderMillis]);
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

function openPool(config: pg.PoolConfig, kind: Database['kind'], schemaName?: string): Database {
  const pool = new pg.Pool({
    // The pool's own limit is the wait for a turn; each database's connection has its own limit for opening.
    connectionTimeoutMillis: TURN_WAIT_MS,
    ...config,
  });
  pool.on('error', (err) => console.error(`${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} pool error`, err));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind,
    pool,
    schemaName,
    async migrate(onEmpty) {
      // Several replicas may start at once: one migrates and seeds, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const onClient = drizzlePg({ client, schema });
        const locked = onClient as unknown as Db;
        const migrationsSchema = migrationsSchemaOf(schemaName);
        await reconcileMigrations(client, migrationsSchema);
        await migratePg(onClient, { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema });
        if (onEmpty && (await isEmpty(locked))) await onEmpty(locked);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolStats() {
      return {
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      };
    },
    async pendingMigrations() {
      const table = migrationsTable(schemaName ?? 'drizzle');
      const { rows: found } = await pool.query<{ exists: boolean }>(
        'select to_regclass($1) is not null as exists',
        [table],
      );
      const { rows } = found[0]?.exists
        ? await pool.query<{ hash: string }>(`select hash from ${table}`)
        : { rows: [] };
      const recorded = new Set(rows.map((row) => row.hash));
      return folderMigrations()
        .filter(({ hash }) => !recorded.has(hash))
        .map(({ tag }) => tag);
    },
    async close() {
      await pool.end();
    },
  };
}
