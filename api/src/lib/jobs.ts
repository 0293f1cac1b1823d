import { createHash } from 'node:crypto';
import { PgTransaction } from 'drizzle-orm/pg-core';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { failedJobOf, type FailedJob, type FailedJobRow } from './failed-jobs.js';
import { executorOf, poolExecutor, type Executor, type SqlExecutor } from './job-executors.js';

export type { FailedJob } from './failed-jobs.js';
export { executorOf, type Executor } from './job-executors.js';

/**
 * The shop's job queue (docs/operations.md, "Jobs and workers"): pg-boss on the shop's own database, PostgreSQL or
 * the embedded PGlite, in a schema of its own. A job is a row, so it can be written in the transaction of the change
 * it follows: it exists exactly when that change was committed (the outbox), and no other store (Redis) is needed.
 *
 * Each feature names its queues and their data by adding to `JobQueues`:
 *
 *     declare module '../../lib/jobs.js' {
 *       interface JobQueues { 'campaign-batch': { campaignId: number; batch: number } }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each feature (declaration merging)
export interface JobQueues {}

export type JobName = keyof JobQueues & string;

/** Where the process runs: `server` answers HTTP only, `worker` runs jobs only, `all` does both (npm start). */
export type ProcessRole = 'server' | 'worker' | 'all';

export const runsJobs = (role: ProcessRole) => role !== 'server';
export const servesHttp = (role: ProcessRole) => role !== 'worker';

export interface SendOptions {
  /**
   * The business key of this piece of work (`order-12-receipt`): a second send with the same key, while the first
   * job is kept (14 days after it ends), is ignored and answers null. A retried request so enqueues once.
   */
  key?: string;
  /** Not before this moment, or this many seconds from now. */
  startAfter?: Date | number;
  /** Overrides the queue's own (see WorkOptions). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  priority?: number;
}

export interface WorkOptions {
  /** Attempts after the first before the job is failed for good (2 unless given). */
  retryLimit?: number;
  /** Seconds before a retry (0 unless given), doubled each time with `retryBackoff`. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * How long one attempt may run: past it the attempt counts as failed (its worker stopped, or hangs) and the job is
   * retried. 15 minutes unless given.
   */
  expireInSeconds?: number;
  /** Jobs of this queue one worker process runs at once (1 unless given). */
  concurrency?: number;
  /**
   * How often an idle worker looks for this queue's jobs, in seconds (`JOB_POLLING_SECONDS` unless given): longer
   * for scheduled work that may wait, so idle workers cost the database less (on PGlite, its one session).
   */
  pollingSeconds?: number;
  /**
   * At most one job of the queue waits and one runs, across all workers: periodic work (a schedule) neither overlaps
   * nor piles up. A job sent while one already waits is ignored (null).
   */
  singleton?: boolean;
}

export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** Aborted when the process stops: a long job may end early (what is left must be picked up again). */
  signal?: AbortSignal;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/** One queue's depth, for metrics and alerts. */
export interface QueueCount {
  queue: string;
  /** Created or waiting for a retry, and due. */
  waiting: number;
  active: number;
  /** Failed for good and kept (7 days), shown to the admin to retry. */
  failed: number;
  /** Seconds the oldest due job has waited (0 when none waits). */
  oldestWaitingSeconds: number;
}

