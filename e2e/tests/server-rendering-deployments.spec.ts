import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dismissSignInDialog, hydrationProblems, signInDialog } from './fixtures';
import { ports } from '../playwright.config';
import {
  publish,
  removeQuietly,
  repo,
  startOwnShop,
  startShellServer,
  type OwnShop,
  type StaticSite,
} from './own-shop';

/**
 * The server render as deployments run it: a catalog whose server build the shell's server cannot load, and the
 * shell's server alone, reaching a remote at another address than the browser does.
 */

test.describe('a catalog that fails on the server', () => {
  let shop: OwnShop;
  let served: string;

  test.beforeAll(async () => {
    // The catalog's origin serves its browser build, but its server build is gone: the shell's server cannot load it.
    served = mkdtempSync(path.join(tmpdir(), 'kasuwa-catalog-no-server-'));
    publish(path.join(repo, 'mf-catalog/build'), served);
    rmSync(path.join(served, 'server'), { recursive: true, force: true });
    shop = await startOwnShop(40, { CATALOG_DIST: served });
  });

  test.afterAll(async () => {
    await shop?.stop();
    removeQuietly(served);
  });

  test('the page still answers 200 with its chrome, and the section renders in the browser', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const response = await fetch(`${shop.url}/products`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('aria-label="Main"');
    expect(body).not.toMatch(/<a [^>]*href="\/products\/\d+"/);

    await page.goto(`${shop.url}/products`);
    await dismissSignInDialog(page);
    await expect(page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first()).toBeVisible({
      timeout: 30_000,
    });
  });
});

test.describe("the shell's server alone, as a deployment runs it", () => {
  // The browser reaches the catalog at a name this machine's resolver does not know (as a container cannot resolve
  // the shop's public host names); the shell's server reaches it at the address SSR_REMOTE_CATALOG_URL gives.
  const publicCatalog = `http://catalog.kasuwa.test:${ports.catalog}`;
  let shell: StaticSite;

  test.beforeAll(async () => {
    shell = await startShellServer(80, {
      SHELL_DIST: path.join(repo, 'shell/dist'),
      API_URL: `http://127.0.0.1:${ports.api}`,
      REMOTE_CATALOG_URL: publicCatalog,
      SSR_REMOTE_CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
      REMOTE_CART_URL: `http://localhost:${ports.cart}`,
      REMOTE_ACCOUNT_URL: `http://localhost:${ports.account}`,
      REMOTE_ADMIN_URL: `http://localhost:${ports.admin}`,
    });
  });

  test.afterAll(async () => {
    await shell?.stop();
  });

  test("renders the catalog's section with the build it reads inside the deployment, and the browser hydrates it from the public origin", async ({
    launchOptions,
  }) => {
    test.setTimeout(120_000);
    const response = await fetch(`${shell.url}/products`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-render')).toBe('server');
    const body = await response.text();
    expect(body).toMatch(/<a [^>]*href="\/products\/\d+"/);
    // The page names the catalog's public origin, and preloads its build from there.
    expect(body).toContain(`"catalog":"${publicCatalog}/mf-manifest.`);
    expect(response.headers.get('link')).toContain(`<${publicCatalog}/remoteEntry.`);

    const browser = await chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP catalog.kasuwa.test 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      const problems = hydrationProblems(page);
      const fromCatalog: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.url().startsWith(publicCatalog)) fromCatalog.push(request.url());
      });
      await page.goto(`${shell.url}/products`);
      await expect(signInDialog(page)).toBeVisible({ timeout: 30_000 });
      await dismissSignInDialog(page);
      await expect(page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first()).toBeVisible();
      expect(fromCatalog.some((url) => /remoteEntry\.[0-9a-f]+\.js$/.test(url))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
