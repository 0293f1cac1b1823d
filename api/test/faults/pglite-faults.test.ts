/**
 * The embedded shop (PGlite in DATA_DIR) stopped with Ctrl+C (SIGINT) during a checkout and started again:
 * the database opens, and the order exists whole (with its items, stock taken) or not at all. And a second
 * signal while it closes does not cut the close short.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { incoming, startApi, waitFor, type ApiProcess } from './harness.js';
import { call, checkoutBody, newShopper } from './harness-client.js';
import { dataDir } from './harness-services.js';

const API_PORT = 8840;

jest.setTimeout(240_000);

interface Product {
  id: number;
  variants: { id: number; stock: number }[];
}
interface Order {
  id: number;
  items: { variant_id: number; quantity: number }[];
}

describe('the embedded database survives Ctrl+C during a checkout', () => {
  const data = dataDir();
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.stop('SIGKILL');
    data.remove();
  });

  it('opens again with the order whole or absent', async () => {
    const env = { DATA_DIR: data.dir };
    api = await startApi({ port: API_PORT, env });
    const shopper = await newShopper(api.url);
    const list = await call(`${api.url}/api/products?page_size=1`);
    const productId = (list.body.data as { results: { id: number }[] }).results[0]?.id;
    const product = (await call(`${api.url}/api/products/${productId}`)).body.data as Product;
    const variant = product.variants.find((v) => v.stock >= 2);
    if (!variant) throw new Error('no variant in stock');
    const added = await call(`${api.url}/api/products/add-to-cart`, {
      method: 'POST',
      token: shopper.token,
      body: { product_id: product.id, variant_id: variant.id, quantity: 2 },
    });
    expect(added.status).toBe(200);

    const running = api;
    const checkout = call(`${api.url}/api/orders/checkout`, {
      method: 'POST',
      token: shopper.token,
      body: checkoutBody,
      headers: { 'idempotency-key': randomUUID() },
    }).catch(() => undefined);
    await waitFor(
      'the checkout to reach the API',
      () => incoming(running.logs, '/api/orders/checkout').length > 0,
      30_000,
      2,
    );
    const exit = await running.stop('SIGINT');
    expect(exit.code).toBe(0);
    const answer = await checkout;

    api = await startApi({ port: API_PORT, env });
    const orders = (
      (await call(`${api.url}/api/orders`, { token: shopper.token })).body.data as { results: Order[] }
    ).results;
    const after = (await call(`${api.url}/api/products/${product.id}`)).body.data as Product;
    const stock = after.variants.find((v) => v.id === variant.id)?.stock;
    expect(orders.length).toBeLessThanOrEqual(1);
    if (orders.length === 1) {
      expect(orders[0]?.items).toEqual([expect.objectContaining({ variant_id: variant.id, quantity: 2 })]);
      expect(stock).toBe(variant.stock - 2);
    } else {
      expect(stock).toBe(variant.stock);
      // The shopper was not told it was placed.
      expect(answer?.status).not.toBe(201);
    }
    if (answer?.status === 201) expect(orders).toHaveLength(1);
  });
});

describe('the embedded shop stopped twice', () => {
  const data = dataDir();
  afterAll(() => data.remove());

  it('closes its database once, whole, when a second signal comes while it closes', async () => {
    const api = await startApi({ port: API_PORT + 1, env: { DATA_DIR: data.dir } });
    const pid = api.child.pid;
    const socketFolders = () =>
      readdirSync(tmpdir()).filter((name) => name.startsWith(`kasuwa-pglite-${pid}-`));
    expect(socketFolders()).toHaveLength(1);
    // As when serve.mjs passes on the SIGTERM its process group has already had.
    api.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 50));
    const exit = await api.stop('SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(socketFolders()).toEqual([]);
    expect(api.logs.map((line) => line.msg)).toContain('SIGTERM received, closing');
  });
});
