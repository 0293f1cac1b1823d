import { availableParallelism } from 'node:os';

/** Thrown when the pool would make a job wait too long: the caller answers 503 with Retry-After. */
export class PoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Password hashing is busy');
    this.name = 'PoolBusyError';
  }
}

export interface HashingPoolOptions {
  /** Hashes running at once; one per core by default. */
  size?: number;
  /** Jobs waiting, over all clients. */
  maxQueued?: number;
  /** Jobs waiting or running for one client. */
  maxPerClient?: number;
  /** A job predicted to finish (wait, then run) later than this from now is refused at once (0: no bound). */
  maxWaitMs?: number;
  /** What one job is expected to take before any has been timed. */
  initialJobMs?: number;
}

/** Who a job is for: the line it waits in, and whether it goes ahead of the ordinary lines. */
export interface HashClient {
  /** The client's address. */
  address: string;
  /** A sign-in from a known device (a device cookie for the account): its line is served first. */
  first?: boolean;
}

const SERVER = '\u0000server';
/** A known device's jobs count apart from its address's, so a flood from a shared address cannot fill its line. */
const DEVICE = '\u0000device ';
const lineOf = (client: HashClient) => (client.first ? `${DEVICE}${client.address}` : client.address);

interface Job {
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** Lines by client, served round robin: a line that has had its turn goes to the back. */
class Lines {
  private readonly lines = new Map<string, Job[]>();
  queued = 0;

  push(client: string, job: Job): void {
    const line = this.lines.get(client);
    if (line) line.push(job);
    else this.lines.set(client, [job]);
    this.queued += 1;
  }

  /** The next job in turn: the front of the first line, whose rest moves to the back. */
  shift(): { client: string; job: Job } | undefined {
    const first = this.lines.entries().next();
    if (first.done) return undefined;
    const [client, line] = first.value;
    const job = line.shift() as Job;
    this.lines.delete(client);
    if (line.length > 0) this.lines.set(client, line);
    this.queued -= 1;
    return { client, job };
  }

  /** Jobs served before one more job of `client`: each line gives at most as many turns as that job waits for. */
  ahead(client: string): number {
    const turns = (this.lines.get(client)?.length ?? 0) + 1;
    let jobs = 0;
    for (const [other, line] of this.lines)
      jobs += other === client ? turns - 1 : Math.min(line.length, turns);
    return jobs;
  }
}

/**
 * A bounded pool for costly work (scrypt): at most `size` jobs run at once, each client (address) waits in
 * its own line, and the lines take turns (round robin), so a flood from many addresses cannot starve a
 * sign-in from another. Known devices have lines of their own, served before the rest. A job predicted to
 * finish more than `maxWaitMs` from now (its wait, jobs ahead × recent job time ÷ size, and its own run) is
 * refused at once, never left to hang.
 */
export class HashingPool {
  readonly size: number;
  private readonly maxQueued: number;
  private readonly maxPerClient: number;
  private readonly maxWaitMs: number;
  private running = 0;
  private readonly first = new Lines();
  private readonly rest = new Lines();
  private readonly perClient = new Map<string, number>();
  /** Recent job time, a moving average of the jobs finished. */
  private jobMs: number;
  /** The recent share of turns known devices took: the ordinary lines get the rest. */
  private firstShare = 0;

  constructor(options: HashingPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.maxQueued = options.maxQueued ?? this.size * 16;
    this.maxPerClient = options.maxPerClient ?? this.size * 2;
    this.maxWaitMs = options.maxWaitMs ?? 0;
    this.jobMs = options.initialJobMs ?? 500;
  }

  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.first.queued + this.rest.queued };
  }

  /**
   * How long a new job for `client` would wait before it starts: the jobs ahead of it and those running (half
   * done, on average), at the recent job time, over the workers. An ordinary job also waits for the known
   * devices' jobs that will arrive meanwhile and go first: its lines get only the share of turns known
   * devices leave them.
   */
  predictedWaitMs(client: HashClient): number {
    const key = lineOf(client);
    const ahead = client.first ? this.first.ahead(key) : this.first.queued + this.rest.ahead(key);
    if (this.running + ahead < this.size) return 0;
    const share = client.first ? 1 : Math.max(0.2, 1 - this.firstShare);
    return Math.round(((ahead + 0.5 * this.running) * this.jobMs) / (this.size * share));
  }

  /** Throws PoolBusyError now if a job for `client` would be refused, so a caller can skip work before hashing. */
  admit(client: HashClient): void {
    if (
      this.load.queued >= this.maxQueued ||
      (this.perClient.get(lineOf(client)) ?? 0) >= this.maxPerClient
    ) {
      throw new PoolBusyError(1);
    }
    if (this.maxWaitMs > 0) {
      // The answer comes once the job itself is done too.
      const wait = this.predictedWaitMs(client);
      if (wait + this.jobMs > this.maxWaitMs) throw new PoolBusyError(Math.max(1, Math.ceil(wait / 1000)));
    }
  }

  /** `client` null is the server's own work (seeding): it waits its turn but is never refused. */
  run<T>(client: HashClient | null, job: () => Promise<T>): Promise<T> {
    if (client !== null) {
      try {
        this.admit(client);
      } catch (err) {
        return Promise.reject(err);
      }
    }
    const line = client ? lineOf(client) : SERVER;
    this.perClient.set(line, (this.perClient.get(line) ?? 0) + 1);
    return new Promise<T>((resolve, reject) => {
      const entry: Job = { run: job, resolve: resolve as (value: unknown) => void, reject };
      (client?.first ? this.first : this.rest).push(line, entry);
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.size) {
      const next = this.first.shift() ?? this.rest.shift();
      if (!next) return;
      const { client, job } = next;
      this.firstShare = 0.9 * this.firstShare + (client.startsWith(DEVICE) ? 0.1 : 0);
      this.running += 1;
      const started = performance.now();
      job
        .run()
        .then(job.resolve, job.reject)
        .finally(() => {
          this.jobMs = 0.7 * this.jobMs + 0.3 * (performance.now() - started);
          this.running -= 1;
          const left = (this.perClient.get(client) ?? 1) - 1;
          if (left > 0) this.perClient.set(client, left);
          else this.perClient.delete(client);
          this.pump();
        });
    }
  }
}
