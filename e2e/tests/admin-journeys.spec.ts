import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demo } from './fixtures';

interface Tokens {
  access: string;
  refresh: string;
}
interface OrderAnswer {
  id: number;
  number: string;
  status: string;
  payment_status: string;
  total: number;
}

const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });
/** Today in Lagos, as the shop cuts report days (WAT is UTC+1 all year). */
const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

async function apiLogin(
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<Tokens> {
  const res = await request.post('/api/auth/login', { data: who });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Tokens }).data;
}

/** Starts the page signed in, as the shop stores a session (docs/storefront.md §3: localStorage 'auth'). */
async function startSignedIn(page: Page, tokens: Tokens, role: 'ADMIN' | 'REGULAR') {
  await page.addInitScript((session: string) => {
    if (!sessionStorage.getItem('kasuwa-e2e-session-set')) {
      localStorage.setItem('auth', session);
      sessionStorage.setItem('kasuwa-e2e-session-set', '1');
    }
  }, JSON.stringify({ tokens, role }));
}

/** A published product with a variant that has `stock` or more units. */
async function productInStock(request: APIRequestContext, stock: number) {
  const list = await request.get('/api/products?in_stock=true&page_size=48');
  const { results } = ((await list.json()) as { data: { results: { id: number }[] } }).data;
  for (const { id } of results) {
    const res = await request.get(`/api/products/${id}`);
    const product = (
      (await res.json()) as {
        data: { id: number; name: string; variants: { id: number; stock: number }[] };
      }
    ).data;
    const variant = product.variants.find((v) => v.stock >= stock);
    if (variant) return { product, variant };
  }
  throw new Error('No product in stock');
}

