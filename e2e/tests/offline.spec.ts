import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newBrowserSession, signInDialog } from './fixtures';
import { productInStock } from './shop-api';

/**
 * The shop's service worker (docs/storefront.md §11): pages visited before open without a connection, under the
 * offline banner, and a page never visited says so. The suite's other specs block the worker (playwright.config.ts);
 * this one runs with it, and with the worker's own requests visible to Playwright, so that "offline" covers them too.
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_BANNER = "You're offline — showing saved pages";

/** Waits until the page's worker controls it and has kept the page itself. */
async function pageSaved(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          return Boolean(await caches.match(window.location.href));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** No connection at all: the page's requests and the worker's own fail, and the browser says it is offline. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**/*');
  await context.setOffline(false);
}

test('pages visited before open offline with the banner; a page never visited says it is not saved', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // One in stock, whatever the suite's other journeys have bought: its Add to Cart can be enabled.
  const { product } = await productInStock(page.request);

  // The first visit: the worker installs after the page has loaded, and keeps the page it arrived on.
  await page.goto('/');
  await pageSaved(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await pageSaved(page);

  await goOffline(context);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    // The page is working, not a picture of one: the remote's section hydrated from the worker's copies, and answers
    // a click (a product with variants asks for one first).
    const add = page.getByRole('button', { name: /add to cart/i }).first();
    if (await add.isDisabled()) await page.locator('button[aria-pressed]:not([disabled])').first().click();
    await expect(add).toBeEnabled();

    await page.goto('/');
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();

    // Never visited on this device.
    const answer = await page.goto('/help/faq');
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: "This page isn't saved on this device" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /\/help\/faq$/);
    // It offers the pages that do open.
    await expect(page.getByRole('link', { name: product.name, exact: false })).toBeVisible();
  } finally {
    await goOnline(context);
  }

  // Back online, the banner goes; in a new browser session, the sign-in dialog opens by itself again.
  await newBrowserSession(page);
  await page.goto('/');
  await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  await expect(signInDialog(page)).toBeVisible();
});
