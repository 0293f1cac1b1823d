import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Product } from 'shared-contracts/schemas/catalog';
import type { Paginated } from 'shared-contracts/schemas/common';
import type {
  AdminReview,
  HelpfulAnswer,
  MyReview,
  OwnReview,
  ProductReviews,
} from 'shared-contracts/schemas/reviews';
import { schema } from '../../db/client.js';
import * as reviewTables from './tables.js';
import { changesCatalog } from '../../plugins/app/catalog-cache.js';
import { HELD_FOR_LINK, HELD_FOR_WORDS, heldReason } from './moderation.js';
import { NOT_RECEIVED } from './reviews.js';
import { placeOrder } from '../../../test/admin-helpers.js';
import { createCategory, createProduct, createUser } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';

it('moves the catalogue cache on when a review or a decision changes a rating, not for a helpful vote', () => {
  expect(changesCatalog('PUT', '/api/products/:productId/reviews/mine', 200)).toBe(true);
  expect(changesCatalog('PATCH', '/api/admin/reviews/:id', 200)).toBe(true);
  expect(changesCatalog('PUT', '/api/products/:productId/reviews/mine', 403)).toBe(false);
  expect(changesCatalog('POST', '/api/reviews/:reviewId/helpful', 200)).toBe(false);
  expect(changesCatalog('GET', '/api/products/:productId/reviews', 200)).toBe(false);
});

describe('what holds a review for the admin', () => {
  it.each([
    ['see https://cheap.example for more', HELD_FOR_LINK],
    ['buy at www.deals.ng today', HELD_FOR_LINK],
    ['whatsapp me on mystore.com', HELD_FOR_LINK],
    ['This is shit', HELD_FOR_WORDS],
    ['what a F*CKING phone', HELD_FOR_WORDS],
    ['the seller na werey', HELD_FOR_WORDS],
  ])('%s', (text, reason) => expect(heldReason('Title', text)).toBe(reason));

  it.each([
    'Scunthorpe is where I live; it arrived in 3 days.',
    'Works fine. 5 > 3 and "quotes" & all',
    'I pressed it and it clicked. Version 2.0 is better.',
  ])('lets through %s', (text) => expect(heldReason('Good', text)).toBeNull());

  it.each([
    'order from evil[.]example instead',
    'order from evil(.)example instead',
    'evil{.}example has it cheaper',
    'evil [dot] example has it cheaper',
    'evil (dot) shop has it cheaper',
    'go to evil dot com for the real one',
    'EVIL DOT NG sells it for less',
    'hxxp://evil.example/deal',
    'hxxps://evil.example/deal',
    'h**p://evil.example/deal',
    'https ://evil.example/deal',
    'www .evil .com',
    'www. evil. com',
    'find us: evil .com',
    'evil。com',
  ])('holds an obfuscated link: %s', (text) => expect(heldReason('Title', text)).toBe(HELD_FOR_LINK));

  it.each([
    'I paid N5,000. Great.',
    'version 2.0 fixed the battery',
    'e.g. the blue one',
    'It fits, i.e. size 42. Me and my wife both wear it.',
    'Came in 2 days. Co-workers loved it.',
    'A polka dot dress, lovely.',
    'Rated 4.5/5 (I expected more).',
    'Battery (dot matrix display) lasts all day.',
    'The www of it all: works. Net result, happy.',
  ])('lets through ordinary prose: %s', (text) => expect(heldReason('Good', text)).toBeNull());
});

type Who = { as: (o: InjectOptions) => Promise<LightMyRequestResponse> };

