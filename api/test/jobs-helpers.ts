import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { JobName } from '../src/lib/jobs.js';

/**
 * Waits until no job of `queues` is due or running: the jobs sent so far (mails, refunds) have run. Idle workers are
 * woken at each look, so a job sent in a transaction runs at once rather than at the worker's next poll.
 */
export async function jobsSettled(
  app: FastifyInstance,
  queues: JobName[] = ['mail', 'refund', 'payment-webhook'],
  timeoutMs = 20_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const counts = (await app.jobs.counts()).filter((c) => (queues as string[]).includes(c.queue));
    if (counts.every((c) => c.waiting + c.active === 0)) return;
    if (Date.now() > until) throw new Error(`jobs still open: ${JSON.stringify(counts)}`);
    for (const queue of queues) app.jobs.queue.wake(queue);
    await sleep(25);
  }
}
