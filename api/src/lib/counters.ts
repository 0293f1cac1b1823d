/** Events per key in a fixed window: Redis when configured, so replicas share the counts (plugins/app/counters.ts). */
export interface Counters {
  get(key: string): Promise<{ count: number; ttlMs: number }>;
  /** Counts one more event; the window starts with the first. Returns the new count and time left. */
  add(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
}
