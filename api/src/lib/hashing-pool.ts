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
  /**
   * Times an address may have asked again before the Retry-After it was given (counted lately, fading by half every
   * 10 s) before its jobs wait behind every other address's: that is a flood, not a shopper trying again.
   */
  refusalsBeforeSuspect?: number;
}

/** Who a job is for: the line it waits in, and which lines it is served before or after. */
export interface HashClient {
  /** The client's address. */
  address: string;
  /** A sign-in from a known device (a device cookie for the account): its line is served first. */
  first?: boolean;
  /**
   * An address that has failed many sign-ins lately: its lines are served after every other, so a flood of bogus
   * sign-ins from a few addresses costs hashes only when nobody else is waiting.
   */
  suspect?: boolean;
}

const SERVER = '\u0000server';
/** A known device's jobs count apart from its address's, so a flood from a shared address cannot fill its line. */
const DEVICE = '\u0000device ';
const lineOf = (client: HashClient) => (client.first ? `${DEVICE}${client.address}` : client.address);

/** The tiers of lines, served in this order: known devices, everyone else, suspect addresses. */
const FIRST = 0;
const ORDINARY = 1;
const SUSPECT = 2;
/** How fast an address's count of refusals fades: by half every 10 s. */
const REFUSALS_HALF_LIFE_MS = 10_000;
/** Addresses whose refusals are remembered; the most faded are forgotten beyond this. */
const REFUSALS_KEPT = 10_000;
/**
 * How fast a slow spell's job time is forgotten when no job finishes to tell otherwise: what it measured above
 * the expected time halves every 15 s, so a busy spell ends once the machine is free again.
 */
