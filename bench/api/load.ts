/**
 * Load for bench/api.ts, generated in a process of its own so that autocannon does not take the API's
 * event loop or CPU. Prints one line of JSON: the autocannon figures bench/api.ts reads.
 * Usage: tsx bench/api/load.ts '<json: { url, connections, duration, kind? }>'
 * kind: 'plain' (GET url), 'distinct-listings' (a listing the answer cache has not seen on every request,
 * with the same products as the first page), 'bogus-logins' (sign-ins with unknown emails), 'bogus-resets'
 * (password resets with made-up tokens), the two spread over `addresses` client addresses; 'paths' (each of
 * `paths` in turn: searches, or suggestions as shoppers type).
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  connections: number;
  duration: number;
  kind?: 'plain' | 'distinct-listings' | 'bogus-logins' | 'bogus-resets' | 'paths';
  /** For 'paths': the paths asked in turn, one per request. */
  paths?: string[];
  /** The flood's client addresses (a small botnet): each request comes from the next (X-Forwarded-For). */
  addresses?: number;
}

export interface LoadResult {
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  statuses: Record<string, number>;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
let n = 0;
const requests: autocannon.Request[] = [];
const options: autocannon.Options = { url: spec.url, connections: spec.connections, duration: spec.duration };
if (spec.kind === 'distinct-listings') {
  // The minimum price steps by one kobo per request (₦0.01 … ₦1,000), below every product's price.
  requests.push({
    setupRequest: (request) => {
      n += 1;
      return { ...request, path: `/api/products?page_size=24&min_price=${(n % 100_000) / 100}` };
    },
  });
} else if (spec.kind === 'paths') {
  const paths = spec.paths ?? ['/'];
  requests.push({
    setupRequest: (request) => {
      n += 1;
      return { ...request, path: paths[n % paths.length] ?? '/' };
    },
  });
} else if (spec.kind === 'bogus-logins' || spec.kind === 'bogus-resets') {
  const bodyOf =
    spec.kind === 'bogus-logins'
      ? (i: number) => ({ email: `bogus${i}@example.ng`, password: 'WrongPass1' })
      : (i: number) => ({ token: `bogus-token-${i}`, password: 'N3wPassword1' });
  options.method = 'POST';
  requests.push({
    setupRequest: (request) => {
      n += 1;
      return {
        ...request,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${(n % (spec.addresses ?? 1)) + 1}`,
        },
        body: JSON.stringify(bodyOf(n)),
      };
    },
  });
}
if (requests.length > 0) options.requests = requests;
const result = await autocannon(options);
const summary: LoadResult = {
  requests: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  statuses: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
  ),
};
console.info(JSON.stringify(summary));
