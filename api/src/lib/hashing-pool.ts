import { availableParallelism } from 'node:os';

/** Thrown when the pool's queue is full: the caller answers 503 with Retry-After. */
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
}

const SERVER = '\u0000server';

interface Job {
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * A bounded pool for costly work (scrypt): at most `size` jobs run at once, each client (address) waits in
 * its own line, and the lines take turns, so a flood from one address cannot starve a sign-in from another.
 * When the queue is full a new job is refused at once rather than left to hang.
 */
export class HashingPool {
  readonly size: number;
  private readonly maxQueued: number;
  private readonly maxPerClient: number;
  private running = 0;
  private queued = 0;
  private readonly lines = new Map<string, Job[]>();
  private readonly perClient = new Map<string, number>();
  private readonly runningFor = new Map<string, number>();

  constructor(options: HashingPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.maxQueued = options.maxQueued ?? this.size * 16;
    this.maxPerClient = options.maxPerClient ?? this.size * 2;
  }

  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queued };
  }

  /** Throws PoolBusyError now if a job for `client` would be refused, so a caller can skip work before hashing. */
  admit(client: string): void {
    if (this.queued >= this.maxQueued || (this.perClient.get(client) ?? 0) >= this.maxPerClient) {
      throw new PoolBusyError(1);
    }
  }

  /** `client` null is the server's own work (seeding): it waits its turn but is never refused. */
  run<T>(clientOrServer: string | null, job: () => Promise<T>): Promise<T> {
    const client = clientOrServer ?? SERVER;
    const mine = this.perClient.get(client) ?? 0;
    if (clientOrServer !== null && (this.queued >= this.maxQueued || mine >= this.maxPerClient)) {
      return Promise.reject(new PoolBusyError(1));
    }
    this.perClient.set(client, mine + 1);
    return new Promise<T>((resolve, reject) => {
      const line = this.lines.get(client);
      const entry: Job = { run: job, resolve: resolve as (value: unknown) => void, reject };
      if (line) line.push(entry);
      else this.lines.set(client, [entry]);
      this.queued += 1;
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.size && this.queued > 0) {
      const client = this.nextClient();
      const line = this.lines.get(client) as Job[];
      const job = line.shift() as Job;
      // Map keeps insertion order: the line goes to the back (round robin).
      this.lines.delete(client);
      if (line.length > 0) this.lines.set(client, line);
      this.queued -= 1;
      this.running += 1;
      this.runningFor.set(client, (this.runningFor.get(client) ?? 0) + 1);
      job
        .run()
        .then(job.resolve, job.reject)
        .finally(() => {
          this.running -= 1;
          this.runningFor.set(client, (this.runningFor.get(client) ?? 1) - 1);
          if (this.runningFor.get(client) === 0) this.runningFor.delete(client);
          const left = (this.perClient.get(client) ?? 1) - 1;
          if (left > 0) this.perClient.set(client, left);
          else this.perClient.delete(client);
          this.pump();
        });
    }
  }

  /** The waiting client with the fewest jobs running, so a newcomer is served before a flood's next job. */
  private nextClient(): string {
    let best: string | undefined;
    let fewest = Infinity;
    for (const client of this.lines.keys()) {
      const running = this.runningFor.get(client) ?? 0;
      if (running < fewest) {
        best = client;
        fewest = running;
        if (running === 0) break;
      }
    }
    return best as string;
  }
}
