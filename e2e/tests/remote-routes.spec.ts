import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { baseURL, ports } from '../playwright.config';
import { dismissSignInDialog } from './fixtures';
import { buildRemote, removeQuietly, repo } from './own-shop';

/**
 * Remotes own their routes: the catalog team adds a page under /products and ships only its own build. The shell
 * is neither rebuilt nor restarted; a second shell server, from the very same shell build, is pointed at the new
 * catalog through its runtime config (REMOTE_CATALOG_URL), as a deployment would be.
 */
const shellIndex = path.join(repo, 'shell/dist/index.html');
const own = {
  shell: ports.shell + 10,
  cart: ports.shell + 12,
  account: ports.shell + 13,
  admin: ports.shell + 14,
  newCatalog: ports.shell + 15,
};
const ownShop = `http://localhost:${own.shell}`;

const GIFT_GUIDE = `import { Page, Title } from 'shared-contracts/ui/layout';

export default function GiftGuidePage() {
  return (
    <Page>
      <Title>Gift guide</Title>
      <p>Shipped by the catalog team alone.</p>
    </Page>
  );
}
`;

let workDir = '';
let catalogServer: Server | undefined;
let shop: ChildProcess | undefined;
let shellBuiltAt = 0;

/** A copy of mf-catalog with one more page under /products, built with the package's own webpack config. */
async function buildCatalogWithNewPage(): Promise<string> {
  const { build, work } = await buildRemote({
    pkg: 'mf-catalog',
    // The same config as a release; minifying and source maps only cost time here.
    args: ['--no-devtool', '--no-optimization-minimize'],
    edit(copy) {
      writeFileSync(path.join(copy, 'src/app/routes/gift-guide.tsx'), GIFT_GUIDE);
      const routesFile = path.join(copy, 'src/app/route-table.tsx');
      const routes = readFileSync(routesFile, 'utf8');
      const productRoute = "{ path: ':productId'";
      if (!routes.includes(productRoute))
        throw new Error(`${routesFile} has no ${productRoute} to add a page beside`);
      writeFileSync(
        routesFile,
        `import GiftGuidePage from './routes/gift-guide';\n${routes.replace(
          productRoute,
          `{ path: 'gift-guide', element: <GiftGuidePage /> },\n${productRoute}`,
        )}`,
      );
    },
  });
  workDir = work;
  return build;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

/** The new catalog build on its own origin, as a static host or CDN would serve it (CORS open, no SPA fallback). */
function serve(dist: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(dist, path.normalize(new URL(request.url ?? '/', 'http://x').pathname));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dist) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A second server for the same shell build (and the other remotes), with the catalog at its new origin. */
async function startOwnShop(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repo, 'scripts/serve.mjs')], {
    cwd: repo,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SHELL_PORT: String(own.shell),
      CATALOG_PORT: String(ports.shell + 11),
      CART_PORT: String(own.cart),
      ACCOUNT_PORT: String(own.account),
      ADMIN_PORT: String(own.admin),
      API_PORT: String(ports.api),
      API_URL: `http://127.0.0.1:${ports.api}`,
      REMOTE_CATALOG_URL: `http://localhost:${own.newCatalog}`,
    },
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${ownShop}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the second shell server on ${ownShop} did not come up`);
}

test.describe('a remote adds a page without a shell release', () => {
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shellBuiltAt = (await stat(shellIndex)).mtimeMs;
    const dist = await buildCatalogWithNewPage();
    catalogServer = await serve(dist, own.newCatalog);
    shop = await startOwnShop();
  });

  test.afterAll(async () => {
    shop?.kill('SIGTERM');
    await new Promise<void>((resolve) => (catalogServer ? catalogServer.close(() => resolve()) : resolve()));
    if (workDir) removeQuietly(workDir);
  });

  test('the new page under /products is reachable, beside the pages the catalog had', async ({ page }) => {
    // The shop as deployed before: no such page, so the path reads as a product id that does not exist.
    await page.goto(`${baseURL}/products/gift-guide`);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();

    await page.goto(`${ownShop}/products/gift-guide`);
    await dismissSignInDialog(page);
    await expect(page.getByRole('heading', { name: 'Gift guide' })).toBeVisible();
    await expect(page.getByText('Shipped by the catalog team alone.')).toBeVisible();
    // Inside the shell's layout, from the new catalog origin.
    await expect(page.getByRole('navigation').first()).toBeVisible();
    const catalogRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${own.newCatalog}/`))
        catalogRequests.push(request.url());
    });

    // The rest of the catalog still works from the same build, and so does its 404.
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    const product = page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first();
    await expect(product).toBeVisible({ timeout: 30_000 });
    await product.click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    expect(catalogRequests.length).toBeGreaterThan(0);
    await page.goto(`${ownShop}/products/x/y`);
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();

    expect((await stat(shellIndex)).mtimeMs).toBe(shellBuiltAt);
  });
});
