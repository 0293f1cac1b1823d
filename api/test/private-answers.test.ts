import { PASSWORD, createUser, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

describe.each(databases)('answers for one user are never stored (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('sends Cache-Control: no-store on the profile, orders and admin answers, and on their refusals', async () => {
    const buyer = await shopper(t.app);
    const admin = await shopper(t.app, 'ADMIN');
    for (const [url, headers] of [
      ['/api/users/me', buyer.headers],
      ['/api/orders', buyer.headers],
      ['/api/admin/products', admin.headers],
      ['/api/admin/orders', admin.headers],
      ['/api/users/me', {}],
      ['/api/admin/products', buyer.headers],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect([url, res.statusCode < 500, res.headers['cache-control']]).toEqual([url, true, 'no-store']);
    }
  });

  it('sends Cache-Control: no-store with tokens', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public catalogue cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
