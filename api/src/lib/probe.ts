/** How long a dependency may take to answer a ping before it counts as down. */
export const PING_TIMEOUT_MS = 2_000;

export interface ProbeResult {
  status: 'up' | 'down';
  latency_ms: number;
  /** Why it is down, in words safe to show anyone: it did not answer in time, or it failed. */
  reason?: string;
  /** The failure itself, for the log only. */
  error?: unknown;
}

/** Runs `ping` within PING_TIMEOUT_MS and says whether it answered, and how fast. */
export async function probe(ping: () => Promise<unknown>, timeoutMs = PING_TIMEOUT_MS): Promise<ProbeResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  try {
    await Promise.race([
      ping(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new Error(`no answer in ${timeoutMs} ms`));
        }, timeoutMs);
      }),
    ]);
    return { status: 'up', latency_ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return {
      status: 'down',
      latency_ms: Math.round(performance.now() - started),
      reason: timedOut ? `no answer in ${timeoutMs} ms` : 'failed',
      error,
    };
  } finally {
    clearTimeout(timer);
  }
}
