// Which peers may tell the shop's server a client's address and scheme (X-Forwarded-For, X-Forwarded-Proto).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** proxy-addr's names for address ranges (`loopback`, `linklocal`, `uniquelocal`). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** How long a host name TRUST_PROXY names may take to resolve: a proxy started beside this server comes up after it. */
const RESOLVE_TRIES = 15;
const RESOLVE_PAUSE_MS = 2000;

async function resolve(host: string): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await lookup(host, { all: true })).map(({ address }) => address);
    } catch (error) {
      if (attempt >= RESOLVE_TRIES)
        throw new Error(`TRUST_PROXY names ${host}, which does not resolve`, { cause: error });
      await new Promise((done) => setTimeout(done, RESOLVE_PAUSE_MS));
    }
  }
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`: none by default (every forwarded header is ignored, the peer is the
 * client); else a comma-separated list of addresses, CIDR ranges, range names (`loopback`) and host names, each host
 * name resolved once at start to all its addresses (docker-compose names its reverse proxy by its service).
 */
export async function trustedProxies(value: string | undefined): Promise<false | string[]> {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return false;
  const addresses = await Promise.all(
    entries.map(async (entry) => {
      if (RANGE_NAMES.has(entry) || isIP(entry.split('/')[0] ?? '')) return [entry];
      return resolve(entry);
    }),
  );
  return addresses.flat();
}
