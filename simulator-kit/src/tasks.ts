/**
 * A simulator's background work (webhook deliveries and their retries, refunds and statuses on their way): tracked so
 * `settled()` can wait for it, with timers cleared and sleepers woken when the app closes.
 */
export interface Tasks {
  sleep(ms: number): Promise<void>;
  /** Counts a piece of work until it ends. */
  track(work: Promise<void>): void;
  /** Resolves once no tracked work is left. */
  settled(): Promise<void>;
  /** Runs `tick` every `ms` until the app closes. */
  every(ms: number, tick: () => void): void;
  clearTimers(): void;
}

export function createTasks(): Tasks {
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const sleepers = new Set<() => void>();
  return {
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          timers.delete(timer);
          sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        timers.add(timer);
        sleepers.add(wake);
      }),
    track(work) {
      const tracked: Promise<void> = work.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    every(ms, tick) {
      const timer = setInterval(tick, ms);
      timer.unref();
      timers.add(timer);
    },
    clearTimers() {
      // Sleepers wake at once, so work waiting for a retry ends instead of hanging; the retries find the app closed.
      for (const wake of [...sleepers]) wake();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
