import { and, eq } from 'drizzle-orm';
import type { SignedInUser } from 'shared-contracts/schemas/users';
import type { HelpfulAnswer, OwnReview } from 'shared-contracts/schemas/reviews';
import { schema } from '../src/db/client.js';
import { reviewTables } from '../src/modules/reviews/index.js';
import { promotionContactUses } from '../src/modules/promotions/index.js';
import { mailboxKey } from '../src/lib/mailbox.js';
import { placeOrder } from './admin-helpers.js';
import {
  addToCart,
  createCategory,
  createProduct,
  createUser,
  shopper,
  type UserFixture,
} from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';
import { waitForMails } from './outbox.js';
import { createPromotion, placeWithCode, quote } from './promotions-fixtures.js';

const CONFIRM_TO_USE = 'Confirm your email address to use this code. We sent you a link.';
const CONFIRM_TO_VOTE =
  'Confirm your email address to vote on reviews. We sent you a link; your account page can send another.';

describe('the mailbox an address reaches', () => {
  it.each([
    ['Ada.Obi@Example.NG', 'ada.obi@example.ng'],
    ['ada+shop@example.ng', 'ada@example.ng'],
    ['Ada.Obi+kasuwa@gmail.com', 'adaobi@gmail.com'],
    ['a.d.a.o.b.i@googlemail.com', 'adaobi@gmail.com'],
    ['ada.obi@yahoo.com', 'ada.obi@yahoo.com'],
    ['+ada@example.ng', '+ada@example.ng'],
  ])('%s is %s', (email, mailbox) => expect(mailboxKey(email)).toBe(mailbox));
});

