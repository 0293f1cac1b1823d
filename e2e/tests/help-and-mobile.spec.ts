import { expect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  demo,
  dismissSignInDialog,
  seriousViolations,
  signInDialog,
  signInWithDialog,
  uniqueShopper,
} from './fixtures';
import { addToCart, placeOrder, productInStock, register, tokenOf } from './shop-api';

const NOT_FOUND = 'Oops! Page Not Found';

// Journeys through many pages, each loading its remote: more time than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The footer's links inside the shop, as they are on the page. */
async function footerPaths(page: Page): Promise<string[]> {
  // The footer's code arrives once the page has settled.
  await expect(page.locator('footer a[href^="/"]').first()).toBeAttached();
  const hrefs = await page
    .locator('footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

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

/** The mail outbox of the e2e server (DATA_DIR/mail, see playwright.config.ts): mails to `to`, oldest first. */
async function mailsTo(to: string): Promise<{ text: string }[]> {
  const dir = path.join(process.env.KASUWA_E2E_DATA_DIR ?? '', 'mail');
  let found: { text: string }[] = [];
  await expect
    .poll(() => {
      let files: string[] = [];
      try {
        files = readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort();
      } catch {
        // no mail yet
      }
      found = files
        .map(
          (f) =>
            JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
              text: string;
              to: { address: string }[];
            },
        )
        .filter((mail) => mail.to[0]?.address === to);
      return found.length;
    })
    .toBeGreaterThan(0);
  return found;
}

test('every footer link reaches a real page, and the help pages are there', async ({ page }) => {
  await page.goto('/');
  await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
  await signInWithDialog(page, demo.shopper.email, demo.shopper.password);
  const paths = await footerPaths(page);
  for (const target of [
    '/contact',
    '/faq',
    '/shipping',
    '/returns',
    '/size-guide',
    '/terms',
    '/privacy',
    '/cookies',
    '/accessibility',
  ])
    expect(paths).toContain(target);

  for (const target of paths) {
    await page.locator(`footer a[href="${target}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
  }

  // The help pages say what a Nigerian shopper needs to know, and each has its own title.
  await page.goto('/shipping');
  await expect(page).toHaveTitle('Shipping & Delivery | Kasuwa');
  await expect(page.getByRole('table', { name: 'Delivery times by region' })).toContainText('Lagos');
  await expect(page.getByRole('heading', { name: 'Pay on delivery' })).toBeVisible();
  await page.goto('/returns');
  await expect(page.getByText(/within 7 days of delivery/).first()).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText(/NDPR/).first()).toBeVisible();

  // The contact page is the contact form.
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Delivery to Kano');
  await page.getByRole('textbox', { name: 'Message' }).fill('How long does delivery to Kano take?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The form is emptied only once the server has taken the message.
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test("the 404 page's Help Center and search lead somewhere real", async ({ page }) => {
  await page.goto('/no-such-page');
  await dismissSignInDialog(page);
  await page.getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();

  await page.goto('/still-missing');
  await page.getByRole('searchbox', { name: 'Search the shop' }).fill('phone');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?search=phone$/);
});

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

test('a shopper resets a forgotten password with the link from the mail, then signs in with the new one', async ({
  page,
  request,
}) => {
  const shopper = await register(request);

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const [mail] = await mailsTo(shopper.email);
  const link = /\/auth\/reset-password\/[^\s"<>]+/.exec(mail!.text)?.[0];
  expect(link, 'the mail carries a reset link').toBeTruthy();

  await page.goto(link!);
  const newPassword = 'Abuja2026New';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New Password', { exact: true }).fill('Another2026x');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Another2026x');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert').or(page.locator('[role=status]')).first()).toBeVisible();
  await expect(page.getByText('Internal server error')).toHaveCount(0);

  await page.goto('/');
  await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
  await signInWithDialog(page, shopper.email, newPassword);
});

test("a refresh that fails says 'Session expired, please signin again.', not the cart's sign-in message", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'auth',
      JSON.stringify({
        tokens: { access: 'expired.access.token', refresh: 'revoked-refresh-token' },
        role: 'REGULAR',
      }),
    );
  });
  await page.goto('/cart');
  await expect(page.getByText('Session expired, please signin again.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Please login to view your cart!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

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

    // Search from the mobile menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.locator('#main-menu').getByRole('searchbox', { name: 'Search products' });
    await search.fill('shirt');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=shirt$/);
    await expectNoSidewaysScroll(page, '/products?search=shirt');

    for (const target of ['/products', '/faq', '/shipping', '/size-guide', '/privacy', '/no-such-page']) {
      await page.goto(target);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, target);
    }

    await page.goto('/products');
    await dismissSignInDialog(page);
    await page.locator('main article a[href^="/products/"]').first().click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'a product page');

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