/** The shopper buys one item through the API, as the checkout page would. */
async function placeOrder(
  request: APIRequestContext,
  shopper: Tokens,
  payment: { payment_method: 'pay_on_delivery' } | { payment_method: 'pay_later'; instalments: 2 | 3 | 4 },
): Promise<OrderAnswer> {
  const { product, variant } = await productInStock(request, 3);
  await request.delete('/api/products/clear-cart', { headers: bearer(shopper) });
  const added = await request.post('/api/products/add-to-cart', {
    headers: bearer(shopper),
    data: { product_id: product.id, variant_id: variant.id },
  });
  expect(added.ok()).toBe(true);
  const res = await request.post('/api/orders/checkout', {
    headers: { ...bearer(shopper), 'Idempotency-Key': randomUUID() },
    data: {
      shipping_address: {
        full_name: 'Ngozi Eze',
        phone: '08031234567',
        street: '12 Admiralty Way',
        city: 'Lekki',
        state: 'Lagos',
      },
      ...payment,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: OrderAnswer }).data;
}

/** The order as the shopper's own API shows it. */
async function shopperOrder(request: APIRequestContext, shopper: Tokens, id: number): Promise<OrderAnswer> {
  const res = await request.get(`/api/orders/${id}`, { headers: bearer(shopper) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: OrderAnswer }).data;
}

test.describe('admin journeys', () => {
  let admin: Tokens;
  let shopper: Tokens;
  test.beforeEach(async ({ request }) => {
    admin = await apiLogin(request, demo.admin);
    shopper = await apiLogin(request, demo.shopper);
  });

  test('an admin edits a product and the storefront shows the change', async ({ page, request }) => {
    // The catalogue answer is cached for a moment, so the page is opened again until it shows the change.
    test.setTimeout(180_000);
    const { product } = await productInStock(request, 1);
    const renamed = `${product.name.slice(0, 150)} (Adire edition ${Date.now().toString(36)})`;
    await startSignedIn(page, admin, 'ADMIN');
    await page.goto(`/admin/products/edit-product/${product.id}`);
    const form = page.getByRole('form', { name: 'Product' });
    await form.getByLabel('Name', { exact: true }).fill(renamed);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/view-product/${product.id}$`));
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

    await expect(async () => {
      await page.goto(`/products/${product.id}`);
      await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    }).toPass({ timeout: 90_000 });
  });

  test('an admin creates a category and the navbar lists it', async ({ page }) => {
    test.setTimeout(180_000);
    const name = `Adire ${Date.now().toString(36)}`;
    await startSignedIn(page, admin, 'ADMIN');
    await page.goto('/admin/categories');
    const form = page.getByRole('form', { name: 'Add category' });
    await form.getByLabel('Category name').fill(name);
    await form.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();

    await expect(async () => {
      await page.goto('/');
      await page.getByRole('button', { name: /Categories/ }).click();
      await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link', { name })).toBeVisible();
    }).toPass({ timeout: 90_000 });
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/products/category/${encodeURIComponent(name)}$`));
  });

  test('an admin moves an order through every status and the shopper sees each one', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, shopper, { payment_method: 'pay_on_delivery' });
    expect(order.status).toBe('pending');
    await startSignedIn(page, admin, 'ADMIN');
    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();

    const steps = [
      ['Confirm order', `Confirm order ${order.number}?`, 'Yes, confirm order', 'confirmed'],
      [
        'Start processing',
        `Mark order ${order.number} as processing?`,
        'Yes, start processing',
        'processing',
      ],
      ['Mark as shipped', `Mark order ${order.number} as shipped?`, 'Yes, mark as shipped', 'shipped'],
      [
        'Mark as delivered',
        `Mark order ${order.number} as delivered?`,
        'Yes, mark as delivered',
        'delivered',
      ],
    ] as const;
    for (const [button, question, yes, status] of steps) {
      await page.getByRole('button', { name: button, exact: true }).click();
      // Shipping asks for the courier and tracking number (a form dialog); the other moves only confirm.
      const dialog = page.getByRole(status === 'shipped' ? 'dialog' : 'alertdialog', { name: question });
      await expect(dialog).toBeVisible();
      if (status === 'shipped') {
        await dialog.getByLabel('Courier').fill('GIG Logistics');
        await dialog.getByLabel('Tracking number').fill('GIG-123456');
      }
      await dialog.getByRole('button', { name: yes }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(async () => (await shopperOrder(request, shopper, order.id)).status).toBe(status);
    }
    await expect(page.getByText('No further status changes.')).toBeVisible();
    expect((await shopperOrder(request, shopper, order.id)).payment_status).toBe('paid');

    // The cash taken on delivery is a transaction now.
    await page.goto(`/admin/transactions?search=${order.number}`);
    const row = page.getByRole('row').filter({ hasText: order.number });
    await expect(row).toContainText('Pay on delivery');
    await expect(row).toContainText('Received');
  });

  test('an admin approves a pay-later plan and records its instalments until it is paid', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, shopper, { payment_method: 'pay_later', instalments: 2 });
    await startSignedIn(page, admin, 'ADMIN');
    await page.goto('/admin/pay-later?status=pending');
    await page.getByRole('button', { name: `Approve ${order.number}` }).click();
    const approve = page.getByRole('alertdialog', {
      name: `Approve the pay-later plan for ${order.number}?`,
    });
    await approve.getByRole('button', { name: 'Approve plan' }).click();
    await expect(approve).toBeHidden();
    // Approving confirms the order, as the shopper sees it.
    await expect.poll(async () => (await shopperOrder(request, shopper, order.id)).status).toBe('confirmed');

    await page.goto('/admin/pay-later?status=approved');
    for (const expected of ['partially_paid', 'paid']) {
      await page.getByRole('button', { name: `Record instalment for ${order.number}` }).click();
      const dialog = page.getByRole('alertdialog', {
        name: new RegExp(`^Record an instalment of .* for ${order.number}\\?$`),
      });
      await dialog.getByRole('button', { name: 'Record instalment' }).click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(async () => (await shopperOrder(request, shopper, order.id)).payment_status)
        .toBe(expected);
    }
    await expect(page.getByRole('button', { name: `Record instalment for ${order.number}` })).toBeHidden();
    await page.goto('/admin/pay-later?status=completed');
    await expect(page.getByRole('row').filter({ hasText: order.number })).toContainText('Completed');

    await page.goto(`/admin/transactions?search=${order.number}`);
    await expect(page.getByRole('row').filter({ hasText: 'Instalment' })).toHaveCount(2);
  });

  test('reports show the day’s orders after a purchase, and revenue only once money is received', async ({
    page,
    request,
  }) => {
    const day = today();
    const before = await request.get(`/api/admin/reports?from=${day}&to=${day}`, { headers: bearer(admin) });
    const totals = (
      (await before.json()) as { data: { totals: { orders: number; orders_value: number; revenue: number } } }
    ).data.totals;
    const order = await placeOrder(request, shopper, { payment_method: 'pay_on_delivery' });

    await startSignedIn(page, admin, 'ADMIN');
    await page.goto(`/admin/reports?from=${day}&to=${day}`);
    const sales = page.getByRole('region', { name: 'Sales', exact: true });
    const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
    await expect(sales.getByRole('definition').first()).toHaveText(String(totals.orders + 1));
    await expect(sales.getByRole('definition').nth(1)).toHaveText(
      naira.format(totals.orders_value + order.total),
    );
    // Paid on delivery, not yet delivered: an order placed, but no money received, so revenue has not moved.
    await expect(sales.getByRole('definition').nth(2)).toHaveText(naira.format(totals.revenue));
    await expect(
      page.getByRole('region', { name: 'Orders by state' }).getByRole('row', { name: /Lagos/ }),
    ).toBeVisible();
  });

  test('a shopper is kept out of /admin and told why', async ({ page }) => {
    await startSignedIn(page, shopper, 'REGULAR');
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/auth\/login$/);
    await expect(
      page.getByText(/You are signed in as a shopper, and the admin area is only for administrator accounts/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeHidden();
  });
});