/** A uuid made from a business key, so that the same key always names the same job (its id: `stateOf`). */
export function keyId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\0${key}`).digest('hex');
  // Shaped as a version 8 (custom) uuid.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

export interface JobQueueOptions {
  pool: pg.Pool;
  /** Other processes may use the same database (PostgreSQL): setting the queue up takes a lock. */
  shared: boolean;
  /** The database schema of the queue's tables (`pgboss`, or `<shop schema>_jobs`). */
  schema: string;
  role: ProcessRole;
  /** How often an idle worker looks for jobs (seconds, at least 0.5). */
  pollingSeconds: number;
  /** How often a worker fails the jobs whose attempt ran out of time (`expireInSeconds`), so they are retried. */
  maintenanceSeconds: number;
  /** How often a worker's clock looks whether a schedule is due (seconds, 1–45). */
  clockSeconds: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

interface Registered {
  options: WorkOptions;
  handler: JobHandler<unknown>;
}

/** The advisory lock (with the schema's hash) under which one process at a time sets the queue up. */
const QUEUE_SETUP_LOCK = 4_242_002;

/** Kept 7 days: failed jobs stay where the admin can retry them. */
const KEEP_FAILED_SECONDS = 7 * 24 * 60 * 60;

export class JobQueue {
  readonly role: ProcessRole;
  readonly schema: string;
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Registered>();
  private readonly schedules = new Map<string, string>();
  private readonly workerIds = new Map<string, string[]>();
  private started = false;
  private readonly stopping = new AbortController();
  /** The engine's statements under way, and whether it has stopped (see `stop`). */
  private engineStatements = 0;
  private engineStopped = false;
  private readonly engineIdle = new Set<() => void>();

  constructor(private readonly options: JobQueueOptions) {
    this.role = options.role;
    this.schema = options.schema;
    const worker = runsJobs(options.role);
    this.boss = new PgBoss({
      db: this.engineExecutor() as PgBoss.Db,
      schema: options.schema,
      // Maintenance (expiring stuck attempts, archiving) and the clock of schedules run only where jobs run.
      supervise: worker,
      schedule: worker,
      migrate: true,
      maintenanceIntervalSeconds: options.maintenanceSeconds,
      cronMonitorIntervalSeconds: options.clockSeconds,
      archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
    });
    this.boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  }

  /** Declares a queue and what runs its jobs (only in a process that runs jobs). Before `start`. */
  work<N extends JobName>(name: N, handler: JobHandler<JobQueues[N]>, options: WorkOptions = {}): void {
    if (this.started) throw new Error(`queue ${name} declared after the job queue started`);
    if (this.queues.has(name)) throw new Error(`queue ${name} declared twice`);
    this.queues.set(name, { options, handler: handler as JobHandler<unknown> });
  }

  /** Sends a job to the queue `name` on the cron schedule (UTC), from whichever worker's clock is first. Before `start`. */
  schedule(name: JobName, cron: string): void {
    if (this.started) throw new Error(`schedule ${name} declared after the job queue started`);
    this.schedules.set(name, cron);
  }

  /** Creates (or upgrades) the queue's tables, its queues and schedules; starts the workers where jobs run. */
  async start(): Promise<void> {
    this.started = true;
    await this.oneAtATime(() => this.setUp());
    if (!runsJobs(this.role)) return;
    for (const [name, { options, handler }] of this.queues) {
      const ids: string[] = [];
      for (let i = 0; i < (options.concurrency ?? 1); i += 1) {
        ids.push(
          await this.boss.work(
            name,
            {
              pollingIntervalSeconds: Math.max(this.options.pollingSeconds, options.pollingSeconds ?? 0),
              batchSize: 1,
            },
            async ([job]) => {
              if (job)
                await handler({ id: job.id, name: job.name, data: job.data, signal: this.stopping.signal });
            },
          ),
        );
      }
      this.workerIds.set(name, ids);
    }
  }

  /**
   * Runs `work` while no other process sets up this queue: replicas started together would otherwise create the same
   * queues at once, and PostgreSQL ends one of them as a deadlock. The lock is a session's, held on a connection of
   * its own while `work` runs on the others; PGlite (one connection, one process) needs none, and a pool of one
   * connection (a tool's, not a replica's) cannot spare one.
   */
  private async oneAtATime(work: () => Promise<void>): Promise<void> {
    if (!this.options.shared || (this.options.pool.options.max ?? 10) < 2) return work();
    const client = await this.options.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1, hashtext($2))', [QUEUE_SETUP_LOCK, this.schema]);
      try {
        await work();
      } finally {
        await client
          .query('select pg_advisory_unlock($1, hashtext($2))', [QUEUE_SETUP_LOCK, this.schema])
          .catch(() => undefined);
      }
    } finally {
      client.release();
    }
  }

  /** Creates (or upgrades) the queue's tables, its queues and, where jobs run, its schedules. */
  private async setUp(): Promise<void> {
    await this.boss.start();
    for (const [name, { options }] of this.queues) {
      const queue: PgBoss.Queue = {
        name,
        policy: options.singleton ? 'stately' : 'standard',
        ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
        ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
        ...(options.retryBackoff !== undefined ? { retryBackoff: options.retryBackoff } : {}),
        ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
      };
      await this.boss.createQueue(name, queue);
      // A queue declared earlier with other settings takes these.
      await this.boss.updateQueue(name, queue);
    }
    if (!runsJobs(this.role)) return;
    // A schedule this version no longer declares (or that configuration turned off) stops.
    for (const { name } of await this.boss.getSchedules())
      if (!this.schedules.has(name)) await this.boss.unschedule(name);
    for (const [name, cron] of this.schedules) await this.boss.schedule(name, cron, {});
  }

  /**
   * Writes a job with `executor`: the database (the job exists at once), or an open transaction (the job exists only
   * if that transaction commits). Answers the job's id, or null when a job with the same key exists.
   */
  async send<N extends JobName>(
    executor: Executor,
    name: N,
    data: JobQueues[N],
    options: SendOptions = {},
  ): Promise<string | null> {
    if (!this.queues.has(name)) throw new Error(`no queue ${name} is declared`);
    const id = await this.boss.send(name, data as object, {
      db: executorOf(executor) as PgBoss.Db,
      ...(options.key !== undefined ? { id: keyId(name, options.key), singletonKey: options.key } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
      ...(options.expireInSeconds !== undefined ? { expireInSeconds: options.expireInSeconds } : {}),
      ...(options.priority !== undefined ? { priority: options.priority } : {}),
    });
    // Outside a transaction the job is there now: an idle worker here takes it without waiting for its next look.
    if (id !== null && !(executor instanceof PgTransaction)) this.wake(name);
    return id;
  }

  /** Wakes this process's idle workers of `name` (a job sent outside a transaction is due now). */
  wake(name: JobName): void {
    for (const id of this.workerIds.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /** The data of the jobs of `name` waiting or running. */
  async open<N extends JobName>(name: N): Promise<JobQueues[N][]> {
    const { rows } = await poolExecutor(this.options.pool).executeSql(
      `select data from ${this.schema}.job where name = $1 and state < 'completed'`,
      [name],
    );
    return (rows as { data: JobQueues[N] }[]).map((row) => row.data);
  }

  /** Each declared queue's depth (see QueueCount). */
  async counts(): Promise<QueueCount[]> {
    const { rows } = await poolExecutor(this.options.pool).executeSql(
      `select name,
        count(*) filter (where state < 'active' and start_after <= now())::int as waiting,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed')::int as failed,
        coalesce(extract(epoch from now() - min(start_after) filter (where state < 'active' and start_after <= now())), 0)::float8 as oldest
      from ${this.schema}.job where name = any($1::text[]) group by name`,
      [[...this.queues.keys()]],
    );
    const found = new Map(
      (rows as { name: string; waiting: number; active: number; failed: number; oldest: number }[]).map(
        (r) => [r.name, r],
      ),
    );
    return [...this.queues.keys()].sort().map((queue) => {
      const row = found.get(queue);
      return {
        queue,
        waiting: row?.waiting ?? 0,
        active: row?.active ?? 0,
        failed: row?.failed ?? 0,
        oldestWaitingSeconds: Math.round(row?.oldest ?? 0),
      };
    });
  }

  /** How many failed jobs are kept (the admin's list, a page at a time). */
  async failedCount(): Promise<number> {
    const { rows } = await poolExecutor(this.options.pool).executeSql(
      `select count(*)::int as n from ${this.schema}.job where state = 'failed' and name not like '\\_\\_pgboss%'`,
    );
    return (rows[0] as { n: number } | undefined)?.n ?? 0;
  }

  /** A job's state (created, retry, active, completed, cancelled, failed), or null when no job has that id. */
  async stateOf(id: string): Promise<string | null> {
    const { rows } = await poolExecutor(this.options.pool).executeSql(
      `select state from ${this.schema}.job where id = $1`,
      [id],
    );
    return (rows[0] as { state: string } | undefined)?.state ?? null;
  }

  /** Failed jobs, newest first (see FailedJob), `limit` of them after the first `offset`. */
  async failed(limit = 100, offset = 0): Promise<FailedJob[]> {
    const { rows } = await poolExecutor(this.options.pool).executeSql(
      `select id, name, data, output, retry_count, created_on, completed_on
      from ${this.schema}.job where state = 'failed' and name not like '\\_\\_pgboss%'
      order by completed_on desc, id limit $1 offset $2`,
      [limit, offset],
    );
    return (rows as FailedJobRow[]).map(failedJobOf);
  }

  /** Puts a failed job back in its queue; false when no failed job has that id. */
  async retry(id: string): Promise<boolean> {
    const { rows } = await poolExecutor(this.options.pool).executeSql(
      `select name from ${this.schema}.job where id = $1 and state = 'failed'`,
      [id],
    );
    const name = (rows[0] as { name: string } | undefined)?.name;
    if (!name) return false;
    // pg-boss answers how many jobs it moved, though its types say void.
    const result = (await this.boss.retry(name, id)) as unknown as { affected: number } | undefined;
    return result?.affected === 1;
  }

  /**
   * Stops fetching; jobs running here have up to `timeoutMs` to finish, then are failed (and so retried by another
   * worker, or by this one after a restart).
   */
  async stop(timeoutMs: number): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping.abort();
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    // pg-boss's stop waits for running jobs, not for a worker's loop caught inside its fetch: that statement ends
    // here, and whatever the loops send after it finds nothing, so nothing touches the pool once the app closes it.
    // A job taken by such a fetch stays active until it expires, and is then run again.
    this.engineStopped = true;
    if (this.engineStatements > 0)
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.engineIdle.delete(done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        this.engineIdle.add(done);
      });
  }

  /** The engine's own statements, on the shop's pool; after `stop`, none runs (each finds no rows). */
  private engineExecutor(): SqlExecutor {
    const pool = poolExecutor(this.options.pool);
    return {
      executeSql: async (text, values) => {
        if (this.engineStopped) return { rows: [] };
        this.engineStatements += 1;
        try {
          return await pool.executeSql(text, values);
        } finally {
          this.engineStatements -= 1;
          if (this.engineStatements === 0) for (const done of [...this.engineIdle]) done();
        }
      },
    };
  }
}
