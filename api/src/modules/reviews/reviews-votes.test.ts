import { eq } from 'drizzle-orm';
import type { Product } from 'shared-contracts/schemas/catalog';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { HelpfulAnswer, OwnReview } from 'shared-contracts/schemas/reviews';
import * as reviewTables from './tables.js';
import { createCategory, createProduct } from '../../../test/fixtures.js';
import { databases } from '../../../test/helpers.js';
import { reviewsApp, type Who } from './reviews-testing.js';

describe.each(databases)('reviews from verified buyers (%s)', (kind) => {
  const ctx = reviewsApp(kind);
  const { db, person, product, buyer, write, good, reviewsOf, reviewRows, ratingRow } = ctx;

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

    const anonymous = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/reviews/${olderReview.id}/helpful`,
    });
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
      (await ctx.t.app.inject({ method: 'GET', url: `/api/products/${p.id}/reviews?sort=best` })).statusCode,
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
    const category = await createCategory(ctx.t.app);
    const make = async (ratings: number[], daysAgo: number) => {
      const { product: p, variant } = await createProduct(ctx.t.app, {
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
      const res = await ctx.t.app.inject({
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
    const tooMany = await ctx.t.app.inject({ method: 'GET', url: '/api/products?min_rating=6' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('min_rating must be at most 5');
  });
});
