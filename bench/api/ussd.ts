/**
 * The USSD storefront under a crowd of callers (`npm run bench:ussd`, issue 49): 50 sessions at once, each a new
 * caller with a Nigerian mobile number of its own, walk from the first screen to a placed order as a gateway drives
 * them: real HTTP `POST /api/ussd?key=…` requests, form-encoded, `text` every reply so far joined by `*`, the next
 * callback sent when the last is answered. The path is ussd.test.ts's new caller to a pickup station in Borno,
 * paid on delivery: Shop by category → the category → the product → quantity 1 → Buy now → a name → Pickup
 * station → Borno → the station → Pay on delivery (11 callbacks with the dial).
 *
 * The API is the real one (`buildApp`, seeded, on PGlite in a throw-away folder, the embedded default), listening
 * on 127.0.0.1; the bench adds a category, a product with plenty of stock and a pickup station in Borno straight to
 * the database. The callers (the gateway's side) run in a worker thread of the bench, off the API's event loop.
 * Every caller replies the moment a screen arrives (`BENCH_USSD_THINK_MS` gives them time to read it). Beside it,
 * in the same run and process, a bare Fastify route (`POST /bare`, form-encoded, answers a
 * `CON …` text) gets the same number of requests at the same concurrency, before and after the callers: the floor
 * this machine allows at that moment. Then a sample of sessions has callbacks sent again (the same sessionId and
 * text, as a gateway retries): each must get the answer it got the first time, and no second order may appear.
 *
 * Prints the machine, every hop's p50/p95/p99/max, the orders placed and the duplicates found in the database, and
 * exits non-zero when the p99 of the callbacks exceeds 300 ms, an order is missing or duplicated, a retry answers
 * differently, or a callback is not answered 200. Not a test (`npm test` never runs it); figures in
 * docs/benchmarks.md, "USSD: 50 callers at once".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { schema } from '../../api/src/db/client.js';
import { ussdSessions } from '../../api/src/modules/ussd/tables.js';
import { load, machine } from '../lib/record.mjs';
import { percentile } from '../lib/stats.mjs';

const CALLERS = Number(process.env.BENCH_USSD_CALLERS ?? 50);
/** Sessions whose callbacks are sent again after the run. */
const RETRIED = Math.min(CALLERS, Number(process.env.BENCH_USSD_RETRIED ?? 10));
/**
 * How long a caller reads a screen before replying, on average (uniformly 0 to twice it): 0 by default, every
 * caller replying the moment the screen arrives, the most a gateway can ask of the shop with 50 sessions open.
 */
const THINK_MS = Number(process.env.BENCH_USSD_THINK_MS ?? 0);
const P99_LIMIT_MS = 300;
const KEY = 'ussd-dev-key';
const SERVICE_CODE = '*384*1234#';
const CATEGORY = 'Aaa Bench USSD';
const PRODUCT = 'Bench Ofada Rice 5kg';
const STATION = 'Maiduguri Post Office Rd';

/** Nigerian mobile prefixes (MTN, Glo, Airtel, 9mobile): caller i gets +234 <prefix> 555 0iii. */
const PREFIXES = ['803', '805', '802', '809', '806', '807', '808', '708', '813', '905'];
const phoneOf = (i: number) => `+234${PREFIXES[i % PREFIXES.length]}5550${String(i).padStart(3, '0')}`;

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One callback as Africa's Talking posts it, timed from the request sent to the whole answer read. */
async function post(url: string, fields: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - started };
}

/** The key of the line naming `name` on a screen ("3 Rice 5kg N5,000" → '3'), or null. */
const keyOf = (screen: string, name: string): string | null =>
  screen
    .split('\n')
    .find((line) => /^\d+ /.test(line) && line.includes(name))
    ?.split(' ')[0] ?? null;

/** A hop of the walk: its label, and the reply to send given the screen before (null: not on that screen). */
interface Step {
  label: string;
  reply: (screen: string) => string | null;
}
const fixed = (label: string, reply: string): Step => ({ label, reply: () => reply });
const named = (label: string, name: string): Step => ({ label, reply: (screen) => keyOf(screen, name) });

