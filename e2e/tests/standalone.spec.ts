import { expect, test } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseURL, ports } from '../playwright.config';
import {
  buildRemote,
  publish,
  removeQuietly,
  repo,
  serveDevServer,
  serveStaticSite,
  startOwnShop,
  type OwnShop,
  type StaticSite,
} from './own-shop';

/**
 * Each remote's standalone page, from its production build, and a remote built with other settings than the
 * rest of the shop, which must still load in it: both are what lets a team work and ship on its own.
 */
test.describe.configure({ mode: 'serial' });

/** The suite's own shop answers /api; a standalone page reaches it through its own server's proxy. */
const apiUrl = baseURL;

test.describe('standalone pages from the production build', () => {
  const sites: Record<string, StaticSite> = {};

  test.beforeAll(async () => {
    const remotes = ['mf-catalog', 'mf-cart', 'mf-account', 'mf-admin'];
    // Offsets 70–73: browsers and fetch refuse 5060 and 5061 (SIP) with the default base of 5000.
    const served = await Promise.allSettled(
      remotes.map((pkg, index) => serveStaticSite(path.join(repo, pkg, 'dist'), 70 + index, apiUrl)),
    );
    remotes.forEach((pkg, index) => {
      const result = served[index]!;
      if (result.status === 'fulfilled') sites[pkg] = result.value;
    });
    // If one did not start, stop the others rather than leave them running.
    const failed = served.find((result) => result.status === 'rejected');
    if (failed) {
      await Promise.all(Object.values(sites).map((site) => site.stop()));
      throw failed.reason;
    }
  });

  test.afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
  });

  standaloneChecks(sites);
});

test.describe('standalone pages under the development server', () => {
  const sites: Record<string, StaticSite> = {};

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const remotes = ['mf-catalog', 'mf-cart', 'mf-account', 'mf-admin'];
    // Offsets 75–78, beside the production ones; compiled one after the other, as two cores allow.
    try {
      for (const [index, pkg] of remotes.entries())
        sites[pkg] = await serveDevServer(pkg, 75 + index, ports.api);
    } catch (error) {
      await Promise.all(Object.values(sites).map((site) => site.stop()));
      throw error;
    }
  });

  test.afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
  });

  standaloneChecks(sites);
});

/** What each remote's standalone page must show, wherever it is served from. */
function standaloneChecks(sites: Record<string, StaticSite>) {
  test('the catalog shows products', async ({ page }) => {
    await page.goto(`${sites['mf-catalog']!.url}/products`);
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/₦[\d,]+\.\d\d/).first()).toBeVisible();
  });

  test('the cart page renders', async ({ page }) => {
    await page.goto(`${sites['mf-cart']!.url}/cart`);
    await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Cart | Kasuwa');
  });

  test('the account shows the sign-in page', async ({ page }) => {
    await page.goto(`${sites['mf-account']!.url}/auth/login`);
    await expect(page).toHaveTitle('Sign In | Kasuwa');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  });

  test('the admin shows its login', async ({ page }) => {
    await page.goto(`${sites['mf-admin']!.url}/admin`);
    await expect(page).toHaveURL(/\/admin\/auth\/login$/);
    await expect(page).toHaveTitle('Admin sign in | Kasuwa Admin');
    await expect(page.getByLabel('Email')).toBeVisible();
  });
}

test.describe('a remote built with different settings', () => {
  let shop: OwnShop;
  let served: string;
  let work: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // Unminified and without source maps, unlike the shell and the other remotes.
    const build = await buildRemote({
      pkg: 'mf-catalog',
      args: ['--no-optimization-minimize', '--no-devtool'],
    });
    work = build.work;
    served = mkdtempSync(path.join(tmpdir(), 'kasuwa-catalog-served-'));
    publish(build.build, served);
    shop = await startOwnShop(50, { CATALOG_DIST: served });
  });

  test.afterAll(async () => {
    await shop?.stop();
    for (const dir of [served, work]) if (dir) removeQuietly(dir);
  });

  test('still loads in the shop, and its section renders', async ({ page }) => {
    const entry = await (await fetch(`http://localhost:${shop.ports.catalog}/remoteEntry.js`)).text();
    // Not minified: the entry keeps its line breaks and indentation.
    expect(entry.split('\n').length).toBeGreaterThan(100);
    await page.goto(`${shop.url}/products`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /unavailable/i })).toHaveCount(0);
  });
});
