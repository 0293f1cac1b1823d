/**
 * The simulator's background work (statuses on their way, webhook deliveries and retries): tracked so `settled()` can
 * wait for it, with timers cleared when the app closes.
 */
export interface Tasks {
  sleep(ms: number): Promise<void>;
  /** Counts a piece of work until it ends. */
  track(work: Promise<void>): void;
  /** Resolves once no tracked work is left. */
  settled(): Promise<void>;
  clearTimers(): void;
}

export function createTasks(): Tasks {
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  return {
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, ms);
        timers.add(timer);
      }),
    track(work) {
      const tracked: Promise<void> = work.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    },
    async settled() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    clearTimers() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
