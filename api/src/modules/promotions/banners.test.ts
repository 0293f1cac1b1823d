import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { isoToLagosLocal } from 'shared-contracts/dates';
import type { AdminBanner, PromotionLanding, StoreBanner } from 'shared-contracts/schemas/banners';
import { banners, promotions } from './tables.js';
import { PNG_1PX, multipartBody } from '../../../test/admin-helpers.js';
import { createCategory, createProduct, shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';
import { createPromotion } from '../../../test/promotions-fixtures.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databases)('promotion banners and landing pages (%s)', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
    admin = (await shopper(t.app, 'ADMIN')).headers;
  }, 60_000);
  afterAll(async () => t?.close());

  /** A time `ms` from now as the admin's form gives it: Lagos wall-clock time. */
  const lagosIn = (ms: number) => isoToLagosLocal(new Date(Date.now() + ms).toISOString());
  const create = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/banners', headers, payload });
  const live = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/store/banners' })).json<{ data: StoreBanner[] }>().data;
  const landing = (slug: string, page = 1) =>
    t.app.inject({ method: 'GET', url: `/api/store/promotions/${slug}?page=${page}` });

  it('takes its dates in Lagos time and shows a banner only between them', async () => {
    const promotion = await createPromotion(t.app, {
      name: 'Harmattan Sale',
      endsAt: new Date(Date.now() + 3 * DAY),
    });
    const res = await create({
      title: 'Harmattan Sale',
      text: 'Up to 10% off everything',
      promotion_id: promotion.id,
      show_countdown: true,
      starts_at: '2026-11-27T00:00',
      ends_at: '2026-11-30T23:59',
    });
    expect(res.statusCode).toBe(201);
    const scheduled = res.json<{ data: AdminBanner }>().data;
    // Midnight in Lagos is 23:00 UTC the day before (WAT is UTC+1 all year).
    expect(scheduled).toMatchObject({
      starts_at: '2026-11-26T23:00:00.000Z',
      ends_at: '2026-11-30T22:59:00.000Z',
      link: `/promotions/harmattan-sale-${promotion.id}`,
      promotion_name: 'Harmattan Sale',
      picture: null,
    });

    const showing = await create({
      title: 'Harmattan Sale is on',
      promotion_id: promotion.id,
      show_countdown: true,
      starts_at: lagosIn(-HOUR),
      ends_at: lagosIn(DAY),
    });
    const ended = await create({
      title: 'Last week',
      promotion_id: promotion.id,
      starts_at: lagosIn(-3 * DAY),
      ends_at: lagosIn(-DAY),
    });
    const ids = (await live()).map((b) => b.id);
    const showingId = showing.json<{ data: AdminBanner }>().data.id;
    expect(ids).toContain(showingId);
    expect(ids).not.toContain(ended.json<{ data: AdminBanner }>().data.id);
    expect((await live()).find((b) => b.id === showingId)).toEqual({
      id: showingId,
      title: 'Harmattan Sale is on',
      text: '',
      picture: null,
      picture_alt: '',
      link: `/promotions/harmattan-sale-${promotion.id}`,
      countdown_to: promotion.endsAt?.toISOString(),
    });

    const statuses = (await t.app.inject({ method: 'GET', url: '/api/admin/banners', headers: admin })).json<{
      data: AdminBanner[];
    }>().data;
    expect(Object.fromEntries(statuses.map((b) => [b.title, b.status]))).toMatchObject({
      'Harmattan Sale': new Date() < new Date('2026-11-26T23:00:00Z') ? 'scheduled' : expect.any(String),
      'Harmattan Sale is on': 'live',
      'Last week': 'ended',
    });

    // Its end passed: gone at once, whatever was cached.
    await t.app.db
      .update(banners)
      .set({ startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() - 1000) })
      .where(eq(banners.id, showingId));
    expect((await live()).map((b) => b.id)).not.toContain(showingId);
  });

  it('hides the banner of a paused or ended promotion', async () => {
    const promotion = await createPromotion(t.app, { name: 'Paused one' });
    const res = await create({
      title: 'Paused one',
      promotion_id: promotion.id,
      starts_at: lagosIn(-HOUR),
      ends_at: lagosIn(DAY),
    });
    const id = res.json<{ data: AdminBanner }>().data.id;
    expect((await live()).map((b) => b.id)).toContain(id);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/promotions/${promotion.id}/pause`,
      headers: admin,
    });
    expect((await live()).map((b) => b.id)).not.toContain(id);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/promotions/${promotion.id}/resume`,
      headers: admin,
    });
    await t.app.inject({ method: 'POST', url: `/api/admin/promotions/${promotion.id}/end`, headers: admin });
    expect((await live()).map((b) => b.id)).not.toContain(id);
  });

  it('refuses bad banners with messages an admin understands, and shoppers', async () => {
    const noEnd = await createPromotion(t.app, { name: 'Open ended' });
    const bad = await create({
      title: '',
      promotion_id: 0,
      starts_at: 'tomorrow',
      ends_at: '2026-11-27T00:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      title: ['Title is required'],
      promotion_id: ['Choose the promotion the banner links to'],
      starts_at: ['Enter when the banner starts showing'],
    });
    const backwards = await create({
      title: 'Backwards',
      promotion_id: noEnd.id,
      starts_at: '2026-11-27T10:00',
      ends_at: '2026-11-27T09:00',
    });
    expect(backwards.json<{ errors: Record<string, string[]> }>().errors.ends_at).toEqual([
      'The end must be after the start',
    ]);
    const missing = await create({
      title: 'Nothing',
      promotion_id: 999_999,
      starts_at: '2026-11-27T10:00',
      ends_at: '2026-11-28T10:00',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.promotion_id).toEqual([
      'This promotion does not exist',
    ]);
    const countdown = await create({
      title: 'Forever',
      promotion_id: noEnd.id,
      show_countdown: true,
      starts_at: '2026-11-27T10:00',
      ends_at: '2026-11-28T10:00',
    });
    expect(countdown.statusCode).toBe(400);
    expect(countdown.json<{ errors: Record<string, string[]> }>().errors.show_countdown).toHaveLength(1);
    const asShopper = await create(
      { title: 'Mine', promotion_id: noEnd.id, starts_at: '2026-11-27T10:00', ends_at: '2026-11-28T10:00' },
      (await shopper(t.app)).headers,
    );
    expect(asShopper.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/banners/999999',
          headers: admin,
          payload: {
            title: 'X',
            promotion_id: noEnd.id,
            starts_at: '2026-11-27T10:00',
            ends_at: '2026-11-28T10:00',
          },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('takes a picture through the shop’s picture pipeline, replaces it and removes it with the banner', async () => {
    const promotion = await createPromotion(t.app, { name: 'Pictured' });
    const id = (
      await create({
        title: 'Pictured',
        promotion_id: promotion.id,
        starts_at: lagosIn(-HOUR),
        ends_at: lagosIn(DAY),
      })
    ).json<{ data: AdminBanner }>().data.id;
    const upload = () => {
      // One body: its boundary is in its content type.
      const body = multipartBody(
        { alt: 'Phones on a table' },
        { name: 'b.png', type: 'image/png', content: PNG_1PX },
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/banners/${id}/picture`,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
    };
    const first = await upload();
    expect(first.statusCode).toBe(201);
    const banner = first.json<{ data: AdminBanner }>().data;
    expect(banner.picture).toMatch(new RegExp(`^/api/uploads/banners/${id}-[0-9a-f]+\\.png$`));
    expect(banner.picture_alt).toBe('Phones on a table');
    const file = join(t.config.uploadDir, banner.picture!.replace('/api/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    expect(existsSync(file.replace(/\.png$/, '.1w.avif'))).toBe(true);

    // Replaced: the old picture's files go.
    const second = (await upload()).json<{ data: AdminBanner }>().data;
    expect(second.picture).not.toBe(banner.picture);
    expect(existsSync(file)).toBe(false);
    expect((await live()).find((b) => b.id === id)?.picture).toBe(second.picture);

    const text = multipartBody({}, { name: 'notes.txt', type: 'text/plain', content: Buffer.from('hi') });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/banners/${id}/picture`,
      headers: { ...admin, ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(400);

    const secondFile = join(t.config.uploadDir, second.picture!.replace('/api/uploads/', ''));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/banners/${id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(existsSync(secondFile)).toBe(false);
    expect((await live()).map((b) => b.id)).not.toContain(id);
  });

  it('lists a promotion’s products on its landing page with their promotion prices', async () => {
    // Only this promotion runs (the earlier tests' take 10% off every order).
    await t.app.db.update(promotions).set({ endsAt: new Date(Date.now() - 1000) });
    const category = await createCategory(t.app, 'Phones landing');
    const other = await createCategory(t.app, 'Shoes landing');
    const phone = await createProduct(t.app, {
      name: 'Tecno Landing 5',
      categoryId: category.id,
      price: 100_000,
    });
    const hidden = await createProduct(t.app, { categoryId: category.id, published: false });
    const shoe = await createProduct(t.app, { name: 'Landing shoe', categoryId: other.id });
    const promotion = await createPromotion(t.app, {
      name: 'Phone Friday',
      percentOff: 20,
      categoryIds: [category.id],
      endsAt: new Date(Date.now() + DAY),
    });
    const res = await landing(`phone-friday-${promotion.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: PromotionLanding }>().data;
    expect(data.promotion).toMatchObject({
      id: promotion.id,
      name: 'Phone Friday',
      slug: `phone-friday-${promotion.id}`,
      percent_off: 20,
      ends_at: promotion.endsAt?.toISOString(),
    });
    const ids = data.products.results.map((p) => p.id);
    expect(ids).toEqual([phone.product.id]);
    expect(ids).not.toContain(hidden.product.id);
    expect(ids).not.toContain(shoe.product.id);
    expect(data.products.count).toBe(1);
    // ₦100,000 less 20%: the price checkout charges, as the product page shows it.
    expect(data.products.results[0]?.promotion).toMatchObject({ name: 'Phone Friday', price: 80_000 });

    // Any words before the id find it; an ended promotion, or no id, is a 404 a shopper can read.
    expect((await landing(`old-name-${promotion.id}`)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/admin/promotions/${promotion.id}/end`, headers: admin });
    const gone = await landing(`phone-friday-${promotion.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'This promotion is not running.' });
    expect((await landing('no-id-here')).statusCode).toBe(404);
    expect((await landing('BAD%20SLUG')).statusCode).toBe(400);
  });

  it('moves the catalogue generation on a banner write, so cached pages show it', async () => {
    const promotion = await createPromotion(t.app, { name: 'Generation' });
    const before = await t.app.catalogGeneration.current();
    await create({
      title: 'Generation',
      promotion_id: promotion.id,
      starts_at: lagosIn(HOUR),
      ends_at: lagosIn(DAY),
    });
    expect(await t.app.catalogGeneration.current()).toBeGreaterThan(before);
    // The banner's start is the next change by the clock the shop's page cache keeps pages until.
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/products/generation' })).json<{
      data: { next_change_at: string | null };
    }>();
    expect(data.next_change_at).not.toBeNull();
    expect(new Date(data.next_change_at!).getTime()).toBeLessThanOrEqual(Date.now() + HOUR + 60_000);
  });
});
