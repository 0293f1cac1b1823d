import { expect, test, type APIRequestContext } from '@playwright/test';
import { demo } from './fixtures';
import { productInStock } from './shop-api';

/**
 * A banner Marketing places is in the home page's first HTML (no script needed) and links to its promotion's landing
 * page, which lists the promotion's products, server-rendered too.
 */

const html = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  return { status: response.status(), body: await response.text() };
};

/** 'YYYY-MM-DDTHH:mm' in Lagos, `ms` from now: what the admin's form sends. */
const lagosIn = (ms: number) => new Date(Date.now() + ms + 3_600_000).toISOString().slice(0, 16);

test('an admin-created banner is in the home page HTML and links to the landing page listing its products', async ({
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const { access } = ((await login.json()) as { data: { access: string } }).data;
  const admin = { authorization: `Bearer ${access}` };
  const { product } = await productInStock(request);
  // A code: it changes no price anyone else sees while this test runs.
  const code = `BANNER${Date.now().toString(36).toUpperCase()}`;
  const promotion = await request.post('/api/admin/promotions', {
    headers: admin,
    data: {
      name: 'Banner Week',
      code,
      kind: 'percentage',
      percent_off: 10,
      scope: 'products',
      product_ids: [product.id],
      starts_at: lagosIn(-60_000),
      ends_at: lagosIn(2 * 86_400_000),
    },
  });
  expect(promotion.status()).toBe(201);
  const { id: promotionId } = ((await promotion.json()) as { data: { id: number } }).data;
  const banner = await request.post('/api/admin/banners', {
    headers: admin,
    data: {
      title: 'Banner Week is on',
      text: 'Ten percent off with a code',
      promotion_id: promotionId,
      show_countdown: true,
      starts_at: lagosIn(-60_000),
      ends_at: lagosIn(86_400_000),
    },
  });
  expect(banner.status()).toBe(201);
  const { id: bannerId, link } = ((await banner.json()) as { data: { id: number; link: string } }).data;
  expect(link).toBe(`/promotions/banner-week-${promotionId}`);

  try {
    // The shop's page cache follows the catalogue generation the write moved (read at most once a second).
    await expect
      .poll(async () => (await html(request, '/')).body, { timeout: 10_000 })
      .toContain('Banner Week is on');
    const home = await html(request, '/');
    // The banner is a link to the landing page, named by its title.
    expect(home.body).toMatch(
      new RegExp(`<a (?=[^>]*href="${link}")(?=[^>]*aria-labelledby="banner-${bannerId}")`),
    );
    // The countdown's end is in the HTML, in Lagos time.
    expect(home.body).toMatch(/Ends <time dateTime="[^"]+">[^<]+ WAT<\/time>/i);

    const landing = await html(request, link);
    expect(landing.status).toBe(200);
    expect(landing.body).toContain('<title>Banner Week: 10% off | Kasuwa</title>');
    expect(landing.body).toContain(code);
    expect(landing.body).toMatch(new RegExp(`<a [^>]*href="/products/${product.id}"`));
    expect(landing.body).toContain(product.name.replace(/&/g, '&amp;'));
  } finally {
    await request.delete(`/api/admin/banners/${bannerId}`, { headers: admin });
    await request.post(`/api/admin/promotions/${promotionId}/end`, { headers: admin });
  }
});