const WALK: Step[] = [
  fixed('1 Shop by category', '1'),
  named('the category', CATEGORY),
  named('the product', PRODUCT),
  fixed('quantity 1', '1'),
  fixed('2 Buy now', '2'),
  fixed('a name', 'Ada Obi'),
  fixed('3 Pickup station', '3'),
  named('the state (Borno)', 'Borno'),
  named('the station', STATION),
  fixed('1 Pay on delivery', '1'),
];
const HOPS = ['dial', ...WALK.map((s) => s.label)];

interface Session {
  sessionId: string;
  phoneNumber: string;
  /** Every callback's fields and answer, in order. */
  sent: { fields: Record<string, string>; answer: Answer }[];
  error?: string;
}

async function walk(url: string, i: number, run: string): Promise<Session> {
  const session: Session = { sessionId: `ATUid_bench_${run}_${i}`, phoneNumber: phoneOf(i), sent: [] };
  const replies: string[] = [];
  const send = async () => {
    if (THINK_MS > 0 && replies.length > 0) await sleep(Math.random() * 2 * THINK_MS);
    const fields = {
      sessionId: session.sessionId,
      serviceCode: SERVICE_CODE,
      phoneNumber: session.phoneNumber,
      networkCode: '62130',
      text: replies.join('*'),
    };
    const answer = await post(url, fields);
    session.sent.push({ fields, answer });
    return answer;
  };
  let last = await send();
  for (const step of WALK) {
    if (last.status !== 200 || !last.body.startsWith('CON ')) {
      session.error = `before "${step.label}": ${last.status} ${last.body}`;
      return session;
    }
    // Menus page with `0 More` when the line is not on this screen, as a caller would.
    let reply = step.reply(last.body);
    for (let page = 0; reply === null && page < 10 && last.body.includes('\n0 More'); page += 1) {
      replies.push('0');
      last = await send();
      reply = step.reply(last.body);
    }
    if (reply === null) {
      session.error = `"${step.label}" not on the screen: ${last.body}`;
      return session;
    }
    replies.push(reply);
    last = await send();
  }
  if (!last.body.startsWith('END Order ')) session.error = `no order placed: ${last.status} ${last.body}`;
  return session;
}

interface Figures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
const figures = (ms: number[]): Figures => ({
  count: ms.length,
  p50: percentile(ms, 50),
  p95: percentile(ms, 95),
  p99: percentile(ms, 99),
  max: Math.max(...ms),
});
const cell = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const row = (label: string, f: Figures) =>
  `| ${label} | ${f.count} | ${cell(f.p50)} | ${cell(f.p95)} | ${cell(f.p99)} | ${cell(f.max)} |`;

/** `requests` POSTs to the bare route, `width` at a time, each client sending its next when the last is answered. */
async function flood(url: string, requests: number, width: number): Promise<number[]> {
  const times: number[] = [];
  let left = requests;
  const client = async (i: number) => {
    while (left > 0) {
      left -= 1;
      const answer = await post(url, {
        sessionId: `ATUid_bare_${i}`,
        serviceCode: SERVICE_CODE,
        phoneNumber: phoneOf(i),
        networkCode: '62130',
        text: '1*1',
      });
      if (answer.status !== 200) throw new Error(`bare route: ${answer.status} ${answer.body}`);
      times.push(answer.ms);
    }
  };
  await Promise.all(Array.from({ length: width }, (_, i) => client(i)));
  return times;
}