describe.each(databases)('one customer, one confirmed mailbox (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  }, 60_000);
  afterAll(async () => t?.close());

  let made = 0;
  const tag = (prefix: string) => `${prefix}${(made += 1)}${kind === 'postgres' ? 'p' : 'l'}`;
  const db = () => t.database.db;

  const linkIn = (text: string | undefined) => /\/auth\/verify-email\/([\w-]+)/.exec(text ?? '')?.[1] ?? '';
  const confirm = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/me', headers })).json<{ data: SignedInUser }>()
      .data;
  const resend = (headers: Record<string, string>, remoteAddress = '192.0.2.10') =>
    t.app.inject({ method: 'POST', url: '/api/users/me/verify-email', headers, remoteAddress });

  describe('confirming the email', () => {
    it('registration mails a link; its page confirms with a POST, once, and the profile says so', async () => {
      const email = `${tag('new')}@example.ng`;
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '192.0.2.1',
        payload: {
          first_name: 'Ngozi',
          last_name: 'Eze',
          username: tag('ngozi'),
          email,
          password: 'Passw0rdKasuwa',
        },
      });
      expect(registered.statusCode).toBe(201);
      const [mail] = await waitForMails(t.config.mailDir, { to: email, atLeast: 1 });
      expect(mail?.subject).toBe('Confirm your email address for Kasuwa');
      expect(mail?.text).toContain(`Hello Ngozi,`);
      expect(mail?.text).toContain(`${t.config.appUrl}/auth/verify-email/`);
      const token = linkIn(mail?.text);
      expect(token).not.toBe('');

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Passw0rdKasuwa' },
      });
      const headers = { authorization: `Bearer ${login.json<{ data: { access: string } }>().data.access}` };
      expect((await me(headers)).email_verified_at).toBeNull();

      // A scanner guessing or replaying nothing: a made-up token confirms nothing.
      expect((await confirm('not-the-token')).statusCode).toBe(400);
      const done = await confirm(token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ data: { message: 'Your email address is confirmed.' } });
      expect(done.headers['cache-control']).toBe('no-store');
      expect((await me(headers)).email_verified_at).toEqual(expect.any(String));
      // Spent: the same link again is refused, in words a shopper understands.
      const again = await confirm(token);
      expect(again.statusCode).toBe(400);
      expect(again.json<{ message: string }>().message).toBe(
        'This link is invalid or has expired. Sign in and ask for a new one on your account page.',
      );
      // Nothing more to send once confirmed.
      const sent = await resend(headers);
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({ data: { message: 'Your email address is already confirmed.' } });
    });

    it('a signed-in shopper asks for the link again: the older one stops working; a link expires', async () => {
      const s = await shopper(t.app);
      const sent = await resend(s.headers);
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({ data: { message: `We sent a new link to ${s.user.email}.` } });
      const [first] = await waitForMails(t.config.mailDir, { to: s.user.email, atLeast: 1 });
      expect((await resend(s.headers)).statusCode).toBe(202);
      const mails = await waitForMails(t.config.mailDir, { to: s.user.email, atLeast: 2 });
      const older = linkIn(first?.text);
      const newer = linkIn(mails[1]?.text);
      expect(newer).not.toBe(older);
      expect((await confirm(older)).statusCode).toBe(400);

      // Past its 7 days the newer one is refused too; the email stays unconfirmed.
      await db()
        .update(schema.users)
        .set({ emailVerifyExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.users.id, s.user.id));
      expect((await confirm(newer)).statusCode).toBe(400);
      expect((await me(s.headers)).email_verified_at).toBeNull();
      expect((await t.app.inject({ method: 'POST', url: '/api/users/me/verify-email' })).statusCode).toBe(
        401,
      );
    });

    it('asking again is limited like the other mails: 5 an hour per email address', async () => {
      const s = await shopper(t.app);
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) codes.push((await resend(s.headers, `192.0.2.${100 + i}`)).statusCode);
      expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    });
  });

  /** A signed-in shopper with a ₦5,000 item in the cart. */
  async function withCart(fixture: UserFixture = {}) {
    const s = await shopper(t.app, 'REGULAR', fixture);
    const p = await createProduct(t.app, { price: 5_000, stock: 50 });
    await addToCart(t.app, s.headers, p.product.id, p.variant.id, 1);
    return s;
  }
  const verify = (userId: number) =>
    db().update(schema.users).set({ emailVerifiedAt: new Date() }).where(eq(schema.users.id, userId));

  describe('promotions limited per customer', () => {
    it('refuse a code to an account whose email is not confirmed, saying what to do; apply it once confirmed', async () => {
      const code = tag('ONCE').toUpperCase();
      await createPromotion(t.app, { code, percentOff: 10, perCustomerLimit: 1 });
      const s = await withCart();
      const quoted = await quote(t.app, s.headers, code);
      expect(quoted.promo_code).toEqual({ code, applied: false, message: CONFIRM_TO_USE });
      expect(quoted.discount).toBe(0);
      const placed = await placeWithCode(t.app, s.headers, code);
      expect(placed.statusCode).toBe(400);
      expect(placed.json<{ message: string }>().message).toBe(CONFIRM_TO_USE);

      // A code without a per-customer limit needs no confirmed email.
      const open = tag('OPEN').toUpperCase();
      await createPromotion(t.app, { code: open, percentOff: 10 });
      expect((await quote(t.app, s.headers, open)).promo_code?.applied).toBe(true);

      await verify(s.user.id);
      expect((await quote(t.app, s.headers, code)).promo_code?.applied).toBe(true);
      expect((await placeWithCode(t.app, s.headers, code)).statusCode).toBe(201);
    });

    it('leave an automatic promotion limited per customer out of an unconfirmed account’s price', async () => {
      const category = await createCategory(t.app);
      const promo = await createPromotion(t.app, {
        name: tag('Welcome'),
        percentOff: 20,
        perCustomerLimit: 1,
        categoryIds: [category.id],
      });
      const s = await shopper(t.app);
      const p = await createProduct(t.app, { price: 5_000, stock: 50, categoryId: category.id });
      await addToCart(t.app, s.headers, p.product.id, p.variant.id, 1);
      const before = await quote(t.app, s.headers);
      expect(before.promotions.map((x) => x.id)).not.toContain(promo.id);
      expect(before.discount).toBe(0);
      await verify(s.user.id);
      const after = await quote(t.app, s.headers);
      expect(after.promotions.map((x) => x.id)).toContain(promo.id);
      expect(after.discount).toBe(1_000);
    });

    it('count a use per normalised mailbox as well as per account: two accounts of one mailbox share it', async () => {
      const code = tag('SHARED').toUpperCase();
      const promo = await createPromotion(t.app, { code, percentOff: 10, perCustomerLimit: 1 });
      const name = tag('adaobi');
      const first = await withCart({
        email: `${name.slice(0, 2)}.${name.slice(2)}+deals@gmail.com`,
        verified: true,
      });
      const second = await withCart({ email: `${name}@googlemail.com`, verified: true });
      const placed = await placeWithCode(t.app, first.headers, code);
      expect(placed.statusCode).toBe(201);

      expect((await quote(t.app, second.headers, code)).promo_code?.message).toBe(
        'You have already used this code',
      );
      const refused = await placeWithCode(t.app, second.headers, code);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe('You have already used this code');
      const [row] = await db()
        .select()
        .from(promotionContactUses)
        .where(eq(promotionContactUses.promotionId, promo.id));
      expect(row).toEqual({ promotionId: promo.id, contact: `email:${name}@gmail.com`, uses: 1 });

      // A cancel gives the use back to the mailbox as well as to the account.
      const orderId = placed.json<{ data: { id: number } }>().data.id;
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/cancel`,
        headers: first.headers,
      });
      expect(cancelled.statusCode).toBe(200);
      expect((await quote(t.app, second.headers, code)).promo_code?.applied).toBe(true);
    });

    it('let only one of two accounts of one mailbox take its last use when they check out at once', async () => {
      const code = tag('RACE').toUpperCase();
      await createPromotion(t.app, { code, percentOff: 10, perCustomerLimit: 1 });
      const name = tag('racer');
      const accounts = await Promise.all(
        ['', '+a', '+b', '+c'].map((plus) =>
          withCart({ email: `${name}${plus}@example.ng`, verified: true }),
        ),
      );
      const placed = await Promise.all(accounts.map((a) => placeWithCode(t.app, a.headers, code)));
      // The one placed; the others were priced after it (400, "already used") or lost the mailbox's row to it (409).
      const codes = placed.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c !== 201).every((c) => c === 400 || c === 409)).toBe(true);
      const uses = await db()
        .select()
        .from(promotionContactUses)
        .where(eq(promotionContactUses.contact, `email:${name}@example.ng`));
      expect(uses.map((u) => u.uses)).toEqual([1]);
    });
  });

  describe('helpful votes', () => {
    async function reviewed() {
      const category = await createCategory(t.app);
      const { product, variant } = await createProduct(t.app, { categoryId: category.id });
      const author = await createUser(t.app);
      const { orderId } = await placeOrder(t, author.id, { variantId: variant.id, quantity: 1 });
      await db().update(schema.orders).set({ status: 'delivered' }).where(eq(schema.orders.id, orderId));
      const token = await t.app.accessTokens.sign({ id: author.id, role: 'REGULAR' });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${product.id}/reviews/mine`,
        headers: { authorization: `Bearer ${token}` },
        payload: { rating: 5, title: 'Works well', body: 'Arrived quickly and does what it says.' },
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: OwnReview }>().data.id;
    }
    const vote = (headers: Record<string, string>, reviewId: number) =>
      t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/helpful`, headers });
    const helpfulOf = async (reviewId: number) =>
      (await db().select().from(reviewTables.reviews).where(eq(reviewTables.reviews.id, reviewId)))[0]
        ?.helpfulCount;

    it('need a confirmed email, and count once per mailbox', async () => {
      const reviewId = await reviewed();
      const unconfirmed = await shopper(t.app);
      const refused = await vote(unconfirmed.headers, reviewId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(CONFIRM_TO_VOTE);
      expect(await helpfulOf(reviewId)).toBe(0);

      const name = tag('voter');
      const first = await shopper(t.app, 'REGULAR', { email: `${name}@example.ng`, verified: true });
      const second = await shopper(t.app, 'REGULAR', { email: `${name}+again@example.ng`, verified: true });
      expect((await vote(first.headers, reviewId)).json<{ data: HelpfulAnswer }>().data).toEqual({
        helpful: 1,
        voted: true,
      });
      // The same mailbox through another account: answered as voted, not counted again, even at once.
      const answers = await Promise.all([vote(second.headers, reviewId), vote(second.headers, reviewId)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await helpfulOf(reviewId)).toBe(1);
      const votes = await db()
        .select()
        .from(reviewTables.reviewHelpfulVotes)
        .where(and(eq(reviewTables.reviewHelpfulVotes.reviewId, reviewId)));
      expect(votes.map((v) => [v.userId, v.contact])).toEqual([[first.user.id, `email:${name}@example.ng`]]);
    });
  });
});
