import type { Paginated } from 'shared-contracts/schemas/common';
import type { AdminReview, MyReview, OwnReview } from 'shared-contracts/schemas/reviews';
import { HELD_FOR_LINK, HELD_FOR_WORDS } from './moderation.js';
import { databases } from '../../../test/helpers.js';
import { reviewsApp } from './reviews-testing.js';

describe.each(databases)('reviews from verified buyers (%s)', (kind) => {
  const ctx = reviewsApp(kind);
  const { person, product, buyer, write, good, reviewsOf, productOf, ratingRow } = ctx;

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
});
