/**
 * Sign-in during and after a flood of anonymous share pictures (`/api/products/{id}/share-image.jpg?v=N`, each a new
 * picture drawn with sharp): the real API on PGlite with the shop's own hashing (scrypt N=2^16), its own limits and
 * pool. Two floods in turn: 120 pictures, 12 at a time, from one address (as a link checker or an attacker on one
 * line would), then the same from 12 addresses (one per connection, past the per-address limit). Meanwhile a shopper
 * signs in every 500 ms from an address of its own, and again for 20 s once the flood is over.
 * Not a test: run `npm run bench:share-flood` and read "Sign-in after a flood of share pictures" in docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../api/src/app.js';
import { DEFAULT_SHOPPER_PASSWORD, loadConfig } from '../../api/src/config.js';
import { median } from '../lib/stats.mjs';
import { machine, recordSection } from '../lib/record.mjs';

const PORT = Number(process.env.BENCH_PORT_BASE ?? 7150);
const PICTURES = 120;
const AT_ONCE = 12;
const AFTER_S = 20;
const WRITE = !process.argv.includes('--no-write');

interface SignIn {
  status: number;
  ms: number;
}

const summary = (tries: SignIn[]) => {
  const ok = tries.filter((one) => one.status === 200);
  const codes = [...new Set(tries.map((one) => one.status))].sort().join(', ');
  return {
    text: `${ok.length} of ${tries.length} (${codes})`,
    median: tries.length ? Math.round(median(tries.map((one) => one.ms))) : 0,
    max: tries.length ? Math.round(Math.max(...tries.map((one) => one.ms))) : 0,
  };
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-share-flood-'));
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    // The clients speak through a local proxy, so that the flood and the shopper have addresses of their own.
    { logLevel: 'warn', trustProxy: ['loopback'] },
  );
  const app = await buildApp({ config });
  const base = await app.listen({ port: PORT, host: '127.0.0.1' });
  const rows: string[] = [];
  try {
    const listing = (await (await fetch(`${base}/api/products?page_size=100`)).json()) as {
      data: { results: { id: number }[] };
    };
    const ids = listing.data.results.map((product) => product.id);
    let shopper = 0;
    const signIn = async (): Promise<SignIn> => {
      shopper += 1;
      const started = performance.now();
      const answer = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${shopper % 250}` },
        body: JSON.stringify({ email: 'shopper@kasuwa.test', password: DEFAULT_SHOPPER_PASSWORD }),
      });
      await answer.arrayBuffer();
      return { status: answer.status, ms: performance.now() - started };
    };

    const quiet: SignIn[] = [];
    for (let i = 0; i < 5; i += 1) quiet.push(await signIn());
    const q = summary(quiet);
    console.log(`quiet: ${q.text}, median ${q.median} ms`);
    rows.push(`| none | — | ${q.text} | — | ${q.median} / ${q.max} | — |`);

    let version = 0;
    for (const [name, addresses] of [
      ['one address', 1],
      ['12 addresses', AT_ONCE],
    ] as const) {
      const answers = new Map<number, number>();
      let next = 0;
      const started = performance.now();
      const connection = async (lane: number) => {
        while (next < PICTURES) {
          const i = next;
          next += 1;
          version += 1;
          const id = ids[(i + (addresses === 1 ? 0 : 37)) % ids.length];
          const answer = await fetch(`${base}/api/products/${id}/share-image.jpg?v=${version}`, {
            headers: { 'x-forwarded-for': `203.0.113.${addresses === 1 ? 1 : 10 + lane}` },
          });
          await answer.arrayBuffer();
          answers.set(answer.status, (answers.get(answer.status) ?? 0) + 1);
        }
      };
      const during: SignIn[] = [];
      let flooding = true;
      const flood = Promise.all(Array.from({ length: AT_ONCE }, (_, lane) => connection(lane))).then(() => {
        flooding = false;
      });
      while (flooding) {
        during.push(await signIn());
        await sleep(500);
      }
      await flood;
      const floodS = ((performance.now() - started) / 1000).toFixed(1);
      const after: SignIn[] = [];
      const end = performance.now() + AFTER_S * 1000;
      while (performance.now() < end) {
        after.push(await signIn());
        await sleep(500);
      }
      const d = summary(during);
      const a = summary(after);
      const counts = [...answers].sort(([x], [y]) => x - y).map(([code, n]) => `${n} × ${code}`);
      console.log(`${name}: pictures ${counts.join(', ')} in ${floodS} s`);
      console.log(`  sign-ins during: ${d.text}, median ${d.median} ms, max ${d.max} ms`);
      console.log(`  sign-ins in the ${AFTER_S} s after: ${a.text}, median ${a.median} ms, max ${a.max} ms`);
      rows.push(
        `| ${name} | ${counts.join(', ')} in ${floodS} s | ${d.text} | ${a.text} | ${d.median} / ${d.max}; after ${a.median} / ${a.max} | ${app.passwords.pool.recentJobMs().toFixed(0)} |`,
      );
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const START = '## Sign-in after a flood of share pictures';
  const END = '<!-- end: share-flood -->';
  const text = [
    START,
    '',
    `\`npm run bench:share-flood\`, ${new Date().toISOString()}, ${machine()}. The API on PGlite with the shop's own`,
    `hashing and limits. Each flood asks for ${PICTURES} share pictures, ${AT_ONCE} at a time, each with a new \`?v=\`; a`,
    'shopper signs in every 500 ms from an address of its own during the flood and for 20 s after.',
    '',
    '| flood | pictures answered | sign-ins during | sign-ins after | sign-in ms, median / max | hash ms estimate after |',
    '| --- | --- | --- | --- | --- | ---: |',
    ...rows,
    '',
    END,
  ].join('\n');
  console.log(text);
  if (WRITE) await recordSection(text, START, END);
}

await main();
