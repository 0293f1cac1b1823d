import { expect, test } from '@playwright/test';
import { dismissSignInDialog } from './fixtures';

/** The header search. */

// Journeys through many pages, each loading its remote: more time than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('the header search goes to the matching products', async ({ page }) => {
  await page.goto('/');
  await dismissSignInDialog(page);
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).fill('rice');
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?search=rice$/);
  // Real cards (a loading skeleton is an article too, but hidden from the accessibility tree), and only
  // published matches: the seed's Ofada Rice is unpublished.
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article', { name: 'Mama Gold Rice' })).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('article', { name: 'Ofada Rice 5kg' })).toHaveCount(0);
  await expect(results.getByRole('article', { name: 'Dangote Sugar 1kg' })).toHaveCount(0);
});
