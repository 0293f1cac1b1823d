import { eq } from 'drizzle-orm';
import type { BackInStockAnswer } from 'shared-contracts/schemas/back-in-stock';
import { variants } from '../src/db/schema.js';
import { backInStockRequests } from '../src/modules/catalog/index.js';
import { placeOrder } from './admin-helpers.js';
import { createCategory, createProduct, createUser, newPhone, phoneShopper, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';
import { jobsSettled } from './jobs-helpers.js';
import { waitForMails, type OutboxMail } from './outbox.js';
import { startSmsOutbox } from './sms-outbox.js';

describe.each(databases)('back in stock (%s)', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let sms: Awaited<ReturnType<typeof startSmsOutbox>>;
  beforeAll(async () => {
    sms = await startSmsOutbox();
    t = await buildTestApp({ kind, config: { sms: sms.sms } });
    admin = (await shopper(t.app, 'ADMIN')).headers;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  const notify = (productId: number, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/products/${productId}/back-in-stock`, headers, payload });

  /** Sets the product's one variant's stock through the admin's product form, as an admin restocks. */
  async function setStock(productId: number, variantId: number, categoryId: number, stock: number) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}`,
      headers: admin,
      payload: {
        name: `Restocked ${productId}`,
        category_id: categoryId,
        type: 'simple',
        variants: [{ id: variantId, sku: `SKU-RESTOCK-${variantId}`, regular_price: 25_000, stock }],
      },
    });
    expect(res.statusCode).toBe(200);
  }

  /** Runs the back-in-stock job now (it runs every minute) and the mails it queued. */
  async function runNotices() {
    await t.app.jobs.send(t.app.db, 'back-in-stock', {});
    await jobsSettled(t.app, ['back-in-stock', 'mail', 'sms']);
  }

  const backInStockMails = async (to: string): Promise<OutboxMail[]> =>
    (await waitForMails(t.config.mailDir, { atLeast: 0 })).filter(
      (m) => m.to[0]?.address === to && /is back in stock/.test(m.subject ?? ''),
    );

  it('records one wait per product and address, however often it is asked, and refuses what it cannot use', async () => {
    const { product } = await createProduct(t.app, { stock: 0 });
    const first = await notify(product.id, { email: 'Ada@Example.ng' });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ data: BackInStockAnswer }>().data).toEqual({
      product_id: product.id,
      email: 'ada@example.ng',
      phone: null,
      subscribed: true,
    });
    expect((await notify(product.id, { email: 'ada@example.ng' })).statusCode).toBe(200);
    const rows = await t.app.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.productId, product.id));
    expect(rows).toHaveLength(1);

    const noEmail = await notify(product.id, {});
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({
      errors: { email: ['Enter your email address so we can tell you'] },
    });
    expect((await notify(product.id, { email: 'not an email' })).statusCode).toBe(400);
    const badPhone = await notify(product.id, { email: 'b@example.ng', phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<{ errors: Record<string, string[]> }>().errors.phone).toEqual([
      'Phone must be +234 followed by 10 digits, or 0 followed by 10 digits',
    ]);

    const { product: inStock } = await createProduct(t.app, { stock: 3 });
    const refused = await notify(inStock.id, { email: 'ada@example.ng' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This product is in stock: add it to your cart.' });
    expect((await notify(999_999, { email: 'ada@example.ng' })).statusCode).toBe(404);
  });

  it('uses a signed-in shopper’s own address and tells them they wait', async () => {
    const { product } = await createProduct(t.app, { stock: 0 });
    const user = await createUser(t.app);
    const headers = {
      authorization: `Bearer ${await t.app.accessTokens.sign({ id: user.id, role: 'REGULAR' })}`,
    };
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/back-in-stock`,
      headers,
    });
    expect(before.json<{ data: BackInStockAnswer }>().data.subscribed).toBe(false);
    const res = await notify(
      product.id,
      { email: 'someone.else@example.ng', phone: '0803 123 4567' },
      headers,
    );
    expect(res.json()).toMatchObject({ data: { email: user.email.toLowerCase() } });
    const [row] = await t.app.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.productId, product.id));
    expect(row).toMatchObject({ userId: user.id, phone: '+2348031234567' });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}/back-in-stock`,
      headers,
    });
    expect(after.json<{ data: BackInStockAnswer }>().data.subscribed).toBe(true);
    // An expired or forged session is a 401 (the client refreshes it), not an anonymous request.
    expect((await notify(product.id, {}, { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });

  it('mails each subscriber once when the admin restocks, not again on a second restock unless they ask again', async () => {
    const category = await createCategory(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 0, categoryId: category.id });
    for (const email of ['chidi@example.ng', 'bisi@example.ng'])
      expect((await notify(product.id, { email })).statusCode).toBe(200);
    // Still out of stock: nothing is sent.
    await runNotices();
    expect(await backInStockMails('chidi@example.ng')).toHaveLength(0);

    await setStock(product.id, variant.id, category.id, 5);
    await runNotices();
    const [chidi] = await backInStockMails('chidi@example.ng');
    expect(chidi?.subject).toBe(`Restocked ${product.id} is back in stock at Kasuwa`);
    expect(chidi?.text).toContain(`/products/${product.id}`);
    expect(await backInStockMails('bisi@example.ng')).toHaveLength(1);

    // The job again, and a second restock: no second mail.
    await runNotices();
    await setStock(product.id, variant.id, category.id, 0);
    await setStock(product.id, variant.id, category.id, 4);
    await runNotices();
    expect(await backInStockMails('chidi@example.ng')).toHaveLength(1);
    expect(await backInStockMails('bisi@example.ng')).toHaveLength(1);

    // Chidi asks again while it is out of stock: one more mail, to Chidi alone, at the next restock.
    await setStock(product.id, variant.id, category.id, 0);
    expect((await notify(product.id, { email: 'chidi@example.ng' })).statusCode).toBe(200);
    await setStock(product.id, variant.id, category.id, 2);
    await runNotices();
    expect(await backInStockMails('chidi@example.ng')).toHaveLength(2);
    expect(await backInStockMails('bisi@example.ng')).toHaveLength(1);
  });

  it('mails when a cancelled order puts the last unit back', async () => {
    const buyer = await createUser(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 1 });
    const { orderId } = await placeOrder(t, buyer.id, { variantId: variant.id, quantity: 1 });
    const [sold] = await t.app.db.select().from(variants).where(eq(variants.id, variant.id));
    expect(sold?.stock).toBe(0);
    expect((await notify(product.id, { email: 'emeka@example.ng' })).statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: admin,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    await runNotices();
    expect(await backInStockMails('emeka@example.ng')).toHaveLength(1);
  });
  const waitsFor = (productId: number) =>
    t.app.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.productId, productId))
      .orderBy(backInStockRequests.id);

  it('lets a shopper signed in with a phone alone ask with one tap, and texts them (no mail) when it is back', async () => {
    const { phone, user, headers } = await phoneShopper(t.app);
    const category = await createCategory(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 0, categoryId: category.id });
    const wait = () => t.app.inject({ url: `/api/products/${product.id}/back-in-stock`, headers });
    expect((await wait()).json<{ data: BackInStockAnswer }>().data).toEqual({
      product_id: product.id,
      email: null,
      phone,
      subscribed: false,
    });
    const asked = await notify(product.id, {}, headers);
    expect(asked.statusCode).toBe(200);
    expect(asked.json<{ data: BackInStockAnswer }>().data).toEqual({
      product_id: product.id,
      email: null,
      phone,
      subscribed: true,
    });
    expect((await notify(product.id, {}, headers)).statusCode).toBe(200);
    expect(await waitsFor(product.id)).toEqual([
      expect.objectContaining({ email: null, phone, userId: user.id, notifiedAt: null }),
    ]);
    expect((await wait()).json<{ data: BackInStockAnswer }>().data.subscribed).toBe(true);

    await setStock(product.id, variant.id, category.id, 3);
    await runNotices();
    await runNotices();
    expect(await sms.textsTo(t.app, phone)).toEqual([
      `Restocked ${product.id} is back in stock. Order it before it runs out again.`,
    ]);
    expect(
      (await waitForMails(t.config.mailDir, { atLeast: 0 })).filter((m) =>
        m.subject?.startsWith(`Restocked ${product.id} `),
      ),
    ).toHaveLength(0);
    expect((await wait()).json<{ data: BackInStockAnswer }>().data.subscribed).toBe(false);
  });

  it('takes an email, a phone or both from someone not signed in: one wait per product and email, and per phone', async () => {
    const category = await createCategory(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 0, categoryId: category.id });
    const [zainab, tunde] = [newPhone(), newPhone()];
    const byPhone = await notify(product.id, { phone: `0${zainab.slice(4)}` });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json<{ data: BackInStockAnswer }>().data).toEqual({
      product_id: product.id,
      email: null,
      phone: zainab,
      subscribed: true,
    });
    // Again with the same phone, and an email: the phone's wait takes the email.
    expect((await notify(product.id, { phone: zainab })).statusCode).toBe(200);
    expect((await notify(product.id, { email: 'zainab@example.ng', phone: zainab })).statusCode).toBe(200);
    // An email already waiting, with a phone another wait has: both kept, neither twice.
    expect((await notify(product.id, { email: 'tunde@example.ng', phone: tunde })).statusCode).toBe(200);
    expect((await notify(product.id, { email: 'kemi@example.ng' })).statusCode).toBe(200);
    expect((await notify(product.id, { email: 'kemi@example.ng', phone: tunde })).statusCode).toBe(200);
    expect((await notify(product.id, { phone: '', email: '' })).statusCode).toBe(400);
    expect((await waitsFor(product.id)).map(({ email, phone }) => ({ email, phone }))).toEqual([
      { email: 'zainab@example.ng', phone: zainab },
      { email: 'tunde@example.ng', phone: tunde },
      { email: 'kemi@example.ng', phone: null },
    ]);

    await setStock(product.id, variant.id, category.id, 6);
    await runNotices();
    expect(await sms.textsTo(t.app, zainab)).toHaveLength(1);
    expect(await sms.textsTo(t.app, tunde)).toHaveLength(1);
    for (const email of ['zainab@example.ng', 'tunde@example.ng', 'kemi@example.ng'])
      expect(await backInStockMails(email)).toHaveLength(1);
  });

  it('limits how often someone not signed in has one number texted, as mail is limited per address', async () => {
    const phone = newPhone();
    const ask = async () => {
      const { product } = await createProduct(t.app, { stock: 0 });
      return t.app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/back-in-stock`,
        payload: { phone },
        remoteAddress: '192.0.2.150',
      });
    };
    for (let i = 0; i < t.config.smsPerPhonePerHour; i += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests for this phone number. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('texts the waits of many products in one run, each with its own product', async () => {
    const category = await createCategory(t.app);
    const items = await Promise.all(
      [0, 1, 2].map(() => createProduct(t.app, { stock: 0, categoryId: category.id })),
    );
    const phones = items.map(() => newPhone());
    for (const [i, { product }] of items.entries())
      expect((await notify(product.id, { phone: phones[i] })).statusCode).toBe(200);
    for (const { product, variant } of items) await setStock(product.id, variant.id, category.id, 2);
    await runNotices();
    for (const [i, { product }] of items.entries())
      expect(await sms.textsTo(t.app, phones[i]!)).toEqual([
        `Restocked ${product.id} is back in stock. Order it before it runs out again.`,
      ]);
  });

  it('tells each wait in the language it was asked in, at the product page in that language', async () => {
    const category = await createCategory(t.app);
    const { product, variant } = await createProduct(t.app, { stock: 0, categoryId: category.id });
    const asked = await notify(product.id, { email: 'nkem@example.ng' }, { 'accept-language': 'ig' });
    expect(asked.statusCode).toBe(200);
    expect((await notify(product.id, { email: 'tope@example.ng' })).statusCode).toBe(200);
    await setStock(product.id, variant.id, category.id, 20);
    await runNotices();
    const mails = await waitForMails(t.config.mailDir, { atLeast: 0 });
    const igbo = mails.find((m) => m.to[0]?.address === 'nkem@example.ng');
    expect(igbo?.subject).toBe(`Restocked ${product.id} alọghachila na Kasuwa`);
    expect(igbo?.text).toContain(`Ozi ọma: Restocked ${product.id} alọghachila.`);
    expect(igbo?.text).toContain(`${t.config.appUrl}/ig/products/${product.id}`);
    expect(igbo?.html).toContain('<html lang="ig">');
    const [english] = await backInStockMails('tope@example.ng');
    expect(english?.text).toContain(`${t.config.appUrl}/products/${product.id}`);
  });
});
