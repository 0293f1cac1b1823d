/**
 * Two API replicas on the machine's PostgreSQL (a schema of their own) and a Redis of the test's own, behind a
 * round-robin proxy: sessions, the sign-in throttle, stock and the catalogue cache are shared between them.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createAccessTokens } from '../../src/lib/tokens.js';
import { DATABASE_URL, describeOnPostgres, startApi, waitFor, type ApiProcess } from './harness.js';
import { call, checkoutBody, newShopper } from './harness-client.js';
import { createSchema, startRedis, type RedisProcess } from './harness-services.js';

const PROXY_PORT = 8810;
const REPLICA_PORTS = [8811, 8812];
const REDIS_PORT = 8821;
const JWT_SECRET = 'replica-suite-secret-0123456789abcdef-0123456789';
const CATALOG_CACHE_MS = 2_000;

jest.setTimeout(300_000);

/**
 * A round-robin HTTP proxy: request n goes to upstream n mod N. Like nginx (`keepalive_timeout 75s`), it keeps an
 * idle client connection open far longer than Node's default 5 s: a client that reuses a connection just as the
 * proxy closes it gets ECONNRESET on a request the proxy never read, a race of the test's proxy, not of the shop.
 */
function roundRobin(upstreams: string[], port: number): Promise<http.Server> {
  let next = 0;
  const server = http.createServer({ keepAliveTimeout: 75_000 }, (req, res) => {
    const target = new URL(req.url ?? '/', upstreams[next++ % upstreams.length]);
    const forward = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"message":"Bad gateway"}');
    });
    req.pipe(forward);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

interface Product {
  id: number;
  name: string;
  description: string;
  type: 'simple' | 'variable';
  category: { id: number };
  variants: {
    id: number;
    sku: string;
    regular_price: number;
    sale_price: number;
    stock: number;
    attributes: unknown[];
  }[];
}

