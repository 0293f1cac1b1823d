/**
 * A Black Friday rush (`npm run bench:flash-sale`): 1,000 shoppers, each with an account, a shipping address and a
 * cart of their own, check out within a few seconds for one product with 100 units at a promotion price, all of
 * them with a code capped at 300 uses; half pay on delivery, half pay now (against the Paystack simulator, which the
 * bench starts). PostgreSQL with 2 API replicas and Redis, then PGlite with 1 API. Every figure is checked from the
 * database afterwards; the bench prints its table, records it in docs/benchmarks.md (`BENCH_WRITE=0` does not) and
 * exits non-zero when an invariant fails. Not a test (`npm test` never runs it).
 *
 * What it does, as the shop would see it:
 * - a database of its own: a fresh PostgreSQL database (`kasuwa_flash_<pid>`, created and dropped, on
 *   `BENCH_DATABASE_URL` or `DATABASE_URL`'s server, else 127.0.0.1:5432), or a throw-away PGlite folder; migrated
 *   and seeded by the API's own code;
 * - the 1,000 accounts are written straight to the database with one precomputed password hash (registration is
 *   rate-limited and each scrypt hash costs a few hundred milliseconds); their access tokens are signed with the
 *   API's secret, as a sign-in would;
 * - the admin signs in and creates the products, the automatic promotion and the code through the admin API;
 * - each shopper fills their cart and asks for the checkout quote with the code (the storefront's checkout page),
 *   then, all at once, places the order with the quoted total as `expected_total` (as mf-cart does);
 * - pay-now winners pay at the simulator and come back to the shop (`payments/verify`), as a browser would.
 * Processes: the API replicas (`node --import tsx src/server.ts`, as the fault suite starts them), the simulator,
 * and a redis-server of the bench's own (the API has no key prefix, so the machine's Redis is left alone), on
 * BENCH_PORT_BASE (9000) …+20. Every process is stopped and the database dropped at the end, failed or not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { REQUEST_TIMEOUT_MS } from '../../shop-runtime/src/constants.js';
import { percentile } from '../lib/stats.mjs';
import { recordSection } from '../lib/record.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(here, '../..');
const API_DIR = join(ROOT, 'api');
const SIMULATOR_DIR = join(ROOT, 'paystack-simulator');
// The API finds its migrations from this (its default is the working directory, bench/ under pnpm).
process.env.KASUWA_API_DIR ??= API_DIR;

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 1000);
const UNITS = 100;
const CODE_CAP = 300;
const CODE = 'BLACKFRIDAY';
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 9000);
/** The checkouts arrive evenly over this many seconds (0: every one at the same instant). */
const RUSH_SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 3);
const ONLY = process.env.BENCH_ONLY as 'postgres' | 'pglite' | undefined;
const MAINTENANCE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The flash product: ₦50,000, 30% off automatically, then 10% with the code: ₦31,500 before delivery. */
const FLASH_PRICE = 50_000;
const FLASH_PERCENT = 30;
/** What the other half of the shoppers buy with the code: ₦10,000, plenty in stock. */
const OTHER_PRICE = 10_000;
const CODE_PERCENT = 10;
const STATES = ['Lagos', 'Oyo', 'Kano', 'Rivers', 'Enugu', 'Kaduna', 'Edo', 'FCT'] as const;
const MARK_START = '## Flash sale: a Black Friday rush';
const MARK_END = '<!-- end of the flash sale section -->';

type Method = 'pay_on_delivery' | 'pay_now';

interface Shopper {
  index: number;
  userId: number;
  token: string;
  flash: boolean;
  method: Method;
  address: { full_name: string; phone: string; street: string; city: string; state: string };
  quotedTotal: number;
}

interface Answer {
  shopper: Shopper;
  status: number;
  ms: number;
  orderId: number | null;
  kind: string;
  message: string;
}

interface Run {
  label: string;
  replicas: number;
  rushSeconds: number;
  answers: Answer[];
  p50: number;
  p99: number;
  placedP50: number;
  placedP99: number;
  paid: number;
  payFailures: string[];
  checks: Checks;
}

interface Checks {
  unitsSold: number;
  stockLeft: number;
  codeUses: number;
  codeUsedColumn: number;
  ordersInDatabase: number;
  wrongTotals: number;
  wrongTotalIds: number[];
  cartsIntact: number;
  losers: number;
  cartProblems: string[];
  winnersWithCart: number;
  paidInDatabase: number;
  redeemed: number;
}

