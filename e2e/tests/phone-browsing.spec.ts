import { expect, test } from '@playwright/test';
import { dismissSignInDialog } from './fixtures';

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

  await low.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listingY - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - listingY)).toBeLessThan(5);
});
