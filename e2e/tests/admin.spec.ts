import { expect, test } from '@playwright/test';
import { demo, SALES_CHART, signInToAdmin } from './fixtures';

test('the admin signs in at /admin/auth/login and lands on the dashboard at /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
  await page.getByRole('button', { name: /Sign In|Log ?in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Login Successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(/₦/).first()).toBeVisible();
});

test('a shopper account is refused by the admin login', async ({ page }) => {
  await page.goto('/admin/auth/login');
  await page.getByLabel('Email').fill(demo.shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.shopper.password);
  await page.getByRole('button', { name: /Sign In|Log ?in/i }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/auth\/login$/);
});

test("the dashboard's sales chart loads when the admin scrolls to it, not with the first screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInToAdmin(page);

  const sales = page.getByRole('region', { name: 'Sales per day' });
  await expect(sales.getByRole('status')).toHaveText('Loading chart…');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(sales.locator(SALES_CHART)).toHaveCount(0);
  const slot = await sales.boundingBox();

  await sales.scrollIntoViewIfNeeded();
  await expect(sales.locator(SALES_CHART)).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // The chart took the place kept for it: the card did not grow when it arrived.
  expect((await sales.boundingBox())?.height).toBe(slot?.height);
});
