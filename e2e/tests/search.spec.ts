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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('a search with a facet chosen narrows the results, with counts, and a typo still finds', async ({
    page,
  }) => {
    await page.goto('/products?search=samsng');
    const facets = page.getByRole('navigation', { name: 'Narrow the results' });
    await expect(facets.getByRole('link', { name: 'Samsung 2' })).toBeVisible();
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('article', { name: 'Samsung Galaxy A15' })).toBeVisible();
    await facets.getByRole('link', { name: 'Samsung 2' }).click();
    await expect(page).toHaveURL(/\/products\?search=samsng&brand=samsung$/);
    await expect(facets.getByRole('link', { name: 'Samsung 2' })).toHaveAttribute('aria-current', 'true');
    await facets.getByRole('link', { name: /^₦150,000.00 – ₦499,999.99 2$/ }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('search') === 'samsng' &&
        url.searchParams.get('brand') === 'samsung' &&
        url.searchParams.get('min_price') === '150000' &&
        url.searchParams.get('max_price') === '499999.99',
    );
    await expect(results.getByRole('article', { name: 'Samsung Galaxy Tab A9' })).toBeVisible();
  });

  test('a search that finds nothing says so and offers the closest spelling', async ({ page }) => {
    await page.goto('/products?search=sumsang');
    await expect(page.getByRole('heading', { name: 'Sorry, nothing matches “sumsang”' })).toBeVisible();
    await page.getByRole('link', { name: 'samsung', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Results' }).getByRole('article', { name: 'Samsung Galaxy A15' }),
    ).toBeVisible();
  });
});
