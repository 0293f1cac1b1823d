import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { median } from '../lib/stats.mjs';
import { FLOOD, FLOOD_ADDRESSES, FLOOD_S, TRIES } from './api-settings.js';
import { runLoad } from './api-rounds.js';

export interface FloodResult {
  kind: 'bogus-logins' | 'bogus-resets';
  known: { times: number[]; failures: number };
  /** Each try of an unknown device until it signed in, 503 retries included: its time and its answers. */
  unknown: Tries;
  /** Each registration until it was made, 503 retries included. */
  registrations: Tries;
  bogus: { requests: number; statuses: Record<string, number> };
}

export interface Tries {
  times: number[];
  statuses: Record<string, number>;
}

/** Sign-ins, one after another, each timed to its answer; `cookie` makes them a known device's. */
export async function signInsUntil(
  until: number,
  apiUrl: string,
  login: { email: string; password: string },
  address: string,
  cookie?: string,
) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  while (Date.now() < until) {
    const started = performance.now();
    const res = await post(`${apiUrl}/api/auth/login`, login, address, cookie);
    times.push(Math.round(performance.now() - started));
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    // A refused attempt is tried again after a pause, as the shop's client would after Retry-After.
    if (res.status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
  return { times, statuses };
}

export async function post(url: string, body: unknown, address: string, cookie?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res;
}

/**
 * `TRIES` times, one after another: `attempt` until it answers `ok`, a refusal with 503 tried again once its
 * Retry-After has passed; each try is timed from its first attempt to its success.
 */
export async function triesUntil(ok: number, attempt: (n: number) => Promise<Response>): Promise<Tries> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  for (let n = 0; n < TRIES; n += 1) {
    const started = performance.now();
    for (;;) {
      const res = await attempt(n);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status === ok) break;
      if (res.status !== 503 || performance.now() - started > 60_000)
        throw new Error(`the try answered ${res.status}`);
      // As a well-behaved client does: again once Retry-After has passed.
      const retryAfter = Number(res.headers.get('retry-after') ?? '1');
      await new Promise((r) => setTimeout(r, (Number.isFinite(retryAfter) ? retryAfter : 1) * 1000));
    }
    times.push(Math.round(performance.now() - started));
  }
  return { times, statuses };
}

/**
 * While FLOOD connections from FLOOD_ADDRESSES addresses send bogus sign-ins or bogus password resets: a shopper on
 * a known device (a device cookie from an earlier sign-in) signs in again and again; a shopper on an unknown device
 * signs in `TRIES` times, and a newcomer at another address registers `TRIES` accounts, each retried on 503.
 */
export async function signInUnderFlood(
  apiUrl: string,
  login: { email: string; password: string },
  kind: FloodResult['kind'],
): Promise<FloodResult> {
  const first = await post(`${apiUrl}/api/auth/login`, login, '203.0.113.10');
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const flooding = runLoad(
    {
      url: `${apiUrl}/api/auth/${kind === 'bogus-logins' ? 'login' : 'reset-password'}`,
      connections: FLOOD,
      duration: FLOOD_S,
      kind,
      addresses: FLOOD_ADDRESSES,
    },
    // An attacker's CPU is not the server's: the flood gets what the API leaves.
    19,
  );
  // The child needs a moment to start; the last stretch is left out so every attempt meets the flood.
  await new Promise((r) => setTimeout(r, 3000));
  const until = Date.now() + FLOOD_S * 1000 - 5000;
  const run = randomBytes(3).toString('hex');
  const [known, unknown, registrations] = await Promise.all([
    signInsUntil(until, apiUrl, login, '203.0.113.10', cookie),
    triesUntil(200, () => post(`${apiUrl}/api/auth/login`, login, '203.0.113.11')),
    triesUntil(201, (n) =>
      post(
        `${apiUrl}/api/auth/register`,
        {
          first_name: 'Ada',
          last_name: 'Obi',
          username: `newcomer-${kind}-${run}-${n}`,
          email: `newcomer-${kind}-${run}-${n}@example.ng`,
          password: 'Newcomer-Pass1',
        },
        '203.0.113.12',
      ),
    ),
  ]);
  const flood = await flooding;
  const result: FloodResult = {
    kind,
    known: { times: known.times, failures: known.times.length - (known.statuses['200'] ?? 0) },
    unknown,
    registrations,
    bogus: { requests: flood.requests, statuses: flood.statuses },
  };
  console.info(
    `${kind} from ${FLOOD_ADDRESSES} addresses: known device median ${median(known.times)} ms (${known.times.length}), ` +
      `unknown device median ${median(unknown.times)} ms ${JSON.stringify(unknown.statuses)}, ` +
      `registration median ${median(registrations.times)} ms ${JSON.stringify(registrations.statuses)}; ` +
      `bogus ${flood.requests} req/s ${JSON.stringify(flood.statuses)}\n` +
      `  known ${known.times.join(' ')}\n  unknown ${unknown.times.join(' ')}\n  registration ${registrations.times.join(' ')}`,
  );
  return result;
}

