import { expect, test } from '@playwright/test';
import { dismissSignInDialog, signInOnLoad } from './fixtures';
import { productInStock, register } from './shop-api';

/** Browsing on a 390 px phone: where a page opens, and the product page's bar. */

test.use({ viewport: { width: 390, height: 844 } });

test('a product tapped low in the listing opens at its top, and Back returns to the same place', async ({
  page,
}) => {
  await page.goto('/products');
  await dismissSignInDialog(page);
  const cards = page.locator('main a[href^="/products/"]').filter({ has: page.locator('img') });
  await expect(cards.nth(7)).toBeVisible();
  const low = cards.nth(7);
  await low.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const listingY = await page.evaluate(() => window.scrollY);
  const href = await low.getAttribute('href');
  const name = (await low.locator('h3').textContent()) ?? '';
  expect(name).not.toBe('');

  await low.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // The address changes at once; the listing (its own heading, still scrolled) stays until the product's page is ready.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listingY - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - listingY)).toBeLessThan(5);
});

test('the product page keeps price and Add to Cart in a bar at the bottom; its toast leaves the cart in sight', async ({
  page,
  request,
}) => {
  const shopper = await register(request);
  const { product } = await productInStock(request);
  await signInOnLoad(page, shopper);
  await page.goto(`/products/${product.id}`);
  const bar = page.getByRole('region', { name: 'Buy' });
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(844);
  // Scrolled down, the bar stays at the bottom of the screen.
  await page.mouse.wheel(0, 1500);
  await expect(bar).toBeInViewport();

  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByText('Added to cart!');
  await expect(toast).toBeVisible();
  await expect(page.getByRole('link', { name: 'View cart' })).toBeVisible();
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveAttribute('data-count', '1');
  const [toastBox, badgeBox] = await Promise.all([toast.boundingBox(), badge.boundingBox()]);
  expect(toastBox && badgeBox && toastBox.y >= badgeBox.y + badgeBox.height).toBe(true);
});
