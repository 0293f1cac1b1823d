import type { FailedJob } from '../lib/jobs.js';
import type { Jobs } from '../plugins/app/jobs.js';

export type { FailedJob } from '../lib/jobs.js';

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