const ESTIMATE_HALF_LIFE_MS = 15_000;

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

  /** Takes `client`'s whole line out (to wait in another tier). */
  take(client: string): Job[] {
    const line = this.lines.get(client) ?? [];
    this.lines.delete(client);
    this.queued -= line.length;
    return line;
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
 * sign-in from another, and an address with many jobs waits for its own. Lines come in three tiers, each
 * served only when the ones before it are empty: known devices, ordinary clients, and addresses that have
 * failed many sign-ins lately or keep asking before their Retry-After (a flood, not a shopper trying again).
 * A job that must wait and is predicted to finish more than `maxWaitMs` from now (its wait, the jobs ahead of it
 * × recent job time ÷ size, and its own run) is refused at once, never left to hang; a job a free worker can
 * start is always taken. A job is also refused when its tier and those before it hold `maxQueued` jobs, so
 * suspects filling the queue never refuse anyone else. The recent job time forgets a slow spell as time passes.
 */
export class HashingPool {
  readonly size: number;
  private readonly maxQueued: number;
  private readonly maxPerClient: number;
  private readonly maxWaitMs: number;
  private running = 0;
  private readonly tiers = [new Lines(), new Lines(), new Lines()];
  private readonly perClient = new Map<string, number>();
  /** What one job is expected to take on a machine that is not busy: the estimate fades back to it. */
  private readonly expectedJobMs: number;
  /** Recent job time, a moving average of the jobs finished, as of `jobMsAt`. */
  private jobMs: number;
  private jobMsAt = performance.now();
  /** The recent share of turns each tier took: a tier gets what the tiers before it leave. */
  private readonly shares = [0, 0, 0];
  private readonly refusalsBeforeSuspect: number;
  /** Each address's early retries lately, fading, as of `at`; and when it was told it may ask again. */
  private readonly refusals = new Map<string, { count: number; at: number; notBefore: number }>();

  constructor(options: HashingPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.maxQueued = options.maxQueued ?? this.size * 16;
    this.maxPerClient = options.maxPerClient ?? this.size * 2;
    this.maxWaitMs = options.maxWaitMs ?? 0;
    this.expectedJobMs = options.initialJobMs ?? 500;
    this.jobMs = this.expectedJobMs;
    this.refusalsBeforeSuspect = options.refusalsBeforeSuspect ?? 20;
  }

  /**
   * Recent job time as of `now`: the moving average, with what it holds above the expected time fading while no
   * job finishes. The next job to finish (the probe a free worker always takes) measures the machine afresh.
   */
  recentJobMs(now = performance.now()): number {
    const excess = this.jobMs - this.expectedJobMs;
    if (excess <= 0) return this.jobMs;
    return this.expectedJobMs + excess * 0.5 ** (Math.max(0, now - this.jobMsAt) / ESTIMATE_HALF_LIFE_MS);
  }

  /** An address's early retries, faded to now. */
  private refusedLately(address: string, now = performance.now()): number {
    const known = this.refusals.get(address);
    return known ? known.count * 0.5 ** ((now - known.at) / REFUSALS_HALF_LIFE_MS) : 0;
  }

  /**
   * Counts a refusal told to retry after `retryAfterSeconds`. Asking again before that time is what a flood does,
   * not a shopper: an address that has done it too often lately has its waiting jobs moved behind everyone else's.
   */
  private refused(client: HashClient, retryAfterSeconds: number): void {
    if (client.first) return;
    const now = performance.now();
    const known = this.refusals.get(client.address);
    const early = known !== undefined && now < known.notBefore;
    const count = this.refusedLately(client.address, now) + (early ? 1 : 0);
    this.refusals.delete(client.address);
    this.refusals.set(client.address, { count, at: now, notBefore: now + retryAfterSeconds * 900 });
    if (this.refusals.size > REFUSALS_KEPT) this.refusals.delete(this.refusals.keys().next().value as string);
    if (count >= this.refusalsBeforeSuspect) {
      const line = this.tiers[ORDINARY]!.take(client.address);
      for (const job of line) this.tiers[SUSPECT]!.push(client.address, job);
    }
  }

  /** The tier a client's jobs wait in: a known device's first, a suspect address's last. */
  private tierOf(client: HashClient | null): number {
    if (client?.first) return FIRST;
    if (client?.suspect) return SUSPECT;
    if (client && this.refusedLately(client.address) >= this.refusalsBeforeSuspect) return SUSPECT;
    return ORDINARY;
  }

  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queuedUpTo(SUSPECT) };
  }

  /** Jobs waiting in `tier` and the tiers served before it. */
  private queuedUpTo(tier: number): number {
    return this.tiers.slice(0, tier + 1).reduce((sum, lines) => sum + lines.queued, 0);
  }

  /**
   * How long a new job for `client` would wait before it starts: the jobs ahead of it and those running (half
   * done, on average), at the recent job time, over the workers. A job also waits for the jobs of earlier
   * tiers that will arrive meanwhile and go first: its tier gets only the share of turns they leave it.
   */
  predictedWaitMs(client: HashClient): number {
    const tier = this.tierOf(client);
    const ahead = (tier > FIRST ? this.queuedUpTo(tier - 1) : 0) + this.tiers[tier]!.ahead(lineOf(client));
    if (this.running + ahead < this.size) return 0;
    const taken = this.shares.slice(0, tier).reduce((sum, one) => sum + one, 0);
    const share = Math.max(0.2, 1 - taken);
    return Math.round(((ahead + 0.5 * this.running) * this.recentJobMs()) / (this.size * share));
  }

  /** Throws PoolBusyError now if a job for `client` would be refused, so a caller can skip work before hashing. */
  admit(client: HashClient): void {
    if (
      this.queuedUpTo(this.tierOf(client)) >= this.maxQueued ||
      (this.perClient.get(lineOf(client)) ?? 0) >= this.maxPerClient
    ) {
      this.refused(client, 1);
      throw new PoolBusyError(1);
    }
    if (this.maxWaitMs > 0) {
      // A job that starts at once is always taken: refusing it would spare no one a wait, and it measures the
      // machine afresh (an estimate from a busy spell that is over would otherwise refuse every job, for ever).
      const wait = this.predictedWaitMs(client);
      // The answer comes once the job itself is done too.
      if (wait > 0 && wait + this.recentJobMs() > this.maxWaitMs) {
        const retryAfter = Math.max(1, Math.ceil(wait / 1000));
        this.refused(client, retryAfter);
        throw new PoolBusyError(retryAfter);
      }
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
      this.tiers[this.tierOf(client)]!.push(line, entry);
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.size) {
      const tier = this.tiers.findIndex((lines) => lines.queued > 0);
      if (tier < 0) return;
      const { client, job } = this.tiers[tier]!.shift()!;
      this.shares.forEach((share, index) => {
        this.shares[index] = 0.9 * share + (index === tier ? 0.1 : 0);
      });
      this.running += 1;
      const started = performance.now();
      // The pool is told a job is done before its caller is, so a caller that asks again at once finds it free.
      const done = () => {
        const now = performance.now();
        this.jobMs = 0.7 * this.recentJobMs(now) + 0.3 * (now - started);
        this.jobMsAt = now;
        this.running -= 1;
        const left = (this.perClient.get(client) ?? 1) - 1;
        if (left > 0) this.perClient.set(client, left);
        else this.perClient.delete(client);
        this.pump();
      };
      job.run().then(
        (value) => {
          done();
          job.resolve(value);
        },
        (err: unknown) => {
          done();
          job.reject(err);
        },
      );
    }
  }
}