/** The gateway's side, in a worker thread: the callers, the bare route's requests and the retries. */
async function gateway({ ussdUrl, bareUrl }: Urls): Promise<GatewayRun> {
  // Warm-up, not counted: two callers of their own, and the bare route.
  for (const s of await Promise.all([walk(ussdUrl, 900, 'warm'), walk(ussdUrl, 901, 'warm')]))
    if (s.error) throw new Error(`warm-up: ${s.error}`);
  await flood(bareUrl, 200, CALLERS);

  const requests = CALLERS * HOPS.length;
  const bareBefore = await flood(bareUrl, requests, CALLERS);
  const started = performance.now();
  const sessions = await Promise.all(Array.from({ length: CALLERS }, (_, i) => walk(ussdUrl, i, 'run')));
  const wallS = (performance.now() - started) / 1000;
  const bareAfter = await flood(bareUrl, requests, CALLERS);

  // A gateway's retries: the sampled sessions' Buy now and Pay on delivery callbacks again, the last one 3 times at once.
  const retried = sessions.filter((s) => !s.error).slice(0, RETRIED).length;
  const retryTimes: number[] = [];
  let retryDifferent = 0;
  await Promise.all(
    sessions
      .filter((s) => !s.error)
      .slice(0, RETRIED)
      .map(async (s) => {
        const buyNow = s.sent[HOPS.indexOf('2 Buy now')];
        const placed = s.sent[s.sent.length - 1];
        const again = [buyNow, placed, placed, placed].filter((x) => x !== undefined);
        const answers = await Promise.all(again.map((x) => post(ussdUrl, x.fields)));
        answers.forEach((a, k) => {
          retryTimes.push(a.ms);
          if (a.status !== 200 || a.body !== again[k]?.answer.body) retryDifferent += 1;
        });
      }),
  );
  return { sessions, wallS, bareBefore, bareAfter, retried, retryTimes, retryDifferent };
}

interface Urls {
  ussdUrl: string;
  bareUrl: string;
}
interface GatewayRun {
  sessions: Session[];
  wallS: number;
  bareBefore: number[];
  bareAfter: number[];
  retried: number;
  retryTimes: number[];
  retryDifferent: number;
}

/**
 * Runs `gateway` in a worker thread (this file again, with the URLs as its data), so that the requests' own work
 * (building them, reading the answers) does not wait on the API's event loop nor delay it, as a gateway on another
 * machine would not; both still share the machine's cores.
 */
function inGateway(urls: Urls): Promise<GatewayRun> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit tsx's loader: it loads this file through tsx's API.
    const api = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    const self = JSON.stringify(import.meta.url);
    const worker = new Worker(`import(${api}).then((tsx) => tsx.tsImport(${self}, ${self}));`, {
      eval: true,
      workerData: urls,
    });
    worker.once('message', (run: GatewayRun) => resolve(run));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the gateway's thread exited with ${code}`));
    });
  });
}

