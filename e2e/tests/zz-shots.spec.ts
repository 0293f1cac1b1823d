import { expect, test, type Page } from '@playwright/test';
import { demo, fillDeliveryAddress, signInOnLoad, signInToAdmin } from './fixtures';
import { addToCart, productInStock, register, tokenOf } from './shop-api';

test.setTimeout(300_000);
const lagosIn = (ms: number) => new Date(Date.now() + ms + 3_600_000).toISOString().slice(0, 16);
const shoot = async (page: Page, name: string, url: string | null, wait?: (p: Page) => Promise<void>) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    if (url) await page.goto(url);
    if (wait) await wait(page);
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
};

test('shots', async ({ page, browser, request }) => {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const admin = { authorization: `Bearer ${((await login.json()) as { data: { access: string } }).data.access}` };
  const first = await productInStock(request);
  const second = await productInStock(request, [first.product.id]);
  const promo = await request.post('/api/admin/promotions', {
    headers: admin,
    data: { name: 'Black Friday', kind: 'percentage', percent_off: 20, scope: 'products', product_ids: [first.product.id], starts_at: lagosIn(-60_000), ends_at: lagosIn(3 * 86_400_000) },
  });
  expect(promo.status()).toBe(201);
  const promotionId = ((await promo.json()) as { data: { id: number } }).data.id;
  const banner = await request.post('/api/admin/banners', {
    headers: admin,
    data: { title: 'Black Friday is on', text: '20% off phones until Sunday', promotion_id: promotionId, show_countdown: true, starts_at: lagosIn(-60_000), ends_at: lagosIn(2 * 86_400_000) },
  });
  expect(banner.status()).toBe(201);
  const station = await request.post('/api/admin/settings/stations', {
    headers: admin,
    data: { name: 'Maiduguri Post Office', state: 'Borno', address: '7 Post Office Road, Maiduguri', opening_hours: 'Mon–Sat 9:00–17:00', fee: 1500 },
  });
  expect(station.status()).toBe(201);
  const stationId = ((await station.json()) as { data: { id: number } }).data.id;

  const shopper = await register(request);
  const token = await tokenOf(request, shopper);
  await addToCart(request, token, first.product.id, first.variant.id, 2);
  await addToCart(request, token, second.product.id, second.variant.id, 1);
  await page.waitForTimeout(2000);
  await shoot(page, 'home', '/', async (p) => {
    const d = p.getByRole('dialog', { name: 'Welcome Back' });
    if (await d.isVisible().catch(() => false)) await p.keyboard.press('Escape');
  });
  await signInOnLoad(page, shopper);
  await shoot(page, 'product', `/products/${first.product.id}`);
  await shoot(page, 'cart', '/cart');
  await page.goto('/checkout');
  await fillDeliveryAddress(page);
  await page.getByLabel('State', { exact: true }).selectOption('Borno');
  await page.getByRole('radio', { name: 'Pickup station' }).check();
  await shoot(page, 'checkout', null);

  const auth = { authorization: `Bearer ${token}` };
  const placed = await request.post('/api/orders/checkout', {
    headers: auth,
    data: {
      shipping_address: { full_name: 'Ngozi Eze', phone: '08031234567', street: '1 Baga Road', city: 'Maiduguri', state: 'Borno' },
      delivery_method: 'pickup',
      pickup_station_id: stationId,
      payment_method: 'pay_now',
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number } }).data;
  const pay = await request.post(`/api/orders/${order.id}/pay`, { headers: auth });
  const { authorization_url } = ((await pay.json()) as { data: { authorization_url: string } }).data;
  await page.goto(authorization_url);
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid', { timeout: 20_000 });
  for (const status of ['processing', 'shipped', 'ready_for_pickup', 'delivered']) {
    const r = await request.patch(`/api/admin/orders/${order.id}/status`, { headers: admin, data: { status } });
    console.log(status, r.status(), status === 'shipped' ? await r.text() : '');
  }
  const ret = await request.post(`/api/orders/${order.id}/returns`, {
    headers: auth,
    data: { reason: 'damaged', lines: [{ order_item_id: 0, quantity: 1 }] },
  });
  console.log('return', ret.status(), (await ret.text()).slice(0, 300));
  await shoot(page, 'order', `/account/orders/${order.id}`);

  const adminPage = await browser.newPage();
  await signInToAdmin(adminPage);
  await shoot(adminPage, 'admin-order', `/admin/orders/${order.id}`);
  await shoot(adminPage, 'transactions', '/admin/transactions');
  await shoot(adminPage, 'reports', '/admin/reports');
});
