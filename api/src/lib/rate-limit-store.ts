import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Counters } from './counters.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * @fastify/rate-limit's store on the app's counters: shared through Redis, in memory while Redis is down
 * (plugins/app/counters.ts). Without it the plugin's own Redis store fails every request when Redis stops.
 */
export function countersStore(counters: Counters, prefix: string) {
  const answer = (callback: Callback) =>
    [
      ({ count, ttlMs }: { count: number; ttlMs: number }) => callback(null, { current: count, ttl: ttlMs }),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
    ] as const;

  return class CountersStore implements FastifyRateLimitStore {
    private readonly key: string;
    /** The plugin passes its options; a route's child store passes its own key prefix. */
    constructor(_options?: unknown, key: string = prefix) {
      this.key = key;
    }

    incr(id: string, callback: Callback, timeWindow: number): void {
      void counters.add(`${this.key}${id}`, timeWindow).then(...answer(callback));
    }

    read(id: string, callback: Callback): void {
      void counters.get(`${this.key}${id}`).then(...answer(callback));
    }

    /** At run time the plugin passes the route's merged options with `routeInfo`, as its own stores read. */
    child(routeOptions: ChildOptions): CountersStore {
      const { routeInfo } = routeOptions as ChildOptions & { routeInfo?: { method: string; url: string } };
      const route = routeInfo ?? { method: String(routeOptions.method), url: routeOptions.url };
      return new CountersStore(undefined, `${this.key}${route.method}${route.url}-`);
    }
  };
}