/** The floods' table and their targets. */
export function floodSection(
  floods: FloodResult[],
  { oneHashMs, poolSize, maxWaitMs }: { oneHashMs: number; poolSize: number; maxWaitMs: number },
): string[] {
  const statusList = (statuses: Record<string, number>) =>
    Object.entries(statuses)
      .map(([code, count]) => `${count}×${code}`)
      .join(', ');
  const label = { 'bogus-logins': 'bogus sign-ins', 'bogus-resets': 'bogus reset tokens' } as const;
  const met = (ok: boolean) => (ok ? 'yes' : 'no');
  const tries = (t: Tries) => `${t.times.join(', ')} (median ${median(t.times)})`;
  return [
    '## Sign-in under a flood',
    '',
    `${FLOOD} connections (3 from each of ${FLOOD_ADDRESSES} addresses, a small botnet) send bogus requests for`,
    `${FLOOD_S} s from a process of their own (\`bench/api/load.ts\`, at the lowest CPU priority, standing for`,
    'machines elsewhere): sign-ins with unknown emails, or password resets with made-up tokens. The sign-in',
    'limits are lifted for the run, so every bogus sign-in costs a hash: the worst case for the queue. Meanwhile,',
    'each at an address of its own: a shopper on a known device (the device cookie of an earlier sign-in) signs in',
    `again and again; a shopper on an unknown device signs in ${TRIES} times, one after another; a newcomer registers`,
    `${TRIES} accounts. An attempt refused with 503 is tried again once its Retry-After has passed (the known device's`,
    `250 ms later), and a try is timed from its first attempt to its success. Password hashing runs in a bounded pool (${poolSize} at once: one per core, less one kept`,
    'for the event loop); addresses take turns, known devices first, and last the addresses that have failed',
    'sign-ins on 5 accounts lately or keep asking before their Retry-After; a hash predicted to wait over',
    `${maxWaitMs} ms is answered 503 with Retry-After at once.`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${execSync('nproc').toString().trim()} CPU (\`nproc\`), ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, shared with other work`,
    `- Load average (1, 5, 15 min) at the end of the floods: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
    '',
    '| flood | known device: sign-ins, median (ms), max (ms), failed | unknown device: each try (ms) | unknown device: answers | registration: each try (ms) | registration: answers | bogus answered per second | bogus statuses |',
    '|---|---|---|---|---|---|---:|---|',
    ...floods.map(
      (f) =>
        `| ${label[f.kind]} | ${f.known.times.length}, ${median(f.known.times)}, ${Math.max(0, ...f.known.times)}, ${f.known.failures} | ` +
        `${tries(f.unknown)} | ${statusList(f.unknown.statuses)} | ${tries(f.registrations)} | ${statusList(f.registrations.statuses)} | ` +
        `${f.bogus.requests} | ${statusList(f.bogus.statuses)} |`,
    ),
    '',
    '| target | flood | measured (ms) | met |',
    '|---|---|---:|---|',
    ...floods.flatMap((f) => [
      `| a known device signs in within 2 s (median) | ${label[f.kind]} | ${median(f.known.times)} | ${met(f.known.times.length >= 5 && f.known.failures === 0 && median(f.known.times) <= 2000)} |`,
      `| an unknown device signs in within 3 s (median of ${TRIES}, 503 retries included) | ${label[f.kind]} | ${median(f.unknown.times)} | ${met(median(f.unknown.times) <= 3000)} |`,
      `| a registration is made within 3 s (median of ${TRIES}, 503 retries included) | ${label[f.kind]} | ${median(f.registrations.times)} | ${met(median(f.registrations.times) <= 3000)} |`,
    ]),
    '',
    'Under the sign-in flood the 30 bot addresses ask again the moment they are refused, so their hashes soon wait',
    "behind everyone else's: a fresh address's sign-in or registration waits only for the hashes already running,",
    'and the bots get 503 for most of theirs. A known device goes ahead of them all. Bogus reset tokens cost no',
    'hash (the token is checked first).',
    '',
    `One scrypt hash alone, in the same run: ${oneHashMs} ms. Sign-in is deliberately slow: scrypt with N=2^16,`,
    'r=8, p=2 costs about 128 MB and a few hundred milliseconds of CPU per attempt, which is what makes a stolen',
    'password table expensive to crack. The flood runs on the same two cores (at low priority), and the machine',
    'is shared with other processes, so numbers vary from run to run.',
    '',
  ];
}