describeOnPostgres('two API replicas behind a round-robin proxy', () => {
  let schema: Awaited<ReturnType<typeof createSchema>>;
  let redis: RedisProcess;
  let replicas: ApiProcess[] = [];
  let proxy: http.Server;
  const [a, b] = [() => replicas[0]?.url ?? '', () => replicas[1]?.url ?? ''];
  const front = `http://127.0.0.1:${PROXY_PORT}`;

  beforeAll(async () => {
    schema = await createSchema(DATABASE_URL ?? '');
    redis = await startRedis(REDIS_PORT);
    const env = {
      DATABASE_URL: DATABASE_URL ?? '',
      DATABASE_SCHEMA: schema.name,
      REDIS_URL: redis.url,
      JWT_SECRET,
      CATALOG_CACHE_MS: String(CATALOG_CACHE_MS),
    };
    // Started together: one migrates and seeds, the other waits on the migration lock.
    replicas = await Promise.all(REPLICA_PORTS.map((port) => startApi({ port, env })));
    proxy = await roundRobin(
      replicas.map((r) => r.url),
      PROXY_PORT,
    );
  });

  afterAll(async () => {
    await new Promise((done) => proxy?.close(done));
    await Promise.all(replicas.map((r) => r.stop('SIGTERM')));
    await redis?.stop();
    await schema?.drop();
  });

  it('a shopper signs in on A and refreshes the session on B', async () => {
    const shopper = await newShopper(a());
    const refreshed = await call(`${b()}/api/auth/refresh-token`, {
      method: 'POST',
      body: { refreshToken: shopper.refresh },
    });
    expect(refreshed.status).toBe(200);
    const tokens = refreshed.body.data as { access: string; refresh: string };
    expect((await call(`${a()}/api/users/me`, { token: tokens.access })).status).toBe(200);
    // The spent refresh token is refused by either replica.
    const reused = await call(`${a()}/api/auth/refresh-token`, {
      method: 'POST',
      body: { refreshToken: shopper.refresh },
    });
    expect(reused.status).toBe(401);
  });

  it('counts failed sign-ins across both replicas', async () => {
    // One account guessed at from one address, the guesses spread over both replicas by the proxy.
    const email = `nobody-${Date.now()}@example.ng`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await call(`${front}/api/auth/login`, {
        method: 'POST',
        body: { email, password: 'Wrong-password-1' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    for (const replica of [a(), b()]) {
      const res = await call(`${replica}/api/auth/login`, {
        method: 'POST',
        body: { email, password: 'Wrong-password-1' },
      });
      expect(res.status).toBe(429);
    }
  });

  it('a 100-way checkout race on one variant split across both sells exactly the stock, with no 5xx', async () => {
    const stock = 37;
    const { rows } = await schema.query<{ id: number; product_id: number }>(
      `select v.id, v.product_id from variants v join products p on p.id = v.product_id
       where p.published order by v.id desc limit 1`,
    );
    const variant = rows[0];
    if (!variant) throw new Error('no variant');
    await schema.query('update variants set stock = $1 where id = $2', [stock, variant.id]);
    // 100 shoppers, made in the database with the seeded shopper's password hash; tokens signed with the secret.
    const users = await schema.query<{ id: number }>(
      `insert into users (email, username, first_name, last_name, role, password_hash)
       select 'race-' || n || '@example.ng', 'race' || n, 'Race', 'Shopper', 'REGULAR', password_hash
       from generate_series(1, 100) n, (select password_hash from users where email = 'shopper@kasuwa.test') s
       returning id`,
    );
    const signer = createAccessTokens(JWT_SECRET);
    const tokens = await Promise.all(users.rows.map((u) => signer.sign({ id: u.id, role: 'REGULAR' })));
    for (const [i, token] of tokens.entries()) {
      const added = await call(`${i % 2 ? b() : a()}/api/products/add-to-cart`, {
        method: 'POST',
        token,
        body: { product_id: variant.product_id, variant_id: variant.id, quantity: 1 },
      });
      expect(added.status).toBe(200);
    }
    const started = performance.now();
    const answers = await Promise.all(
      tokens.map((token) =>
        call(`${front}/api/orders/checkout`, {
          method: 'POST',
          token,
          body: checkoutBody,
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    console.info(`100-way checkout race over two replicas: ${seconds.toFixed(2)} s`);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(stock);
    expect(statuses.filter((s) => s === 409)).toHaveLength(100 - stock);
    const left = await schema.query<{ stock: number; sold: number }>(
      `select (select stock from variants where id = $1) as stock,
              (select coalesce(sum(quantity), 0)::int from order_items where variant_id = $1) as sold`,
      [variant.id],
    );
    expect(left.rows[0]).toEqual({ stock: 0, sold: stock });
  });

  it("an admin's product edit on A shows on B within the catalogue cache's lifetime", async () => {
    const list = await call(`${b()}/api/products?page_size=50`);
    const candidates = (list.body.data as { results: Product[] }).results;
    let product: Product | undefined;
    for (const summary of candidates) {
      const detail = (await call(`${b()}/api/products/${summary.id}`)).body.data as Product;
      if (detail.type === 'simple' && detail.variants.every((v) => v.attributes.length === 0)) {
        product = detail;
        break;
      }
    }
    if (!product) throw new Error('no simple product to edit');
    // Signed directly: this address has used up its failed sign-ins in the throttle test.
    const { rows } = await schema.query<{ id: number }>(
      `select id from users where email = 'admin@kasuwa.test'`,
    );
    const token = await createAccessTokens(JWT_SECRET).sign({ id: rows[0]?.id ?? 0, role: 'ADMIN' });
    const name = `${product.name} (edited ${Date.now()})`;
    const edited = await call(`${a()}/api/admin/products/${product.id}`, {
      method: 'PUT',
      token,
      body: {
        name,
        description: product.description,
        category_id: product.category.id,
        type: 'simple',
        published: true,
        variants: product.variants.map((v) => ({
          id: v.id,
          sku: v.sku,
          regular_price: v.regular_price,
          sale_price: v.sale_price,
          stock: v.stock,
        })),
      },
    });
    expect(edited.status).toBe(200);
    const saved = Date.now();
    await waitFor(
      'B to show the new name',
      async () => ((await call(`${b()}/api/products/${product.id}`)).body.data as Product).name === name,
      CATALOG_CACHE_MS + 1_000,
      50,
    );
    console.info(`product edit on A seen on B after ${Date.now() - saved} ms`);
  });
});
