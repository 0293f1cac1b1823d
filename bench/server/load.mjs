#!/usr/bin/env node
// `npm run bench:load`: traffic through the shell's /api proxy (shell/src/server/http/plugins/api-proxy.ts, as serve.mjs runs it)
// to an API on a throw-away embedded database. 1) 200 connections for 20 s on GET products with queries the
// answer cache has not seen; 2) 50 simulated shoppers browsing, adding to the cart and checking out for 20 s.
// Prints throughput, p50, p99, errors, timeouts, 429s and the API's RSS before and after.
// Env: BENCH_LOAD_PORT (default 8860: proxy; the API takes the next port), BENCH_LOAD_SECONDS (20).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from '../lib/stats.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const autocannon = createRequire(import.meta.url)('autocannon');
const proxyPort = Number(process.env.BENCH_LOAD_PORT || 8860);
const apiPort = proxyPort + 1;
const seconds = Number(process.env.BENCH_LOAD_SECONDS || 20);
const front = `http://127.0.0.1:${proxyPort}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kasuwa-load-'));
const children = [];

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  children.push(child);
  return child;
}
function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.once('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function waitHealthy(deadlineMs = 180_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${front}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error('the shop did not become healthy');
}

async function json(url, options = {}) {
  const res = await fetch(url, { ...options, signal: AbortSignal.timeout(20_000) });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

async function productsFlood() {
  let n = 0;
  const result = await autocannon({
    url: `${front}/api/products`,
    connections: 200,
    duration: seconds,
    timeout: 20,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          // A search and page the answer cache has not seen: every request reaches the database.
          return {
            ...request,
            path: `/api/products?search=${['a', 'e', 'o', 'i'][n % 4]}&page_size=${1 + (n % 24)}&page=${1 + (n % 3)}&miss=${n}`,
          };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    throughputPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    status429: result.statusCodeStats?.['429']?.count ?? 0,
  };
}

async function shoppersMix(shoppers, products) {
  const latencies = [];
  const counts = { requests: 0, errors: 0, timeouts: 0, status429: 0, status5xx: 0, orders: 0, refused: 0 };
  const until = Date.now() + seconds * 1000;
  const timed = async (url, options) => {
    const t0 = performance.now();
    try {
      const answer = await json(url, options);
      latencies.push(performance.now() - t0);
      counts.requests += 1;
      if (answer.status === 429) counts.status429 += 1;
      if (answer.status >= 500) counts.status5xx += 1;
      return answer;
    } catch (error) {
      counts.requests += 1;
      if (error?.name === 'TimeoutError') counts.timeouts += 1;
      else counts.errors += 1;
      return { status: 0, body: {} };
    }
  };
  await Promise.all(
    shoppers.map(async (token, i) => {
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      for (let round = 0; Date.now() < until; round += 1) {
        const product = products[(i + round) % products.length];
        await timed(`${front}/api/products?page=${1 + (round % 3)}`);
        await timed(`${front}/api/products/${product.id}`);
        await timed(`${front}/api/products/add-to-cart`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ product_id: product.id, variant_id: product.variant, quantity: 1 }),
        });
        if (round % 3 === 2) {
          const placed = await timed(`${front}/api/orders/checkout`, {
            method: 'POST',
            headers: { ...auth, 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              shipping_address: {
                full_name: 'Ada Obi',
                phone: '08031234567',
                street: '1 Broad St',
                city: 'Lagos',
                state: 'Lagos',
              },
              payment_method: 'pay_on_delivery',
            }),
          });
          if (placed.status === 201) counts.orders += 1;
          else if (placed.status === 409) counts.refused += 1;
        }
        await sleep(200); // a person reads the page
      }
    }),
  );
  return {
    ...counts,
    throughputPerSecond: Math.round(counts.requests / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
  };
}

async function main() {
  const api = start(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      SCRYPT_N: '1024',
      // Every simulated client comes through one address here; in the shop each shopper has their own.
      RATE_LIMIT_MAX: '1000000',
    },
  });
  start(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify'; import { createRequire } from 'node:module';
       const { registerApiProxy } = createRequire(import.meta.url)(${JSON.stringify(path.join(root, 'shell/src/server/http/plugins/api-proxy.ts'))});
       const app = Fastify(); await registerApiProxy(app, { upstream: 'http://127.0.0.1:${apiPort}' });
       await app.listen({ port: ${proxyPort}, host: '127.0.0.1' });`,
    ],
    { cwd: root },
  );
  await waitHealthy();
  const rss = { start: rssMb(api.pid) };

  const flood = await productsFlood();
  rss.afterFlood = rssMb(api.pid);

  const list = await json(`${front}/api/products?page_size=24&in_stock=true`);
  const products = [];
  for (const summary of list.body.data.results) {
    const detail = await json(`${front}/api/products/${summary.id}`);
    const variant = detail.body.data.variants.find((v) => v.stock > 0);
    if (variant) products.push({ id: summary.id, variant: variant.id });
  }
  const shoppers = [];
  for (let i = 0; i < 50; i += 1) {
    const email = `load-${i}-${randomUUID().slice(0, 6)}@example.ng`;
    const body = {
      first_name: 'Load',
      last_name: 'Shopper',
      username: `load${i}${randomUUID().slice(0, 4)}`,
      email,
      password: 'Passw0rdKasuwa',
    };
    const headers = { 'content-type': 'application/json' };
    await json(`${front}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(body) });
    const login = await json(`${front}/api/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: body.password }),
    });
    shoppers.push(login.body.data.access);
  }
  const mix = await shoppersMix(shoppers, products);
  rss.afterMix = rssMb(api.pid);
  if (global.gc) global.gc();
  await sleep(10_000);
  rss.settled = rssMb(api.pid);

  const report = {
    date: new Date().toISOString(),
    seconds,
    productsFlood: flood,
    shoppersMix: mix,
    apiRssMb: rss,
  };
  console.log(JSON.stringify(report, null, 2));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  });
