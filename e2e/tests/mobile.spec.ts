import { expect, test, type Locator, type Page } from '@playwright/test';
import { HELP_TOPICS } from '../../shell/src/pages/help/help-topics';
import {
  demo,
  newBrowserSession,
  signInDialog,
  signInOnLoad,
  signInWithDialog,
  uniqueShopper,
} from './fixtures';
import { addToCart, placeOrder, productInStock, register, tokenOf } from './shop-api';

/** The shop on a 375 px phone: no sideways scrolling, the mobile menu, long texts that wrap. */

// Journeys through many pages, each loading its remote: more time than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The page scrolls sideways when the document is wider than the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where} is ${scrollWidth - clientWidth}px wider than the screen`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** How many lines an element's text takes on the screen. */
async function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the shop never scrolls sideways, and the mobile menu works', async ({ page }) => {
    await page.goto('/');
    // The dialogs opened on load fit the screen.
    await expect(signInDialog(page)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the sign-in dialog');
    await signInDialog(page)
      .getByRole('button', { name: /Sign Up|Create/i })
      .first()
      .click();
    const signUp = page.getByRole('dialog', { name: 'Create Account' });
    await expect(signUp).toBeVisible();
    const box = await signUp.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
    await expectNoSidewaysScroll(page, 'the sign-up dialog');
    await page.keyboard.press('Escape');
    await expect(signUp).toBeHidden();
    await expectNoSidewaysScroll(page, '/');

    // The categories list opens inside the menu without covering its other entries.
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await page.getByRole('button', { name: /Categories/ }).click();
    await expect(page.getByRole('link', { name: 'All Categories' })).toBeVisible();
    const contact = page.locator('#main-menu').getByRole('link', { name: 'Contact' });
    await contact.scrollIntoViewIfNeeded();
    // Nothing covers the menu's entries below the open list (a trial click checks what receives the pointer).
    await contact.click({ trial: true });
    // Every category can be reached from the keyboard: the list stays open while focus moves through it and on.
    const categoryLinks = page
      .locator('#main-menu')
      .getByRole('list', { name: 'Categories' })
      .getByRole('link');
    const count = await categoryLinks.count();
    expect(count).toBeGreaterThan(1);
    await page.getByRole('button', { name: /Categories/ }).focus();
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(categoryLinks.nth(index)).toBeFocused();
      await expect(categoryLinks.nth(index)).toBeInViewport();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'All Categories' })).toBeVisible();
    await page.getByRole('button', { name: /Categories/ }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'All Categories' })).toBeHidden();
    await contact.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/contact');

    // Search from the phone header (not behind the menu).
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await search.fill('shirt');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=shirt$/);
    await expectNoSidewaysScroll(page, '/products?search=shirt');

    for (const target of ['/products', ...HELP_TOPICS.map(({ slug }) => `/${slug}`), '/no-such-page']) {
      await page.goto(target);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, target);
    }

    // The dialog opened by itself on the first page of this browser session, not on a later one.
    await page.goto('/products');
    await page.locator('main article a[href^="/products/"]').first().click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'a product page');

    await newBrowserSession(page);
    await page.goto('/');
    await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
    await signInWithDialog(page, demo.shopper.email, demo.shopper.password);
    await expectNoSidewaysScroll(page, '/ signed in');
    for (const target of ['/cart', '/wishlist', '/account']) {
      await page.goto(target);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, target);
    }
  });
  test('a product with a long unbroken name stays inside the cart and the checkout summary, at 375 and 1280 px', async ({
    page,
    request,
  }) => {
    const admin = await tokenOf(request, { ...demo.admin, first: '', last: '', username: '' });
    const categories = (
      (await (await request.get('/api/products/categories')).json()) as { data: { id: number }[] }
    ).data;
    const id = Date.now().toString(36);
    const created = await request.post('/api/admin/products', {
      headers: { authorization: `Bearer ${admin}` },
      data: {
        name: `Ankarawaxprintfabricsixyardspremiumquality${id}`,
        category_id: categories[0]?.id,
        variants: [{ sku: `LONG-${id}`, regular_price: 12_000, stock: 1 }],
      },
    });
    expect(created.status()).toBe(201);
    const product = ((await created.json()) as { data: { id: number; variants: { id: number }[] } }).data;
    const shopper = await register(request);
    await addToCart(request, await tokenOf(request, shopper), product.id, product.variants[0]!.id);
    await signInOnLoad(page, shopper);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, `/cart at ${width} px`);
      await page.goto('/checkout');
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      const line = summary.getByRole('listitem', { name: /^Ankarawaxprint/ });
      await expect(line).toBeVisible();
      await expectNoSidewaysScroll(page, `/checkout at ${width} px`);
      // The line's amount stays inside the summary's box.
      const box = (await summary.boundingBox())!;
      const amount = (await line.getByText('₦12,000.00', { exact: true }).last().boundingBox())!;
      expect(amount.x + amount.width).toBeLessThanOrEqual(box.x + box.width);
    }
  });
  test('a very long email wraps inside the account page, and the orders list and an order read well', async ({
    page,
    request,
  }) => {
    const base = uniqueShopper();
    const shopper = {
      ...base,
      email: `ngozi.adaeze.chukwuemeka-okonkwo.${base.username}@lagos-fashion-and-electronics-wholesale.example.com.ng`,
    };
    await register(request, shopper);
    const token = await tokenOf(request, shopper);
    const { product, variant } = await productInStock(request);
    await addToCart(request, token, product.id, variant.id);
    const order = await placeOrder(request, token);

    await page.goto('/');
    await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
    await signInWithDialog(page, shopper.email, shopper.password);
    await page.goto('/account');
    const email = page.locator('dd').filter({ hasText: shopper.email });
    await expect(email).toBeVisible();
    const box = (await email.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // It wraps onto more lines instead of running off the screen.
    expect(await linesOf(email)).toBeGreaterThan(1);
    await expectNoSidewaysScroll(page, '/account with a long email');

    await page.goto('/orders');
    const row = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
    await expect(row).toContainText(order.number);
    const rowBox = (await row.boundingBox())!;
    const total = (await row.locator('strong').boundingBox())!;
    const date = (await row.locator('time').boundingBox())!;
    // The total sits at the row's right edge, on the line of the date and the item count.
    expect(rowBox.x + rowBox.width - (total.x + total.width)).toBeLessThan(24);
    expect(Math.abs(total.y + total.height / 2 - (date.y + date.height / 2))).toBeLessThan(8);
    // The order number is never broken at its hyphens, in the list or in the order's heading.
    const number = row.getByRole('link', { name: `Order ${order.number}` });
    expect(await linesOf(number)).toBe(1);
    await expectNoSidewaysScroll(page, '/orders');
    await number.click();
    const heading = page.getByRole('heading', { level: 1, name: `Order ${order.number}` });
    await expect(heading).toBeVisible();
    expect(await linesOf(heading.getByText(order.number))).toBe(1);
    await expectNoSidewaysScroll(page, `/orders/${order.id}`);
  });
});