async function main() {
  const loadAtStart = load();
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-ussd-'));
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    { logLevel: 'warn' },
  );
  const app = await buildApp({ config });
  const bare = Fastify({ logger: false });
  bare.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())));
  });
  bare.post('/bare', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        'CON Welcome to Kasuwa\n1 Shop by category\n2 Search\n3 My cart\n4 Buy again\n5 Track my order\n6 Help',
      ),
  );
  const failures: string[] = [];
  try {
    const [category] = await app.db
      .insert(schema.categories)
      .values({ name: CATEGORY, slug: 'aaa-bench-ussd' })
      .returning();
    const [product] = await app.db
      .insert(schema.products)
      .values({ name: PRODUCT, slug: 'bench-ofada-rice-5kg', categoryId: category!.id })
      .returning();
    const [variant] = await app.db
      .insert(schema.variants)
      .values({ productId: product!.id, sku: 'BENCH-USSD-1', regularPriceKobo: 950_000, stock: 1_000_000 })
      .returning();
    await app.db.insert(schema.pickupStations).values({
      name: STATION,
      state: 'Borno',
      address: '1 Post Office Road, Maiduguri',
      openingHours: 'Mon–Sat 9:00–17:00',
      feeKobo: 150_000,
    });
    const apiBase = await app.listen({ port: 0, host: '127.0.0.1' });
    const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });
    const { sessions, wallS, bareBefore, bareAfter, retried, retryTimes, retryDifferent } = await inGateway({
      ussdUrl: `${apiBase}/api/ussd?key=${KEY}`,
      bareUrl: `${bareBase}/bare`,
    });

    // The database's account: one order per caller, on the channel ussd, each tied to its session.
    const phones = sessions.map((s) => s.phoneNumber);
    const perCaller = await app.db
      .select({ phone: schema.users.phone, orders: sql<number>`count(${schema.orders.id})::int` })
      .from(schema.orders)
      .innerJoin(schema.users, eq(schema.users.id, schema.orders.userId))
      .where(eq(schema.orders.channel, 'ussd'))
      .groupBy(schema.users.phone);
    const ours = perCaller.filter((r) => r.phone !== null && phones.includes(r.phone));
    const orders = ours.reduce((n, r) => n + r.orders, 0);
    const duplicated = ours.reduce((n, r) => n + Math.max(0, r.orders - 1), 0);
    const sessionRows = await app.db
      .select({ sessionId: ussdSessions.sessionId, orderId: ussdSessions.orderId })
      .from(ussdSessions);
    const tied = sessionRows.filter((r) => r.sessionId.startsWith('ATUid_bench_run_') && r.orderId !== null);
    const [stock] = await app.db
      .select({ stock: schema.variants.stock })
      .from(schema.variants)
      .where(eq(schema.variants.id, variant!.id));
    const unitsSold = 1_000_000 - (stock?.stock ?? 0) - 2; // less the two warm-up callers' units

    // Figures.
    const all = sessions.flatMap((s) => s.sent.map((x) => x.answer));
    const byHop = HOPS.map((label, k) => ({
      label,
      ms: sessions.flatMap((s) => (s.sent.length === HOPS.length && s.sent[k] ? [s.sent[k].answer.ms] : [])),
    }));
    const paged = sessions.filter((s) => s.sent.length !== HOPS.length).length;
    const overall = figures(all.map((a) => a.ms));
    const bareAll = figures([...bareBefore, ...bareAfter]);
    const non200 = all.filter((a) => a.status !== 200).length;

    const lines = [
      `Date: ${new Date().toISOString()}`,
      `Machine: ${machine()} at the end (${loadAtStart} at the start)`,
      `Callers: ${CALLERS} at once, ${THINK_MS ? `replying after ${THINK_MS} ms on average (0 to ${2 * THINK_MS})` : 'each replying as soon as the screen arrives'}, ${HOPS.length} callbacks each (${all.length} in all${paged ? `, ${paged} sessions paged with 0 More` : ''}), in ${wallS.toFixed(1)} s (${(all.length / wallS).toFixed(0)} callbacks/s)`,
      '',
      '| callback | count | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...byHop.map((h) => row(h.label, figures(h.ms))),
      row('**every callback**', overall),
      row(`retries (${retried} sessions × 4)`, figures(retryTimes)),
      row('bare Fastify route, before', figures(bareBefore)),
      row('bare Fastify route, after', figures(bareAfter)),
      row('**bare Fastify route**', bareAll),
      '',
      `Orders placed: ${orders} of ${CALLERS} callers (sessions tied to an order: ${tied.length}; units sold: ${unitsSold})`,
      `Duplicated orders: ${duplicated}; retried callbacks answered differently: ${retryDifferent} of ${retryTimes.length}`,
      `Callbacks not answered 200: ${non200}`,
      `p99 of every callback: ${cell(overall.p99)} ms (limit ${P99_LIMIT_MS} ms; bare route ${cell(bareAll.p99)} ms)`,
    ];
    console.info(lines.join('\n'));

    for (const s of sessions) if (s.error) failures.push(`${s.phoneNumber}: ${s.error}`);
    if (overall.p99 > P99_LIMIT_MS) failures.push(`p99 ${cell(overall.p99)} ms > ${P99_LIMIT_MS} ms`);
    if (duplicated > 0) failures.push(`${duplicated} duplicated orders`);
    if (orders !== CALLERS) failures.push(`${orders} orders for ${CALLERS} callers`);
    if (tied.length !== CALLERS) failures.push(`${tied.length} sessions tied to an order`);
    if (unitsSold !== CALLERS) failures.push(`${unitsSold} units sold for ${CALLERS} orders of 1`);
    if (retryDifferent > 0) failures.push(`${retryDifferent} retried callbacks answered differently`);
    if (non200 > 0) failures.push(`${non200} callbacks not answered 200`);
  } finally {
    await bare.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\nFailed:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  parentPort?.postMessage(await gateway(workerData as Urls));
}
