import type { Paginated } from 'shared-contracts/schemas/common';
import type { FailedJob as FailedJobAnswer } from 'shared-contracts/schemas/jobs';
import type { Executor } from '../db/client.js';
import type {
  FailedJob,
  JobHandler,
  JobName,
  JobQueue,
  JobQueues,
  ProcessRole,
  QueueCount,
  SendOptions,
  WorkOptions,
} from '../lib/jobs.js';

export type { FailedJob } from '../lib/jobs.js';

/** The app's job queue (`fastify.jobs`, plugins/app/jobs.ts), as the services and modules send to and work it. */
export interface Jobs {
  /** What this process does: `server` (HTTP), `worker` (jobs) or `all`. */
  role: ProcessRole;
  /**
   * Writes a job with `executor`, the database or an open transaction: sent in a transaction, the job exists only if
   * that transaction commits (the outbox). Answers the job's id, or null when a job with the same `key` exists.
   * Delivery is at least once: a handler must be safe to run again.
   */
  send<N extends JobName>(
    executor: Executor,
    name: N,
    data: JobQueues[N],
    options?: SendOptions,
  ): Promise<string | null>;
  /**
   * Declares a queue and its handler, from a feature plugin as it registers (every role declares it, so that a server
   * can send to it; the handler runs only where jobs run).
   */
  work<N extends JobName>(name: N, handler: JobHandler<JobQueues[N]>, options?: WorkOptions): void;
  /** Sends a job to `name` on the cron schedule (UTC, five fields), once per tick across all workers. */
  schedule(name: JobName, cron: string): void;
  /** Each queue's depth: waiting, active, failed, and the age of the oldest waiting job (metrics). */
  counts(): Promise<QueueCount[]>;
  /** The engine, for the failed-jobs services below. */
  queue: JobQueue;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Jobs that failed for good (every attempt used), newest first, kept 7 days: what the admin's failed-jobs page lists.
 * Each names its queue, a line of its data, the last error and the attempts made.
 */
export function listFailedJobs(jobs: Pick<Jobs, 'queue'>, limit = 100): Promise<FailedJob[]> {
  return jobs.queue.failed(Math.min(Math.max(1, Math.trunc(limit)), 500));
}

/**
 * Puts a failed job back in its queue, with one more attempt; a worker runs it again (its handler is safe to run
 * twice). False when no failed job has that id (never was, already retried, or no longer kept).
 */
export async function retryFailedJob(jobs: Pick<Jobs, 'queue'>, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return jobs.queue.retry(id);
}

/** A page of failed jobs, newest first, as the admin API answers it. */
export async function failedJobsPage(
  jobs: Pick<Jobs, 'queue'>,
  query: { page: number; page_size: number },
): Promise<Paginated<FailedJobAnswer>> {
  const [count, found] = [
    await jobs.queue.failedCount(),
    await jobs.queue.failed(query.page_size, (query.page - 1) * query.page_size),
  ];
  return {
    results: found.map((job) => ({
      id: job.id,
      queue: job.queue,
      summary: job.summary,
      error: job.error,
      attempts: job.attempts,
      created_at: job.createdAt.toISOString(),
      failed_at: job.failedAt.toISOString(),
    })),
    count,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Why a job could not be retried: no job has that id (`unknown`), or it has not failed (`not failed`). */
export async function whyNotRetried(
  jobs: Pick<Jobs, 'queue'>,
  id: string,
): Promise<'unknown' | 'not failed'> {
  return UUID.test(id) && (await jobs.queue.stateOf(id)) !== null ? 'not failed' : 'unknown';
}
