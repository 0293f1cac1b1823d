import { expect, test } from '@playwright/test';
import { demo, seriousViolations, signInDialog, signInWithDialog } from './fixtures';

/** Accessibility of the main shopping pages (axe: no serious or critical violations). */

// Journeys through many pages, each loading its remote: more time than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('no serious or critical accessibility violations on /, /products, a product page and /cart', async ({
  page,
}) => {
  await page.goto('/');
  await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
  await signInWithDialog(page, demo.shopper.email, demo.shopper.password);
  await expect(page.getByRole('region', { name: 'New arrivals' }).locator('article').first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await seriousViolations(page), '/').toEqual([]);

  await page.goto('/products');
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await seriousViolations(page), '/products').toEqual([]);

  await page.locator('main article a[href^="/products/"]').first().click();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  expect(await seriousViolations(page), 'a product page').toEqual([]);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  expect(await seriousViolations(page), '/cart').toEqual([]);
});
