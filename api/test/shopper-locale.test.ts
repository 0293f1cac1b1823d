import { eq, sql } from 'drizzle-orm';
import type { Locale } from 'shared-contracts/locales';
import { users } from '../src/db/schema.js';
import { issuePhoneCode } from '../src/modules/customers/index.js';
import { PASSWORD, address, addToCart, createProduct, createUser, newPhone, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

/** users.locale: the storefront language a signed-in shopper last used, which their mails follow. */
describe.each(databases)("the shopper's language (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  }, 60_000);
  afterAll(async () => t.close());

  const localeOf = async (userId: number): Promise<Locale | null> => {
    const [row] = await t.app.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    return row?.locale ?? null;
  };
  const language = (locale?: string): Record<string, string> =>
    locale === undefined ? {} : { 'accept-language': locale };
  const signIn = (email: string, locale?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: language(locale),
      payload: { email, password: PASSWORD },
    });

  it('keeps the language of an email sign-in, and a sign-in that names none leaves it', async () => {
    const user = await createUser(t.app);
    expect(await localeOf(user.id)).toBeNull();
    expect((await signIn(user.email, 'yo')).statusCode).toBe(200);
    expect(await localeOf(user.id)).toBe('yo');
    expect((await signIn(user.email)).statusCode).toBe(200);
    expect(await localeOf(user.id)).toBe('yo');
    expect((await signIn(user.email, 'fr-FR')).statusCode).toBe(200);
    expect(await localeOf(user.id)).toBe('yo');
    expect((await signIn(user.email, 'en-NG')).statusCode).toBe(200);
    expect(await localeOf(user.id)).toBe('en-NG');
  });

  it('writes the account only when the language changes', async () => {
    const user = await createUser(t.app);
    /** The row version: PostgreSQL gives an updated row a new xmin, even when no value changed. */
    const version = async () => {
      const result = await t.app.db.execute(sql`select xmin::text as v from users where id = ${user.id}`);
      return (result as unknown as { rows: { v: string }[] }).rows[0]?.v;
    };
    expect((await signIn(user.email, 'ig')).statusCode).toBe(200);
    const first = await version();
    expect((await signIn(user.email, 'ig')).statusCode).toBe(200);
    expect(await version()).toBe(first);
    expect((await signIn(user.email, 'ha')).statusCode).toBe(200);
    expect(await version()).not.toBe(first);
  });

  it('keeps nothing from a sign-in that fails', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: language('ha'),
      payload: { email: user.email, password: 'not-the-password-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(await localeOf(user.id)).toBeNull();
  });

  it('creates an account in the language it was registered in', async () => {
    const email = `register-${Date.now()}@example.ng`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: language('ha'),
      remoteAddress: '192.0.2.31',
      payload: {
        first_name: 'Musa',
        last_name: 'Bello',
        username: `musa${Date.now()}`,
        email,
        password: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await localeOf(res.json<{ data: { id: number } }>().data.id)).toBe('ha');
  });

  it('keeps the language of a phone sign-in, which creates the account', async () => {
    const phone = newPhone();
    const code = await issuePhoneCode(t.app.db, t.app.config.jwtSecret, phone);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/verify',
      headers: language('pcm'),
      payload: { phone, code, first_name: 'Emeka', last_name: 'Okafor' },
      remoteAddress: '192.0.2.32',
    });
    expect(res.statusCode).toBe(200);
    const [user] = await t.app.db.select().from(users).where(eq(users.phone, phone));
    expect(user?.locale).toBe('pcm');
  });

  it('follows the profile as the shopper loads it, and their checkout', async () => {
    const { user, headers } = await shopper(t.app);
    const me = (locale?: string) =>
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: { ...headers, ...language(locale) } });
    expect((await me('ig')).statusCode).toBe(200);
    expect(await localeOf(user.id)).toBe('ig');
    expect((await me()).statusCode).toBe(200);
    expect(await localeOf(user.id)).toBe('ig');

    const { product, variant } = await createProduct(t.app, { price: 1500, stock: 3 });
    await addToCart(t.app, headers, product.id, variant.id, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: { ...headers, ...language('yo') },
      payload: { shipping_address: address, payment_method: 'pay_on_delivery' },
    });
    expect(placed.statusCode).toBe(201);
    expect(await localeOf(user.id)).toBe('yo');
  });

  it("is never changed by the admin's routes", async () => {
    const { user, headers } = await shopper(t.app);
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { ...headers, ...language('ha') } });
    const admin = await shopper(t.app, 'ADMIN');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${user.id}`,
      headers: { ...admin.headers, ...language('yo') },
    });
    expect(list.statusCode).toBe(200);
    expect(await localeOf(user.id)).toBe('ha');
  });
});
