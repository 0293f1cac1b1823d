import { address, addToCart, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type DatabaseKind, type TestApp } from '../../../test/helpers.js';

/** What the settings tests share: the app, an admin's headers, and the requests they are made of. */
export type SettingsSuite = ReturnType<typeof settingsSuite>;

/**
 * One describe per database (`title (pglite)`, …) around one app with an admin, built before its tests and closed
 * after. The suite's `t` stands for the app `beforeAll` builds and `admin` is filled in there: read them inside
 * hooks and tests.
 */
export function describeSettings(title: string, tests: (suite: SettingsSuite) => void): void {
  describe.each(databases)(`${title} (%s)`, (kind) => {
    let built: TestApp | undefined;
    const current = () => {
      if (!built) throw new Error('the app is built in beforeAll: read it inside a hook or a test');
      return built;
    };
    const t: TestApp = {
      get app() {
        return current().app;
      },
      get config() {
        return current().config;
      },
      get database() {
        return current().database;
      },
      close: () => current().close(),
    };
    const admin: Record<string, string> = {};
    beforeAll(async () => {
      built = await buildTestApp({ kind });
      Object.assign(admin, (await shopper(built.app, 'ADMIN')).headers);
    });
    afterAll(async () => built?.close());
    tests(settingsSuite(t, admin, kind));
  });
}

function settingsSuite(t: TestApp, admin: Record<string, string>, kind: DatabaseKind) {
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const settings = async () => (await api('GET', '/api/admin/settings')).json().data;
  const zoneNamed = async (name: string) => {
    const zone = (await settings()).zones.find((z: { name: string }) => z.name === name);
    if (!zone) throw new Error(`no zone ${name}`);
    return zone;
  };
  const quote = async (headers: Record<string, string>, query = '') => {
    const res = await api('GET', `/api/orders/quote${query}`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const setZone = async (name: string, change: object) => {
    const zone = await zoneNamed(name);
    const res = await api('PUT', `/api/admin/settings/zones/${zone.id}`, admin, {
      name: zone.name,
      fee: zone.fee,
      free_from: zone.free_from,
      min_days: zone.min_days,
      max_days: zone.max_days,
      ...change,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const cartWith = async (price: number, quantity = 1, categoryId?: number) => {
    const buyer = await shopper(t.app);
    const p = await createProduct(t.app, { price, stock: 50, ...(categoryId ? { categoryId } : {}) });
    await addToCart(t.app, buyer.headers, p.product.id, p.variant.id, quantity);
    return { ...buyer, product: p.product };
  };
  const checkout = (headers: Record<string, string>, body: object = {}) =>
    api('POST', '/api/orders/checkout', headers, {
      shipping_address: address,
      payment_method: 'pay_on_delivery',
      ...body,
    });
  return { t, admin, kind, api, settings, zoneNamed, quote, setZone, cartWith, checkout };
}
