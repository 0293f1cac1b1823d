import { expect, test } from '@playwright/test';
import { demo, seriousViolations, signInOnLoad } from './fixtures';
import { addToCart, productInStock, register, tokenOf } from './shop-api';

// A shopper returns one of two lines of an order paid online (the Paystack simulator the suite's shop starts), and
// sees it refunded once the shop approved, received and refunded it.

test.setTimeout(120_000);

test('return one of two lines of a paid-online order and see it refunded', async ({ page, request }) => {
  const shopper = await register(request);
  const token = await tokenOf(request, shopper);
  const first = await productInStock(request);
  const second = await productInStock(request, [first.product.id]);
  await addToCart(request, token, first.product.id, first.variant.id, 1);
  await addToCart(request, token, second.product.id, second.variant.id, 1);
  const auth = { authorization: `Bearer ${token}` };
  const placed = await request.post('/api/orders/checkout', {
    headers: auth,
    data: {
      shipping_address: {
        full_name: 'Ada Obi',
        phone: '08031234567',
        street: '1 Marina',
        city: 'Lagos',
        state: 'Lagos',
      },
      payment_method: 'pay_now',
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; number: string } }).data;
  const pay = await request.post(`/api/orders/${order.id}/pay`, { headers: auth });
  const { authorization_url } = ((await pay.json()) as { data: { authorization_url: string } }).data;

  await signInOnLoad(page, shopper);
  await page.goto(authorization_url);
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Paid', { timeout: 20_000 });

  // The shop delivers it.
  const adminLogin = await request.post('/api/auth/login', { data: demo.admin });
  const adminAuth = {
    authorization: `Bearer ${((await adminLogin.json()) as { data: { access: string } }).data.access}`,
  };
  for (const status of ['processing', 'shipped', 'delivered'])
    expect(
      (
        await request.patch(`/api/admin/orders/${order.id}/status`, { headers: adminAuth, data: { status } })
      ).ok(),
    ).toBeTruthy();

  await page.reload();
  await page.getByRole('button', { name: 'Return items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Return items' });
  await dialog.getByRole('checkbox', { name: first.product.name }).check();
  await dialog.getByLabel('Reason').selectOption({ label: 'Damaged' });
  await dialog.getByRole('button', { name: 'Send return request' }).click();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('Return requested');
  await expect(returns).toContainText(first.product.name);
  await expect(returns).not.toContainText(second.product.name);
  expect(await seriousViolations(page)).toEqual([]);

  // The shop approves, receives and refunds it.
  const queue = await request.get('/api/admin/returns?status=requested', { headers: adminAuth });
  const ret = (
    (await queue.json()) as { data: { results: { id: number; order_id: number }[] } }
  ).data.results.find((r) => r.order_id === order.id);
  expect(ret).toBeDefined();
  const step = (kind: string, data: object) =>
    request.post(`/api/admin/returns/${ret!.id}/${kind}`, { headers: adminAuth, data });
  expect((await step('approve', { method: 'courier' })).ok()).toBeTruthy();
  expect((await step('receive', { lines: [] })).ok()).toBeTruthy();
  expect((await step('refund', {})).ok()).toBeTruthy();

  await expect(async () => {
    await page.reload();
    await expect(returns).toContainText('Return refunded', { timeout: 2000 });
    await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('Processed', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('Return refunded');
});
