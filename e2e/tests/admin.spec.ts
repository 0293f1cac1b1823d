import { expect, test } from '@playwright/test';
import { demo } from './fixtures';

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
