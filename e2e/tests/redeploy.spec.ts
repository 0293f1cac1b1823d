import { expect, test, type Response } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dismissSignInDialog } from './fixtures';
import { buildRemote, publish, removeQuietly, repo, startOwnShop, type OwnShop } from './own-shop';

/**
 * A redeploy of the catalog while a shopper's tab is open. The shop of this test serves the catalog from a folder
 * that scripts/publish-remote.mjs fills, as the catalog's origin does in production.
 */
const CHANGED_HEADING = 'Description (new build)';

// With the shop's service worker in place, as shoppers have it: it must keep neither the old build nor a stale page.
test.use({ serviceWorkers: 'allow' });

let shop: OwnShop;
let served: string;
let rebuilt: { build: string; work: string } | undefined;

test.beforeAll(async () => {
  served = mkdtempSync(path.join(tmpdir(), 'kasuwa-catalog-served-'));
  publish(path.join(repo, 'mf-catalog/build'), served);
  shop = await startOwnShop(30, { CATALOG_DIST: served });
});

test.afterAll(async () => {
  await shop?.stop();
  removeQuietly(served);
  if (rebuilt) removeQuietly(rebuilt.work);
});

/** The visible change: the product page's Description heading, wherever the catalog's sources keep it. */
function changeDescriptionHeading(packageDir: string) {
  let changed = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.messages\.ts$/.test(entry.name)) {
        // The heading's English is a message (docs/storefront.md §18.4).
        const source = readFileSync(file, 'utf8');
        const next = source.replace(/defaultMessage: 'Description'/g, `defaultMessage: '${CHANGED_HEADING}'`);
        if (next !== source) {
          writeFileSync(file, next);
          changed += 1;
        }
      }
    }
  };
  visit(path.join(packageDir, 'src'));
  if (changed === 0) throw new Error('No Description heading found in the catalog to change');
}

test('a tab opened before a redeploy keeps working; the next page load gets the new build', async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  const shellBefore = await (await fetch(`${shop.url}/index.html`)).text();
  const serverPid = shop.server.pid;

  // The tab is opened on the current build: the product list, not yet any product page.
  await page.goto(`${shop.url}/products`);
  await dismissSignInDialog(page);
  const firstProduct = page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first();
  await expect(firstProduct).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);

  // The catalog team changes the product page, rebuilds and publishes; the shell is left alone.
  rebuilt = await buildRemote({ pkg: 'mf-catalog', edit: changeDescriptionHeading });
  const newBuild = new Set(readdirSync(rebuilt.build));
  publish(rebuilt.build, served);

  // The open tab opens a product page with the chunks of the build it started on.
  const catalogScripts: Response[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === String(shop.ports.catalog) && url.pathname.endsWith('.js'))
      catalogScripts.push(response);
  });
  const productPath = await firstProduct.getAttribute('href');
  await firstProduct.click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  await expect(page.getByRole('heading', { name: 'Description', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('alert').filter({ hasText: /unavailable/i })).toHaveCount(0);
  const oldChunks = catalogScripts.filter(
    (response) => !newBuild.has(path.basename(new URL(response.url()).pathname)),
  );
  expect(oldChunks.length, 'the tab loaded chunks that only the previous build has').toBeGreaterThan(0);
  expect(oldChunks.map((response) => response.status())).toEqual(oldChunks.map(() => 200));

  // The server's next HTML shows the change, rendered by the same server process with the new catalog.
  await expect
    .poll(
      async () => (await fetch(`${shop.url}${productPath}`, { headers: { accept: 'text/html' } })).text(),
      { timeout: 30_000 },
    )
    .toContain(CHANGED_HEADING);

  // A new page load shows the change, through the same worker.
  const fresh = await context.newPage();
  await fresh.goto(`${shop.url}${productPath}`);
  await dismissSignInDialog(fresh);
  await expect(fresh.getByRole('heading', { name: CHANGED_HEADING })).toBeVisible({ timeout: 30_000 });

  // The shell was neither rebuilt nor restarted.
  expect(await (await fetch(`${shop.url}/index.html`)).text()).toBe(shellBefore);
  expect(shop.server.pid).toBe(serverPid);
  expect(shop.server.exitCode).toBeNull();
});
