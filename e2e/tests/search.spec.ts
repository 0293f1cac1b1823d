import { expect, test } from '@playwright/test';
import { dismissSignInDialog } from './fixtures';

/** The header search. */

// Journeys through many pages, each loading its remote: more time than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('the header search goes to the matching products', async ({ page }) => {
  await page.goto('/');
  await dismissSignInDialog(page);
  await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).fill('rice');
  await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?search=rice$/);
  // Real cards (a loading skeleton is an article too, but hidden from the accessibility tree), and only
  // published matches: the seed's Ofada Rice is unpublished.
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article', { name: 'Mama Gold Rice' })).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('article', { name: 'Ofada Rice 5kg' })).toHaveCount(0);
  await expect(results.getByRole('article', { name: 'Dangote Sugar 1kg' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 780 }, isMobile: true, hasTouch: true });

  test('a shopper types "samsng" in the header, picks the suggestion with the keyboard and lands on the product', async ({
    page,
  }) => {
    await page.goto('/');
    await dismissSignInDialog(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    // In the phone header itself, not behind the menu.
    await expect(box).toBeInViewport();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.click();
    await box.pressSequentially('samsng', { delay: 60 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    const first = list.getByRole('option').first();
    await expect(first).toContainText('Samsung', { timeout: 30_000 });
    await expect(first).toContainText('₦');
    await expect(list.getByRole('option', { name: 'Phones & Tablets' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'suggested' })).toContainText(
      'Use the up and down arrows',
    );
    // The option reads its name, then its price.
    const name = ((await first.textContent()) ?? '').split('₦')[0]?.trim() ?? '';
    expect(name).toMatch(/^Samsung /);
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(list).toHaveCount(0);
  });

  test('Escape closes the suggestions and Enter without a choice goes to the results', async ({ page }) => {
    await page.goto('/');
    await dismissSignInDialog(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('aircon', { delay: 60 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    await box.press('Escape');
    await expect(list).toHaveCount(0);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=aircon$/);
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
  });
});

test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 780 }, isMobile: true });

  test("the phone header's search form finds, and a facet chosen narrows the results", async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await expect(box).toBeInViewport();
    await box.fill('samsng');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=samsng$/);
    // The server's page keeps the search in the box, to be corrected rather than retyped.
    await expect(box).toHaveValue('samsng');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('article', { name: 'Samsung Galaxy A15' })).toBeVisible();
    // Without JavaScript the Filters button is a link to the panel, which opens as the page's target.
    await page.getByRole('link', { name: 'Filters' }).click();
    const facets = page.getByRole('navigation', { name: 'Narrow the results' });
    await facets.getByRole('link', { name: 'Samsung 2' }).click();
    await expect(page).toHaveURL(/\/products\?search=samsng&brand=samsung$/);
    // The narrowed results come first; the panel stays closed until Filters is followed again.
    await expect(results.getByRole('article', { name: 'Samsung Galaxy A15' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters( \(\d+\))?$/ })).toBeHidden();
    await page.getByRole('link', { name: /^Filters( \(\d+\))?$/ }).click();
    await expect(facets.getByRole('link', { name: 'Samsung 2' })).toHaveAttribute('aria-current', 'true');
  });
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