describe.each(databases)('reviews from verified buyers (%s)', (kind) => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    categoryId = (await createCategory(t.app)).id;
  }, 60_000);
  afterAll(async () => t?.close());

  const db = () => t.database.db;

  /**
   * A signed-in client for a new user (tokens signed directly), whose email is confirmed: helpful votes need one
   * (email-verification.test.ts refuses an unconfirmed voter).
   */
  async function person(role: 'ADMIN' | 'REGULAR' = 'REGULAR', firstName = 'Ada', lastName = 'Obi') {
    const user = await createUser(t.app, role, { verified: true });
    await db().update(schema.users).set({ firstName, lastName }).where(eq(schema.users.id, user.id));
    const token = await t.app.accessTokens.sign({ id: user.id, role });
    const as = (options: InjectOptions) =>
      t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    return { id: user.id, as };
  }

  async function product(fixture: { createdAt?: Date } = {}) {
    const { product: p, variant } = await createProduct(t.app, { categoryId, ...fixture });
    return { id: p.id, variantId: variant.id };
  }

  /** An order of the product for the user, with the status given. */
  async function order(userId: number, variantId: number, status: 'delivered' | 'shipped' = 'delivered') {
    const { orderId } = await placeOrder(t, userId, { variantId, quantity: 1 });
    await db().update(schema.orders).set({ status }).where(eq(schema.orders.id, orderId));
    return orderId;
  }

  /** A buyer who received the product. */
  async function buyer(p: { variantId: number }, firstName = 'Ada', lastName = 'Obi') {
    const b = await person('REGULAR', firstName, lastName);
    await order(b.id, p.variantId);
    return b;
  }

  const write = (who: Who, productId: number, payload: object) =>
    who.as({ method: 'PUT', url: `/api/products/${productId}/reviews/mine`, payload });

  const good = { rating: 4, title: 'Works well', body: 'Arrived quickly and does what it says.' };

  const reviewsOf = async (productId: number, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: ProductReviews }>().data;
  };
  const productOf = async (productId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json<{ data: Product }>().data;
  const reviewRows = (productId: number) =>
    db().select().from(reviewTables.reviews).where(eq(reviewTables.reviews.productId, productId));
  const ratingRow = async (productId: number) => {
    const [row] = await db()
      .select({ count: schema.products.ratingCount, sum: schema.products.ratingSum })
      .from(schema.products)
      .where(eq(schema.products.id, productId));
    return row;
  };

  it('lets only a shopper who received the product review it', async () => {
    const p = await product();
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}/reviews/mine`,
      payload: good,
    });
    expect(anonymous.statusCode).toBe(401);

    const never = await person();
    const notBought = await write(never, p.id, good);
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json<{ message: string }>().message).toBe(NOT_RECEIVED);

    const onTheWay = await person();
    await order(onTheWay.id, p.variantId, 'shipped');
    expect((await write(onTheWay, p.id, good)).statusCode).toBe(403);
    const mine = await onTheWay.as({ method: 'GET', url: `/api/products/${p.id}/reviews/mine` });
    expect(mine.json<{ data: MyReview }>().data).toEqual({ can_review: false, review: null });

    expect(await reviewRows(p.id)).toHaveLength(0);
    expect(await ratingRow(p.id)).toEqual({ count: 0, sum: 0 });

    const missing = await write(never, 999_999, good);
    expect(missing.statusCode).toBe(404);
  });

  it('shows a delivered buyer’s review with the average, count and stars, and the product carries its rating', async () => {
    const p = await product();
    expect((await productOf(p.id)).rating).toBeUndefined();
    const empty = await reviewsOf(p.id);
    expect(empty).toMatchObject({ average: 0, count: 0, results: [] });

    const ada = await buyer(p, 'Ada', 'Obi');
    const mineBefore = await ada.as({ method: 'GET', url: `/api/products/${p.id}/reviews/mine` });
    expect(mineBefore.json<{ data: MyReview }>().data).toEqual({ can_review: true, review: null });

    const res = await write(ada, p.id, { ...good, title: '  Works well  ' });
    expect(res.statusCode).toBe(200);
    const own = res.json<{ data: OwnReview }>().data;
    expect(own).toMatchObject({
      rating: 4,
      title: 'Works well',
      author: 'Ada O.',
      verified_purchase: true,
      status: 'visible',
      status_reason: null,
      helpful: 0,
    });

    const tunde = await buyer(p, 'Tunde', 'Bakare');
    expect((await write(tunde, p.id, { ...good, rating: 1 })).statusCode).toBe(200);

    const list = await reviewsOf(p.id);
    expect(list.average).toBe(2.5);
    expect(list.count).toBe(2);
    expect(list.distribution).toEqual([
      { stars: 5, count: 0 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ]);
    expect(list.results.map((r) => r.author)).toEqual(['Tunde B.', 'Ada O.']);
    expect(list.results.every((r) => r.verified_purchase)).toBe(true);
    expect((await productOf(p.id)).rating).toEqual({ average: 2.5, count: 2 });
  });

  it('keeps one review per shopper and product: writing again changes it and the rating', async () => {
    const p = await product();
    const ada = await buyer(p);
    await write(ada, p.id, good);
    const edited = await write(ada, p.id, {
      rating: 2,
      title: 'Changed my mind',
      body: 'It broke after a week.',
    });
    expect(edited.statusCode).toBe(200);
    expect(await reviewRows(p.id)).toHaveLength(1);
    expect(await ratingRow(p.id)).toEqual({ count: 1, sum: 2 });
    const list = await reviewsOf(p.id);
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({ rating: 2, title: 'Changed my mind' });
  });

  it('refuses what is not a plain review, and writes nothing', async () => {
    const p = await product();
    const ada = await buyer(p);
    const refusals: [object, string][] = [
      [{ ...good, rating: 0 }, 'Rating must be at least 1'],
      [{ ...good, rating: 6 }, 'Rating must be at most 5'],
      [{ ...good, rating: 4.5 }, 'Rating must be a whole number'],
      [{ ...good, title: '   ' }, 'Give your review a title'],
      [{ ...good, title: 'x'.repeat(121) }, 'Must be at most 120 characters'],
      [{ ...good, body: 'Too short' }, 'Write at least 10 characters'],
      [{ ...good, body: 'y'.repeat(2001) }, 'Must be at most 2000 characters'],
      [
        { ...good, body: 'Nice <script>alert(1)</script> phone' },
        'Reviews are plain text: remove the HTML tags',
      ],
      [{ ...good, title: '<b>Great</b>' }, 'Reviews are plain text: remove the HTML tags'],
      [{ ...good, body: 'Bad \u0000 byte in here' }, 'Must not contain control characters'],
    ];
    for (const [payload, message] of refusals) {
      const res = await write(ada, p.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await reviewRows(p.id)).toHaveLength(0);

    // Plain text with the characters markup uses is kept as written (every page escapes it).
    const plain = { ...good, body: 'Fits 5 > 3 & "quotes" <3 well' };
    const res = await write(ada, p.id, plain);
    expect(res.statusCode).toBe(200);
    expect((await reviewsOf(p.id)).results[0]?.body).toBe(plain.body);
  });

  it('holds a review with a link or a word the shop does not allow until the admin shows it', async () => {
    const admin = await person('ADMIN');
    const p = await product();
    const honest = await buyer(p);
    await write(honest, p.id, { ...good, rating: 5 });
    const spammer = await buyer(p);
    const res = await write(spammer, p.id, {
      rating: 1,
      title: 'Cheaper elsewhere',
      body: 'Buy it at https://example.com/deal instead',
    });
    expect(res.statusCode).toBe(200);
    const own = res.json<{ data: OwnReview }>().data;
    expect(own).toMatchObject({ status: 'held', status_reason: HELD_FOR_LINK });

    // Others do not see it, and it does not count; its author does, with why.
    const list = await reviewsOf(p.id);
    expect(list.count).toBe(1);
    expect(list.results.map((r) => r.id)).not.toContain(own.id);
    expect((await productOf(p.id)).rating).toEqual({ average: 5, count: 1 });
    const mine = await spammer.as({ method: 'GET', url: `/api/products/${p.id}/reviews/mine` });
    expect(mine.json<{ data: MyReview }>().data.review).toMatchObject({ id: own.id, status: 'held' });

    // The admin sees it among the latest, and shows it with a reason.
    const held = await admin.as({ method: 'GET', url: '/api/admin/reviews?status=held' });
    expect(held.statusCode).toBe(200);
    expect(held.json<{ data: Paginated<AdminReview> }>().data.results.map((r) => r.id)).toContain(own.id);
    const shown = await admin.as({
      method: 'PATCH',
      url: `/api/admin/reviews/${own.id}`,
      payload: { status: 'visible', reason: 'The link is the maker’s own site' },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<{ data: AdminReview }>().data).toMatchObject({
      status: 'visible',
      status_reason: 'The link is the maker’s own site',
    });
    expect((await productOf(p.id)).rating).toEqual({ average: 3, count: 2 });

    const swearer = await buyer(p);
    const rude = await write(swearer, p.id, {
      rating: 2,
      title: 'Rubbish',
      body: 'This thing is pure shit honestly',
    });
    expect(rude.json<{ data: OwnReview }>().data).toMatchObject({
      status: 'held',
      status_reason: HELD_FOR_WORDS,
    });
    // Edited clean, it is shown at once.
    const clean = await write(swearer, p.id, {
      rating: 2,
      title: 'Rubbish',
      body: 'This thing is poor honestly',
    });
    expect(clean.json<{ data: OwnReview }>().data.status).toBe('visible');
    expect(await ratingRow(p.id)).toEqual({ count: 3, sum: 8 });
  });

  it('lets the admin hide a review with a reason; its author’s edit does not bring it back', async () => {
    const admin = await person('ADMIN');
    const shopper = await person();
    const p = await product();
    const ada = await buyer(p);
    const own = (await write(ada, p.id, good)).json<{ data: OwnReview }>().data;

    const notAdmin = await shopper.as({
      method: 'PATCH',
      url: `/api/admin/reviews/${own.id}`,
      payload: { status: 'hidden', reason: 'x' },
    });
    expect(notAdmin.statusCode).toBe(403);
    const noReason = await admin.as({
      method: 'PATCH',
      url: `/api/admin/reviews/${own.id}`,
      payload: { status: 'hidden', reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Say why');
    const missing = await admin.as({
      method: 'PATCH',
      url: '/api/admin/reviews/999999',
      payload: { status: 'hidden', reason: 'Spam' },
    });
    expect(missing.statusCode).toBe(404);

    const hidden = await admin.as({
      method: 'PATCH',
      url: `/api/admin/reviews/${own.id}`,
      payload: { status: 'hidden', reason: 'About the delivery, not the product' },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await reviewsOf(p.id)).count).toBe(0);
    expect((await productOf(p.id)).rating).toBeUndefined();

    const edited = await write(ada, p.id, { ...good, rating: 5 });
    expect(edited.json<{ data: OwnReview }>().data).toMatchObject({
      status: 'hidden',
      status_reason: 'About the delivery, not the product',
      rating: 5,
    });
    expect(await ratingRow(p.id)).toEqual({ count: 0, sum: 0 });

    const latest = await admin.as({ method: 'GET', url: '/api/admin/reviews?page_size=5' });
    const results = latest.json<{ data: Paginated<AdminReview> }>().data.results;
    expect(results[0]).toMatchObject({ id: own.id, product: { id: p.id }, status: 'hidden' });
  });

  it('keeps one review when the same shopper submits twice at once, and the rating right when many write at once', async () => {
    const p = await product();
    const ada = await buyer(p);
    const answers = await Promise.all([
      write(ada, p.id, { ...good, rating: 2 }),
      write(ada, p.id, { ...good, rating: 5 }),
      write(ada, p.id, { ...good, rating: 3 }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await reviewRows(p.id);
    expect(rows).toHaveLength(1);
    expect(await ratingRow(p.id)).toEqual({ count: 1, sum: rows[0]?.rating });

    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(p)));
    const results = await Promise.all(buyers.map((b, i) => write(b, p.id, { ...good, rating: 1 + (i % 5) })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const all = await reviewRows(p.id);
    expect(all).toHaveLength(7);
    expect(await ratingRow(p.id)).toEqual({
      count: 7,
      sum: all.reduce((s, r) => s + r.rating, 0),
    });
  });

  it('counts a helpful vote once per shopper, even at once, and sorts by most helpful', async () => {
    const p = await product();
    const older = await buyer(p);
    const olderReview = (await write(older, p.id, good)).json<{ data: OwnReview }>().data;
    const newer = await buyer(p);
    const newerReview = (await write(newer, p.id, { ...good, rating: 5 })).json<{ data: OwnReview }>().data;
    const vote = (who: Who, id: number) => who.as({ method: 'POST', url: `/api/reviews/${id}/helpful` });

    const anonymous = await t.app.inject({ method: 'POST', url: `/api/reviews/${olderReview.id}/helpful` });
    expect(anonymous.statusCode).toBe(401);
    const own = await vote(older, olderReview.id);
    expect(own.statusCode).toBe(400);

    const reader = await person();
    const votes = await Promise.all(Array.from({ length: 5 }, () => vote(reader, olderReview.id)));
    expect(votes.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const [row] = await db()
      .select()
      .from(reviewTables.reviews)
      .where(eq(reviewTables.reviews.id, olderReview.id));
    expect(row?.helpfulCount).toBe(1);
    for (const answer of votes)
      expect(answer.json<{ data: HelpfulAnswer }>().data).toEqual({ helpful: 1, voted: true });
    const second = await person();
    expect((await vote(second, olderReview.id)).json<{ data: HelpfulAnswer }>().data.helpful).toBe(2);

    expect((await reviewsOf(p.id)).results.map((r) => r.id)).toEqual([newerReview.id, olderReview.id]);
    const helpful = await reviewsOf(p.id, '?sort=helpful');
    expect(helpful.results.map((r) => r.id)).toEqual([olderReview.id, newerReview.id]);
    expect(helpful.results[0]?.helpful).toBe(2);

    const paged = await reviewsOf(p.id, '?page=2&page_size=1');
    expect(paged.results.map((r) => r.id)).toEqual([olderReview.id]);
    expect(paged.count).toBe(2);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${p.id}/reviews?sort=best` })).statusCode,
    ).toBe(400);

    // A review no longer visible takes no votes.
    const admin = await person('ADMIN');
    await admin.as({
      method: 'PATCH',
      url: `/api/admin/reviews/${newerReview.id}`,
      payload: { status: 'hidden', reason: 'Spam' },
    });
    expect((await vote(reader, newerReview.id)).statusCode).toBe(404);
  });

  it('sorts listings by rating and filters 4 stars and up', async () => {
    const category = await createCategory(t.app);
    const make = async (ratings: number[], daysAgo: number) => {
      const { product: p, variant } = await createProduct(t.app, {
        categoryId: category.id,
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      });
      for (const rating of ratings) {
        const b = await buyer({ variantId: variant.id });
        expect((await write(b, p.id, { ...good, rating })).statusCode).toBe(200);
      }
      return p.id;
    };
    const unrated = await make([], 1);
    const three = await make([3], 2);
    const fourAndHalf = await make([4, 5], 3);
    const five = await make([5], 4);
    const justFour = await make([4, 4, 4], 5);
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products?category=${encodeURIComponent(category.name)}${query}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: Paginated<Product> }>().data;
    };
    expect((await list('&sort=rating')).results.map((p) => p.id)).toEqual([
      five,
      fourAndHalf,
      justFour,
      three,
      unrated,
    ]);
    const fourUp = await list('&min_rating=4&sort=rating');
    expect(fourUp.results.map((p) => p.id)).toEqual([five, fourAndHalf, justFour]);
    expect(fourUp.count).toBe(3);
    expect(fourUp.results[1]?.rating).toEqual({ average: 4.5, count: 2 });
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/products?min_rating=6' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('min_rating must be at most 5');
  });
});
