import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { TRANSLATED_LOCALES, type Locale } from 'shared-contracts/locales';
import { formatNaira } from 'shared-contracts/money';
import type { Order } from 'shared-contracts/schemas/orders';
import { users } from '../src/db/schema.js';
import { mailWords } from '../src/lib/mail-words.js';
import { customerMailMessages } from '../src/modules/customers/mail-messages.js';
import { orderMailMessages } from '../src/modules/orders/mail-messages.js';
import { address, addToCart, createProduct, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';
import { waitForMails, type OutboxMail } from './outbox.js';

/** The language of a mail (docs/operations.md, "The language of a mail"), end to end through the outbox. */
describe.each(databases)("mails in the shopper's language (%s)", (kind) => {
  let t: TestApp;
  let admin: { headers: Record<string, string> };
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    admin = await shopper(t.app, 'ADMIN');
  }, 60_000);
  afterAll(async () => t?.close());

  const language = (locale?: Locale): Record<string, string> =>
    locale === undefined ? {} : { 'accept-language': locale };
  const mailTo = async (to: string, subject: string): Promise<OutboxMail> => {
    for (let look = 0; look < 100; look += 1) {
      const mails = await waitForMails(t.config.mailDir, { to, atLeast: 0, looks: 1 });
      const mail = mails.find((m) => m.subject === subject);
      if (mail) return mail;
      await sleep(50);
    }
    const subjects = (await waitForMails(t.config.mailDir, { to, atLeast: 0, looks: 1 })).map(
      (m) => m.subject,
    );
    throw new Error(`no mail "${subject}" to ${to}: ${subjects.join(' | ')}`);
  };

  /** A shopper with one product in the cart, who checks out in `locale` (their request names it, or none). */
  async function checkout(locale?: Locale) {
    const who = await shopper(t.app);
    const { product, variant } = await createProduct(t.app, { price: 12500, stock: 5 });
    await addToCart(t.app, who.headers, product.id, variant.id, 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: { ...who.headers, ...language(locale) },
      payload: { shipping_address: address, payment_method: 'pay_on_delivery' },
    });
    expect(res.statusCode).toBe(201);
    return { ...who, order: res.json<{ data: Order }>().data };
  }

  it.each(TRANSLATED_LOCALES)(
    'sends the receipt of an order placed in %s in that language',
    async (locale) => {
      const { user, order } = await checkout(locale);
      const { t: words } = mailWords(orderMailMessages, locale);
      const mail = await mailTo(
        user.email,
        words('placed.subject', { number: order.number, shop: 'Kasuwa' }),
      );
      expect(mail.text).toContain(words('placed.thanks', { number: order.number }));
      expect(mail.text).toContain(
        `2 × ${order.items[0]?.product_name}: ${formatNaira(order.items[0]?.line_total ?? 0)}`,
      );
      expect(mail.text).toContain(words('receipt.total', { amount: formatNaira(order.total) }));
      expect(mail.text).not.toContain('Thank you for your order');
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.headers?.['Content-Language']).toBe(locale);
    },
  );

  it('writes the receipt in Yoruba with its tone marks and the naira as the shop writes it', async () => {
    const { user, order } = await checkout('yo');
    const mail = await mailTo(user.email, `A ti gba ìbéèrè ọjà yín ${order.number} ní Kasuwa`);
    expect(mail.text).toContain(`Àpapọ̀: ${formatNaira(order.total)}`);
    expect(mail.text).toMatch(/Àpapọ̀: ₦\d{1,3}(,\d{3})*\.\d{2}/);
  });

  it.each(TRANSLATED_LOCALES)(
    'sends a password reset asked for in %s in that language, linking to the page in it',
    async (locale) => {
      const { user } = await shopper(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: language(locale),
        remoteAddress: `192.0.2.${TRANSLATED_LOCALES.indexOf(locale) + 60}`,
        payload: { email: user.email },
      });
      expect(res.statusCode).toBe(202);
      const { t: words } = mailWords(customerMailMessages, locale);
      const mail = await mailTo(user.email, words('reset.subject', { shop: 'Kasuwa' }));
      expect(mail.text).toContain(words('greeting', { name: user.firstName }));
      expect(mail.text).toMatch(new RegExp(`${t.config.appUrl}/${locale}/auth/reset-password/[\\w-]+`));
      expect(mail.html).toContain(`<html lang="${locale}">`);
    },
  );

  it("tells of an admin's status change in the language the shopper last used, not the admin's", async () => {
    const who = await shopper(t.app);
    await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { ...who.headers, ...language('ha') },
    });
    // The checkout names no language: the receipt follows the account's, Hausa.
    const { user, headers } = who;
    const { product, variant } = await createProduct(t.app, { price: 3000, stock: 5 });
    await addToCart(t.app, headers, product.id, variant.id, 1);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers,
      payload: { shipping_address: address, payment_method: 'pay_on_delivery' },
    });
    const order = placed.json<{ data: Order }>().data;
    const hausa = mailWords(orderMailMessages, 'ha').t;
    await mailTo(user.email, hausa('placed.subject', { number: order.number, shop: 'Kasuwa' }));

    for (const status of ['confirmed', 'processing', 'shipped']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${order.id}/status`,
        headers: { ...admin.headers, ...language('yo') },
        payload: { status },
      });
      expect(res.statusCode).toBe(200);
    }
    const shipped = await mailTo(user.email, hausa('shipped.subject', { number: order.number }));
    expect(shipped.text.startsWith(`Sannu ${user.firstName},`)).toBe(true);
    expect(shipped.html).toContain('<html lang="ha">');
    const [row] = await t.app.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe('ha');
  });

  it('confirms a newsletter subscription, which needs no account, in the language it was asked in', async () => {
    const email = `naija-${kind}@example.ng`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: language('pcm'),
      remoteAddress: '192.0.2.70',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo(email, 'Confirm say you wan dey get Kasuwa newsletter');
    expect(mail.text).toContain(
      'Open dis link make you begin dey get Kasuwa offers, deals and new products:',
    );
    expect(mail.html).toContain('<html lang="pcm">');
    // Its link opens the confirmation page in Pidgin, whose button leads back to the shop in Pidgin.
    const link = /\/api\/newsletter\/confirm\/[\w-]+\?lang=pcm/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.body).toContain('<html lang="pcm">');
    expect(page.body).toContain(
      'Press di button make you begin dey get Kasuwa offers, deals and new products.',
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.headers.location).toBe(`${t.config.appUrl}/pcm?newsletter=confirmed`);
  });

  it('keeps the English mails as they were for a shopper who never named a language', async () => {
    const { user, order } = await checkout();
    const mail = await mailTo(user.email, `Order ${order.number} placed at Kasuwa`);
    expect(mail.text.startsWith(`Thank you for your order ${order.number}.\n\n2 × `)).toBe(true);
    expect(mail.text).toContain(`\nTotal: ${formatNaira(order.total)}\n`);
    expect(mail.html).toContain('<html lang="en-NG">');
    expect(mail.headers?.['Content-Language']).toBe('en-NG');
  });
});
