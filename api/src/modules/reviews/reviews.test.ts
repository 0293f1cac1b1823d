import type { MyReview, OwnReview } from 'shared-contracts/schemas/reviews';
import { NOT_RECEIVED } from './reviews.js';
import { databases } from '../../../test/helpers.js';
import { reviewsApp } from './reviews-testing.js';

describe.each(databases)('reviews from verified buyers (%s)', (kind) => {
  const ctx = reviewsApp(kind);
  const { person, product, order, buyer, write, good, reviewsOf, productOf, reviewRows, ratingRow } = ctx;

  it('lets only a shopper who received the product review it', async () => {
    const p = await product();
    const anonymous = await ctx.t.app.inject({
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
});