// ------------------------------------------------------------------------------------------------ processes

interface Child {
  name: string;
  child: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

function startProcess(name: string, args: string[], cwd: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    name,
    child,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitUntil(what: string, check: () => Promise<boolean>, child?: Child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (child && (child.child.exitCode !== null || child.child.signalCode !== null))
      throw new Error(`${what} exited:\n${child.output.join('').slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function startRedis(port: number): Child {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    name: 'redis',
    child,
    output: [],
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// ------------------------------------------------------------------------------------------------ HTTP

interface Reply {
  status: number;
  body: { data?: unknown; message?: string; conflict?: { reason?: string }; errors?: unknown };
  ms: number;
}

/** Every request gives up when the storefront's would (shop-runtime's REQUEST_TIMEOUT_MS): a later answer is none. */
async function call(
  url: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<Reply> {
  const started = performance.now();
  const res = await fetch(url, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: Reply['body'] = {};
  try {
    parsed = JSON.parse(text) as Reply['body'];
  } catch {
    parsed = { message: text.slice(0, 200) };
  }
  return { status: res.status, body: parsed, ms };
}

function expectStatus(reply: Reply, status: number, what: string) {
  if (reply.status !== status)
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 500)}`);
}

/** Runs `task` over `items`, `width` at a time. */
async function inTurns<T, R>(
  items: T[],
  width: number,
  task: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      results[i] = await task(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** 'YYYY-MM-DDTHH:mm' in Lagos (UTC+1, no summer time) `minutesAgo` minutes ago. */
const lagosTime = (minutesAgo: number) =>
  new Date(Date.now() + 3_600_000 - minutesAgo * 60_000).toISOString().slice(0, 16);

/** The answer's kind, as the shopper reads it; amounts and names are left out so alike answers count together. */
function kindOf(reply: Reply): string {
  if (reply.status === 201) return 'order placed';
  const reason = reply.body.conflict?.reason;
  const message = (reply.body.message ?? '').replace(/₦[\d,.]+/g, '₦…');
  if (reply.status === 409 && reason === 'stock') return 'sold out';
  if (reply.status === 409 && reason === 'promotion') return 'code used up';
  if (reply.status === 409 && reason === 'total') return 'total changed';
  if (reply.status === 400 && /code/i.test(message)) return 'code refused';
  return `${reply.status} ${reason ?? ''} ${message}`.trim();
}

// ------------------------------------------------------------------------------------------------ one run

async function runOnce(kind: 'postgres' | 'pglite'): Promise<Run> {
  const { buildApp } = await import('../../api/src/app.js');
  const { loadConfig } = await import('../../api/src/config.js');
  const { openDatabase, schema } = await import('../../api/src/db/client.js');
  const { createAccessTokens } = await import('../../api/src/lib/tokens.js');
  const { sql } = await import('drizzle-orm');

  const replicas = kind === 'postgres' ? 2 : 1;
  const label = kind === 'postgres' ? 'PostgreSQL, 2 API replicas, Redis' : 'PGlite, 1 API';
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-flash-'));
  const databaseName = `kasuwa_flash_${process.pid}`;
  const databaseUrl = (() => {
    const url = new URL(MAINTENANCE_URL);
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  const jwtSecret = randomBytes(32).toString('hex');
  const adminPassword = `Flash-${randomBytes(6).toString('hex')}`;
  const simulatorKey = `sk_test_flash_${randomBytes(6).toString('hex')}`;
  const apiPorts = Array.from({ length: replicas }, (_, i) => PORT_BASE + i);
  const simulatorPort = PORT_BASE + 10;
  const redisPort = PORT_BASE + 20;
  const children: Child[] = [];
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(dataDir, { recursive: true, force: true })];

  const dropDatabase = async () => {
    const c = new pg.Client({ connectionString: MAINTENANCE_URL });
    await c.connect();
    await c.query(`drop database if exists "${databaseName}" with (force)`);
    await c.end();
  };
  try {
    console.info(`\n${label}: preparing`);
    if (kind === 'postgres') {
      await dropDatabase();
      const c = new pg.Client({ connectionString: MAINTENANCE_URL });
      await c.connect();
      await c.query(`create database "${databaseName}"`);
      await c.end();
      cleanups.push(dropDatabase);
    }
    const apiEnv: Record<string, string> = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: kind === 'postgres' ? databaseUrl : '',
      REDIS_URL: kind === 'postgres' ? `redis://127.0.0.1:${redisPort}` : '',
      JWT_SECRET: jwtSecret,
      ADMIN_PASSWORD: adminPassword,
      RATE_LIMIT_MAX: '10000000',
      WEBHOOK_RATE_LIMIT_MAX: '10000000',
      PAYSTACK_SECRET_KEY: simulatorKey,
      PAYSTACK_BASE_URL: `http://127.0.0.1:${simulatorPort}`,
      APP_URL: `http://127.0.0.1:${PORT_BASE + 30}`,
    };

    // The database: migrated and seeded by the API's own code, in this process; then the 1,000 accounts.
    const config = loadConfig({ ...apiEnv, REDIS_URL: '' }, { logLevel: 'silent' });
    const prep = await buildApp({ config, logger: false });
    await prep.ready();
    const passwordHash = await prep.passwords.hash('Shopper-Flash-1');
    const tag = randomBytes(3).toString('hex');
    const users = await prep.db
      .insert(schema.users)
      .values(
        Array.from({ length: SHOPPERS }, (_, i) => ({
          email: `flash${tag}${i}@kasuwa.test`,
          username: `flash${tag}${i}`,
          firstName: 'Shopper',
          lastName: `${i}`,
          passwordHash,
        })),
      )
      .returning({ id: schema.users.id });
    await prep.close();

    // The processes, on ports of their own.
    if (kind === 'postgres') {
      const redis = startRedis(redisPort);
      children.push(redis);
      const net = await import('node:net');
      await waitUntil(
        'redis-server',
        () =>
          new Promise<boolean>((done) => {
            const s = net.connect(redisPort, '127.0.0.1');
            s.once('connect', () => (s.destroy(), done(true)));
            s.once('error', () => done(false));
          }),
      );
    }
    const simulator = startProcess('simulator', ['--import', 'tsx', 'src/server.ts'], SIMULATOR_DIR, {
      NODE_ENV: 'development',
      PAYSTACK_SIMULATOR_PORT: String(simulatorPort),
      PAYSTACK_SIMULATOR_SECRET_KEY: simulatorKey,
      PAYSTACK_SIMULATOR_WEBHOOK_URL: `http://127.0.0.1:${apiPorts[0]}/api/payments/paystack/webhook`,
    });
    children.push(simulator);
    const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
    await waitUntil('the simulator', async () => (await fetch(simulatorUrl)).ok, simulator);
    const apis = apiPorts.map((port) =>
      startProcess(`api ${port}`, ['--import', 'tsx', 'src/server.ts'], API_DIR, {
        ...apiEnv,
        API_PORT: String(port),
      }),
    );
    children.push(...apis);
    const urls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(
      apis.map((api, i) => waitUntil(api.name, async () => (await fetch(`${urls[i]}/api/health`)).ok, api)),
    );
    const api = (i: number) => urls[i % urls.length] as string;

    // The admin sets the sale up, as in the admin pages.
    const login = await call(`${api(0)}/api/auth/login`, {
      method: 'POST',
      body: { email: 'admin@kasuwa.test', password: adminPassword },
    });
    expectStatus(login, 200, 'admin sign-in');
    const admin = (login.body.data as { access: string }).access;
    const categories = await call(`${api(0)}/api/admin/categories`, { token: admin });
    expectStatus(categories, 200, 'categories');
    const categoryId = (categories.body.data as { id: number }[])[0]?.id;
    const product = async (name: string, sku: string, price: number, stock: number) => {
      const made = await call(`${api(0)}/api/admin/products`, {
        method: 'POST',
        token: admin,
        body: {
          name,
          description: 'Black Friday',
          category_id: categoryId,
          variants: [{ sku, regular_price: price, stock }],
        },
      });
      expectStatus(made, 201, `product ${name}`);
      const data = made.body.data as { id: number; variants: { id: number }[] };
      return { id: data.id, variantId: data.variants[0]?.id ?? 0 };
    };
    const flash = await product(`Flash blender ${tag}`, `FLASH-${tag}`, FLASH_PRICE, UNITS);
    const other = await product(`Kitchen towels ${tag}`, `TOWEL-${tag}`, OTHER_PRICE, 1_000_000);
    const promotion = async (body: Record<string, unknown>) => {
      const made = await call(`${api(0)}/api/admin/promotions`, {
        method: 'POST',
        token: admin,
        body: { starts_at: lagosTime(60), ...body },
      });
      expectStatus(made, 201, `promotion ${String(body.name)}`);
      return (made.body.data as { id: number }).id;
    };
    await promotion({
      name: 'Black Friday blender',
      kind: 'percentage',
      percent_off: FLASH_PERCENT,
      scope: 'products',
      product_ids: [flash.id],
    });
    const codeId = await promotion({
      name: 'Black Friday code',
      code: CODE,
      kind: 'percentage',
      percent_off: CODE_PERCENT,
      usage_limit: CODE_CAP,
    });

    // The shoppers: half rush the blender, half buy towels with the code; each pays one way or the other.
    const tokens = createAccessTokens(jwtSecret);
    const shoppers: Shopper[] = await Promise.all(
      users.map(async (u, i) => ({
        index: i,
        userId: u.id,
        token: await tokens.sign({ id: u.id, role: 'REGULAR' }),
        flash: i % 4 < 2,
        method: i % 2 === 0 ? ('pay_on_delivery' as const) : ('pay_now' as const),
        address: {
          full_name: `Shopper ${i} Okafor`,
          phone: `080${String(10_000_000 + i).padStart(8, '0')}`,
          street: `${i + 1} Allen Avenue`,
          city: 'Ikeja',
          state: STATES[i % STATES.length] as string,
        },
        quotedTotal: 0,
      })),
    );
    const fillStarted = performance.now();
    await inTurns(shoppers, 16, async (s) => {
      const item = s.flash ? flash : other;
      const added = await call(`${api(s.index)}/api/products/add-to-cart`, {
        method: 'POST',
        token: s.token,
        body: { product_id: item.id, variant_id: item.variantId, quantity: 1 },
      });
      expectStatus(added, 200, `add to cart (shopper ${s.index})`);
      const quoted = await call(
        `${api(s.index)}/api/orders/quote?${new URLSearchParams({ promo_code: CODE, state: s.address.state })}`,
        { token: s.token },
      );
      expectStatus(quoted, 200, `quote (shopper ${s.index})`);
      const q = quoted.body.data as { total: number; promo_code: { applied: boolean } | null };
      if (!q.promo_code?.applied) throw new Error(`the code did not apply in shopper ${s.index}'s quote`);
      s.quotedTotal = q.total;
    });
    console.info(
      `${label}: ${SHOPPERS} carts filled and quoted in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s; the rush`,
    );

    // The rush: every checkout at once, spread over the replicas.
    const rushStarted = performance.now();
    const answers: Answer[] = await Promise.all(
      shoppers.map(async (s) => {
        await new Promise((r) => setTimeout(r, (s.index / SHOPPERS) * RUSH_SECONDS * 1000));
        const sent = performance.now();
        try {
          const reply = await call(`${api(s.index)}/api/orders/checkout`, {
            method: 'POST',
            token: s.token,
            body: {
              shipping_address: s.address,
              payment_method: s.method,
              promo_code: CODE,
              expected_total: s.quotedTotal,
            },
          });
          return {
            shopper: s,
            status: reply.status,
            ms: reply.ms,
            orderId: reply.status === 201 ? (reply.body.data as { id: number }).id : null,
            kind: kindOf(reply),
            message: reply.body.message ?? '',
          };
        } catch (error) {
          return {
            shopper: s,
            status: 0,
            ms: performance.now() - sent,
            orderId: null,
            kind: `no answer: ${String(error)}`,
            message: String(error),
          };
        }
      }),
    );
    const rushSeconds = (performance.now() - rushStarted) / 1000;
    const times = answers.map((a) => a.ms);
    const placedTimes = answers.filter((a) => a.status === 201).map((a) => a.ms);
    console.info(`${label}: ${SHOPPERS} checkouts answered in ${rushSeconds.toFixed(1)} s; paying`);

    // Pay-now winners pay at the simulator and come back to the shop.
    const payFailures: string[] = [];
    let paid = 0;
    await inTurns(
      answers.filter((a) => a.orderId !== null && a.shopper.method === 'pay_now'),
      8,
      async (a) => {
        const base = api(a.shopper.index);
        const started = await call(`${base}/api/orders/${a.orderId}/pay`, {
          method: 'POST',
          token: a.shopper.token,
        });
        if (started.status !== 200) {
          payFailures.push(`pay ${started.status} ${started.body.message ?? ''}`);
          return;
        }
        const { reference } = started.body.data as { reference: string };
        const done = await call(
          `${simulatorUrl}/__simulator/transactions/${encodeURIComponent(reference)}/complete`,
          {
            method: 'POST',
            body: { outcome: 'success', channel: 'card' },
          },
        );
        if (done.status !== 200) {
          payFailures.push(`simulator ${done.status} ${done.body.message ?? ''}`);
          return;
        }
        const verified = await call(`${base}/api/orders/${a.orderId}/payments/verify`, {
          method: 'POST',
          token: a.shopper.token,
          body: { reference },
        });
        const status = (verified.body.data as { payment_status?: string } | undefined)?.payment_status;
        if (verified.status === 200 && status === 'succeeded') paid += 1;
        else payFailures.push(`verify ${verified.status} ${status ?? verified.body.message ?? ''}`);
      },
    );
    // The webhooks the simulator sends land meanwhile; a moment for the last ones.
    await new Promise((r) => setTimeout(r, 2_000));

    for (const child of [...children].reverse()) await child.stop();
    children.length = 0;

    // Every figure from the database.
    const database =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl, poolSize: 2 })
        : await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const [sold] = await rows<{ n: number }>(sql`
        select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id
        where i.variant_id = ${flash.variantId} and o.status <> 'cancelled'`);
      const [stock] = await rows<{ n: number }>(
        sql`select stock as n from variants where id = ${flash.variantId}`,
      );
      const [uses] = await rows<{ n: number }>(sql`
        select count(*)::int as n from order_promotions
        where promotion_id = ${codeId} and status in ('reserved', 'redeemed')`);
      const [used] = await rows<{ n: number }>(sql`select used as n from promotions where id = ${codeId}`);
      const [redeemed] = await rows<{ n: number }>(sql`
        select count(*)::int as n from order_promotions where promotion_id = ${codeId} and status = 'redeemed'`);
      const [ordered] = await rows<{ n: number }>(sql`
        select count(*)::int as n from orders o join users u on u.id = o.user_id where u.email like ${`flash${tag}%`}`);
      const [paidRow] = await rows<{ n: number }>(sql`
        select count(*)::int as n from orders where payment_method = 'pay_now' and payment_status = 'paid'`);
      // Stored total ≠ lines − discount + delivery, or its parts not adding up.
      const wrong = await rows<{ id: number }>(sql`
        select o.id from orders o
        join (select order_id, sum(unit_price_kobo * quantity) as lines, sum(discount_kobo) as discount
              from order_items group by order_id) i on i.order_id = o.id
        left join (select order_id, sum(discount_kobo) as discount from order_promotions group by order_id) p
          on p.order_id = o.id
        where o.subtotal_kobo <> i.lines or o.discount_kobo <> i.discount
           or o.discount_kobo <> coalesce(p.discount, 0)
           or o.total_kobo <> i.lines - o.discount_kobo + o.shipping_fee_kobo`);
      // And against what the shopper was quoted, and the promotions worked out here: 30% then 10% of the rest.
      const placed = answers.filter((a) => a.orderId !== null);
      const byOrder = new Map(placed.map((a) => [a.orderId as number, a.shopper]));
      const orderRows = await rows<{ id: number; total: number; discount: number; lines: number }>(sql`
        select o.id, o.total_kobo as total, o.discount_kobo as discount, o.subtotal_kobo as lines from orders o
        where o.id in (${sql.join(
          [...byOrder.keys(), 0].map((id) => sql`${id}`),
          sql`, `,
        )})`);
      const wrongIds = new Set(wrong.map((w) => w.id));
      for (const o of orderRows) {
        const s = byOrder.get(o.id);
        if (!s) continue;
        const price = (s.flash ? FLASH_PRICE : OTHER_PRICE) * 100;
        const auto = s.flash ? (price * FLASH_PERCENT) / 100 : 0;
        const expectedDiscount = auto + ((price - auto) * CODE_PERCENT) / 100;
        if (
          Number(o.total) !== Math.round(s.quotedTotal * 100) ||
          Number(o.discount) !== expectedDiscount ||
          Number(o.lines) !== price
        )
          wrongIds.add(o.id);
      }
      // Losers' carts hold what they held; winners' are empty.
      const cartRows = await rows<{ user_id: number; product_id: number; quantity: number }>(sql`
        select c.user_id, i.product_id, i.quantity from carts c join cart_items i on i.cart_id = c.id
        join users u on u.id = c.user_id where u.email like ${`flash${tag}%`}`);
      const carts = new Map<number, { product_id: number; quantity: number }[]>();
      for (const r of cartRows) carts.set(r.user_id, [...(carts.get(r.user_id) ?? []), r]);
      const cartProblems: string[] = [];
      let intact = 0;
      let winnersWithCart = 0;
      for (const a of answers) {
        const lines = carts.get(a.shopper.userId) ?? [];
        if (a.orderId !== null) {
          if (lines.length > 0) winnersWithCart += 1;
          continue;
        }
        const want = a.shopper.flash ? flash.id : other.id;
        if (lines.length === 1 && lines[0]?.product_id === want && lines[0]?.quantity === 1) intact += 1;
        else cartProblems.push(`shopper ${a.shopper.index}: ${JSON.stringify(lines)}`);
      }
      const checks: Checks = {
        unitsSold: sold?.n ?? -1,
        stockLeft: stock?.n ?? -1,
        codeUses: uses?.n ?? -1,
        codeUsedColumn: used?.n ?? -1,
        ordersInDatabase: ordered?.n ?? -1,
        wrongTotals: wrongIds.size,
        wrongTotalIds: [...wrongIds].slice(0, 10),
        cartsIntact: intact,
        losers: answers.filter((a) => a.orderId === null).length,
        cartProblems,
        winnersWithCart,
        paidInDatabase: paidRow?.n ?? -1,
        redeemed: redeemed?.n ?? -1,
      };
      return {
        label,
        replicas,
        rushSeconds,
        answers,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        placedP50: percentile(placedTimes, 50),
        placedP99: percentile(placedTimes, 99),
        paid,
        payFailures,
        checks,
      };
    } finally {
      await database.close();
    }
  } catch (error) {
    for (const child of children)
      if (child.output.length) console.error(`--- ${child.name} ---\n${child.output.join('').slice(-3000)}`);
    throw error;
  } finally {
    for (const child of [...children].reverse()) await child.stop().catch(() => undefined);
    for (const cleanup of cleanups.reverse())
      await Promise.resolve(cleanup()).catch((e: unknown) => console.error(e));
  }
}

// ------------------------------------------------------------------------------------------------ the report

/** The invariants of a run; each failure in words. */
function failures(run: Run): string[] {
  const c = run.checks;
  const placed = run.answers.filter((a) => a.orderId !== null);
  const flashPlaced = placed.filter((a) => a.shopper.flash).length;
  const tally = tallyOf(run.answers);
  const problems: string[] = [];
  if (c.unitsSold > UNITS) problems.push(`${c.unitsSold} units sold of ${UNITS}`);
  if (c.unitsSold + c.stockLeft !== UNITS)
    problems.push(`sold ${c.unitsSold} + left ${c.stockLeft} ≠ ${UNITS}`);
  if (c.unitsSold !== flashPlaced)
    problems.push(`${c.unitsSold} units in orders, ${flashPlaced} answered 201`);
  if ((tally.get('sold out') ?? 0) > 0 && c.stockLeft !== 0)
    problems.push(`shoppers told sold out while ${c.stockLeft} are left`);
  if (c.codeUses > CODE_CAP) problems.push(`the code used ${c.codeUses} times of ${CODE_CAP}`);
  if (c.codeUses !== c.codeUsedColumn)
    problems.push(`code uses ${c.codeUses} held, ${c.codeUsedColumn} counted`);
  if (c.codeUses !== placed.length) problems.push(`${c.codeUses} code uses for ${placed.length} orders`);
  if ((tally.get('code used up') ?? 0) + (tally.get('code refused') ?? 0) > 0 && c.codeUses !== CODE_CAP)
    problems.push(`shoppers told the code is used up while ${CODE_CAP - c.codeUses} uses are left`);
  if (c.wrongTotals > 0)
    problems.push(`${c.wrongTotals} orders with a wrong total (${c.wrongTotalIds.join(', ')})`);
  if (c.ordersInDatabase !== placed.length)
    problems.push(`${c.ordersInDatabase} orders in the database, ${placed.length} answered 201`);
  if (c.cartsIntact !== c.losers)
    problems.push(
      `${c.losers - c.cartsIntact} losers' carts changed: ${c.cartProblems.slice(0, 3).join('; ')}`,
    );
  if (c.winnersWithCart > 0) problems.push(`${c.winnersWithCart} winners still have a cart`);
  const serverErrors = run.answers.filter((a) => a.status >= 500 || a.status === 0);
  if (serverErrors.length > 0)
    problems.push(
      `${serverErrors.length} answers 5xx or none: ${[...new Set(serverErrors.map((a) => a.kind))].join('; ')}`,
    );
  const known = new Set(['order placed', 'sold out', 'code used up', 'total changed', 'code refused']);
  const unknown = [...tally.keys()].filter((k) => !known.has(k));
  if (unknown.length > 0) problems.push(`unexpected answers: ${unknown.join('; ')}`);
  const payNowPlaced = placed.filter((a) => a.shopper.method === 'pay_now').length;
  if (run.paid !== payNowPlaced || c.paidInDatabase !== payNowPlaced)
    problems.push(
      `${payNowPlaced} pay-now orders, ${run.paid} verified paid, ${c.paidInDatabase} paid in the database (${run.payFailures.slice(0, 3).join('; ')})`,
    );
  if (c.redeemed !== payNowPlaced)
    problems.push(`${c.redeemed} code uses redeemed for ${payNowPlaced} paid orders`);
  return problems;
}

function tallyOf(answers: Answer[]): Map<string, number> {
  const tally = new Map<string, number>();
  for (const a of answers) tally.set(a.kind, (tally.get(a.kind) ?? 0) + 1);
  return tally;
}

/** One example of each kind of answer, as the shopper read it. */
function examplesOf(answers: Answer[]): Map<string, string> {
  const examples = new Map<string, string>();
  for (const a of answers) if (!examples.has(a.kind) && a.orderId === null) examples.set(a.kind, a.message);
  return examples;
}

const ms = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-GB') : 'n/a');

function report(runs: Run[], loadAtStart: string): string {
  const lines = [
    MARK_START,
    '',
    'Produced by `npm run bench:flash-sale` (`bench/api/flash-sale.ts`; not part of `npm test`). A fresh database',
    '(PostgreSQL: a database of its own, created and dropped; PGlite: a throw-away folder), migrated and seeded by',
    `the API's code. The admin signs in and, through the admin API, creates a blender with ${UNITS} units at ₦${FLASH_PRICE.toLocaleString('en-GB')},`,
    `an automatic promotion of ${FLASH_PERCENT}% off it, and the code ${CODE} (${CODE_PERCENT}% off the order, capped at ${CODE_CAP} uses), and`,
    `a second product with plenty of stock (₦${OTHER_PRICE.toLocaleString('en-GB')}). ${SHOPPERS.toLocaleString('en-GB')} shoppers, each an account and a shipping address of their own`,
    '(accounts written straight to the database with one precomputed password hash and access tokens signed with',
    "the API's secret: registration is rate-limited and every scrypt hash costs a few hundred milliseconds), fill",
    'their carts through the API, one item each, half the blender and half the second product, and ask for the',
    `checkout quote with ${CODE}. Then the checkouts are sent ${RUSH_SECONDS > 0 ? `evenly over ${RUSH_SECONDS} s` : 'all at the same instant'} (\`BENCH_RUSH_SECONDS\`), with the code and the quoted total as`,
    '`expected_total` (as the storefront sends them), spread evenly over the replicas; half pay on delivery, half',
    'pay now, whose winners then pay at the Paystack simulator (started by the bench) and come back to the shop',
    `(\`payments/verify\`). Like the storefront, the bench gives up on a request after ${REQUEST_TIMEOUT_MS / 1000} s: a later answer counts as none.`,
    'The API replicas are `src/server.ts` processes with `RATE_LIMIT_MAX` lifted; on',
    "PostgreSQL they share a redis-server of the bench's own. Every figure below is read from the database after",
    'the processes have stopped: units sold (order lines not cancelled), code uses (`order_promotions` reserved or',
    'redeemed, and `promotions.used`), wrong totals (stored total ≠ lines − discount + delivery, or discount ≠ its',
    `lines' and promotions' shares, or ≠ ${FLASH_PERCENT}% then ${CODE_PERCENT}% worked out by the bench, or total ≠ the shopper's quote), and`,
    "each loser's cart. The bench exits non-zero when one fails.",
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus().length} CPU (\`nproc\`), ${cpus()[0]?.model?.trim() ?? 'unknown CPU'}, Node ${process.version}, shared with other work; load average at the start: ${loadAtStart}`,
    '',
    '| | ' + runs.map((r) => r.label).join(' | ') + ' |',
    '|---|' + runs.map(() => '---:').join('|') + '|',
  ];
  const row = (name: string, cell: (r: Run) => string | number) =>
    lines.push(`| ${name} | ${runs.map((r) => String(cell(r))).join(' | ')} |`);
  const count = (r: Run, kind: string) => tallyOf(r.answers).get(kind) ?? 0;
  row('shoppers (blender / second product)', (r) => {
    const flashCount = r.answers.filter((a) => a.shopper.flash).length;
    return `${r.answers.length} (${flashCount} / ${r.answers.length - flashCount})`;
  });
  row(`checkouts sent over ${RUSH_SECONDS} s, the last answered after (s)`, (r) => r.rushSeconds.toFixed(1));
  row(`units sold (≤ ${UNITS}) / left`, (r) => `${r.checks.unitsSold} / ${r.checks.stockLeft}`);
  row(
    `code uses (≤ ${CODE_CAP}): held / counted`,
    (r) => `${r.checks.codeUses} / ${r.checks.codeUsedColumn}`,
  );
  row('orders placed (pay on delivery / pay now)', (r) => {
    const placed = r.answers.filter((a) => a.orderId !== null);
    const now = placed.filter((a) => a.shopper.method === 'pay_now').length;
    return `${placed.length} (${placed.length - now} / ${now})`;
  });
  row('orders with a wrong total', (r) => r.checks.wrongTotals);
  row(
    'pay-now orders paid (verified / in the database / code uses redeemed)',
    (r) => `${r.paid} / ${r.checks.paidInDatabase} / ${r.checks.redeemed}`,
  );
  row('told "sold out" (409 stock)', (r) => count(r, 'sold out'));
  row('told "code used up" (409 promotion)', (r) => count(r, 'code used up'));
  row('told "total changed" (409 total)', (r) => count(r, 'total changed'));
  row('told the code was refused (400)', (r) => count(r, 'code refused'));
  row("losers' carts intact", (r) => `${r.checks.cartsIntact} of ${r.checks.losers}`);
  row('checkout p50 / p99, every answer (ms)', (r) => `${ms(r.p50)} / ${ms(r.p99)}`);
  row('checkout p50 / p99, orders placed (ms)', (r) => `${ms(r.placedP50)} / ${ms(r.placedP99)}`);
  row('5xx or no answer', (r) => r.answers.filter((a) => a.status >= 500 || a.status === 0).length);
  row('invariants', (r) => (failures(r).length === 0 ? 'all hold' : `FAILED: ${failures(r).join('; ')}`));
  lines.push('', 'What the losers were told, one example of each:', '');
  const examples = new Map<string, string>();
  for (const r of runs) for (const [k, v] of examplesOf(r.answers)) if (!examples.has(k)) examples.set(k, v);
  for (const [k, v] of examples) lines.push(`- ${k}: “${v}”`);
  lines.push('', MARK_END);
  return lines.join('\n');
}

async function main() {
  const loadAtStart = loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const kinds: ('postgres' | 'pglite')[] = ONLY ? [ONLY] : ['postgres', 'pglite'];
  const runs: Run[] = [];
  for (const kind of kinds) runs.push(await runOnce(kind));
  const text = report(runs, loadAtStart);
  console.info(`\n${text}\n`);
  if (process.env.BENCH_WRITE !== '0') await recordSection(text, MARK_START, MARK_END);
  const failed = runs.flatMap((r) => failures(r).map((f) => `${r.label}: ${f}`));
  if (failed.length > 0) {
    console.error(`\nInvariants failed:\n- ${failed.join('\n- ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
