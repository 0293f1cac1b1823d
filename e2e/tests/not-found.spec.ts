import { expect, test } from '@playwright/test';
import { dismissSignInDialog } from './fixtures';

test('the 404 page counts down ten seconds and then goes home', async ({ page }) => {
  await page.clock.install();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByText(/\b10\b/).first()).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByText(/\b5\b/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page$/);
  await page.clock.runFor(5_500);
  await expect(page).toHaveURL(/\/$/);
});

test('the 404 countdown can be cancelled', async ({ page }) => {
  await page.clock.install();
  await page.goto('/also-missing');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await dismissSignInDialog(page);
  await page.getByRole('button', { name: /Cancel/i }).click();
  await page.clock.runFor(12_000);
  await expect(page).toHaveURL(/\/also-missing$/);
});
