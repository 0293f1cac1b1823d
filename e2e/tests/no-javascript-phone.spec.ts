import { expect, test } from '@playwright/test';
import { productInStock } from './shop-api';

/*
 * Playwright's text matching (getByText, hasText) skips what is inside <noscript>, as if script ran; the messages
 * there are found by their role or test id and read with toContainText.
 */

/**
 * A phone that runs no script (JavaScript off, or stripped by a data saver): the server's pages still browse, and
 * the pages that need script say so instead of spinning for ever.
 */
test.describe('on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('☰ opens the menu, whose links work', async ({ page }) => {
    await page.goto('/products');
    const menu = page.locator('#main-menu');
    await expect(menu).toBeHidden();
    // The scripted toggle does nothing without script, so it is hidden; a link to the menu takes its place.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('link', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('link', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the menu's Login and Sign Up open pages that say signing in needs JavaScript", async ({ page }) => {
    await page.goto('/products');
    const menu = page.locator('#main-menu');
    for (const [name, path] of [
      ['Login', '/auth/login'],
      ['Sign Up', '/auth/signup'],
    ] as const) {
      await page.getByRole('link', { name: 'Open menu' }).click();
      await menu.getByRole('button', { name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Signing in needs JavaScript' }),
      ).toBeVisible();
      await page.goBack();
    }
  });

  test('sort is a form: its button, shown only without script, sorts the listing and keeps its filters', async ({
    page,
  }) => {
    await page.goto('/products/category/Groceries?in_stock=true');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('article').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/products/category/Groceries' &&
        url.searchParams.get('in_stock') === 'true' &&
        url.searchParams.get('sort') === 'price_desc',
    );
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    // Dearest first: the server sorted the cards.
    const prices = await results.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => {
        const amounts = [...(card.textContent ?? '').matchAll(/₦([\d,]+\.\d\d)/g)].map((m) =>
          Number((m[1] ?? '0').replace(/,/g, '')),
        );
        return Math.min(...amounts);
      }),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test('the filters open from their link', async ({ page }) => {
    await page.goto('/products');
    const filters = page.locator('#product-filters');
    await expect(filters).toBeHidden();
    await page.getByRole('link', { name: 'Filters' }).click();
    await expect(filters).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Apply filters' })).toBeVisible();
  });

  test('the product page says how to add to cart', async ({ page, request }) => {
    const { product } = await productInStock(request);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const message = page.getByTestId('no-script-buy');
    await expect(message).toBeVisible();
    await expect(message).toHaveText('Choose options and add to cart with JavaScript on');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeHidden();
  });

  for (const [path, title] of [
    ['/cart', 'Your cart needs JavaScript'],
    ['/wishlist', 'Your wishlist needs JavaScript'],
    ['/checkout', 'Checkout needs JavaScript'],
    ['/auth/login', 'Signing in needs JavaScript'],
  ] as const) {
    test(`${path} says what needs JavaScript and why, with a link back to the catalogue`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('no-script-notice')).toContainText('Turn JavaScript on');
      // No spinner turning for ever, and no wrong words.
      await expect(page.getByTestId('loading-screen')).toBeHidden();
      await expect(page.getByText('Preparing your checkout...')).toBeHidden();
      await page.getByRole('link', { name: 'Browse all products' }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
    });
  }
});
