import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dismissSignInDialog, newBrowserSession, touchUntilHydrated } from './fixtures';
import { buildRemote, publish, removeQuietly, repo, startOwnShop, type OwnShop } from './own-shop';
import { releaseTools } from './release-tools';

/**
 * Releases of the catalog (docs/releases.md) on a shop of this test's own: versions published with
 * `npm run release`, a canary split between fresh browsers, a canary that throws stopped by the shop itself, a
 * rollback under an open tab, refused publishes and two releases at once. One test build of the catalog, whose
 * product list throws while it renders; the repository's build is the good version.
 */
test.describe.configure({ mode: 'serial' });

/** A canary is judged once this many browsers have loaded it here (50 in production). */
const MIN_BROWSERS = 3;

let shop: OwnShop;
let served: string;
let broken: { build: string; work: string } | undefined;
let good = '';
let bad = '';

const { release, catalogChannels, catalogVersionOf, catalogVersionsLoaded } = releaseTools(() => ({
  shop,
  served,
}));

test.beforeAll(async () => {
  test.setTimeout(420_000);
  broken = await buildRemote({
    pkg: 'mf-catalog',
    edit: (dir) => {
      const file = path.join(dir, 'src/app/routes/products.tsx');
      const source = readFileSync(file, 'utf8');
      const next = source.replace(
        'export default function ProductsPage() {',
        "export default function ProductsPage() {\n  throw new Error('This build cannot show the product list');",
      );
      if (next === source) throw new Error('The product list page was not found in the catalog');
      writeFileSync(file, next);
    },
  });
  served = mkdtempSync(path.join(tmpdir(), 'kasuwa-catalog-releases-'));
  publish(path.join(repo, 'mf-catalog/build'), served);
  shop = await startOwnShop(90, {
    CATALOG_DIST: served,
    CANARY_MIN_BROWSERS: String(MIN_BROWSERS),
    // Every browser of this test reports from one address: no cap on the browsers it counts for.
    CANARY_BROWSERS_PER_ADDRESS: '0',
    TELEMETRY_RATE_LIMIT_MAX: '10000',
  });
});

test.afterAll(async () => {
  await shop?.stop();
  removeQuietly(served);
  if (broken) removeQuietly(broken.work);
});

test('publishing refuses a build that cannot run in the shell, says why, and changes nothing', async () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'kasuwa-catalog-incompatible-'));
  try {
    cpSync(path.join(repo, 'mf-catalog/build'), copy, { recursive: true });
    const file = path.join(copy, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      shared: { name: string; requiredVersion: string }[];
    };
    for (const share of manifest.shared) {
      if (share.name === 'shop-runtime') share.requiredVersion = '^2.0.0';
      if (share.name === 'react') share.requiredVersion = '^20.0.0';
    }
    writeFileSync(file, JSON.stringify(manifest));
    const before = readdirSync(served).sort();
    const refused = await release('publish', 'catalog', '--from', copy);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('cannot run in the current shell, so it was not published');
    expect(refused.stderr).toMatch(
      /shop-runtime 2\.x \(\^2\.0\.0\); the shell runs shop-runtime \d+\.\d+\.\d+, another major/,
    );
    expect(refused.stderr).toMatch(/It needs react \^20\.0\.0; the shell provides 19\./);
    expect(readdirSync(served).sort()).toEqual(before);
    const status = await release('status', 'catalog');
    expect(status.stdout).toContain('catalog (revision 0)');

    // A server entry on another origin: the shop's server would run code that can change at any time.
    const foreign = JSON.parse(readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
    foreign.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: 'http://127.0.0.1:7998/server/' };
    writeFileSync(file, JSON.stringify(foreign));
    const elsewhere = await release('publish', 'catalog', '--from', copy);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain(
      'names files outside its own origin and version, so it was not published',
    );
    expect(elsewhere.stderr).toContain('"http://127.0.0.1:7998/server/remoteEntry.js"');
    expect(readdirSync(served).sort()).toEqual(before);

    writeFileSync(file, '{"metaData": ');
    const unreadable = await release('publish', 'catalog', '--from', copy);
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain('does not parse');
  } finally {
    removeQuietly(copy);
  }
});

test('a published version is immutable and live only once a channel points at it', async () => {
  const first = await release('publish', 'catalog', '--from', path.join(repo, 'mf-catalog/build'));
  expect(first.code, first.stderr).toBe(0);
  good = first.stdout.trim();
  const second = await release('publish', 'catalog', '--from', broken!.build);
  expect(second.code, second.stderr).toBe(0);
  bad = second.stdout.trim();
  expect(good).toMatch(/^[0-9a-f]{12}$/);
  expect(bad).toMatch(/^[0-9a-f]{12}$/);
  expect(bad).not.toBe(good);

  const manifest = await fetch(`http://localhost:${shop.ports.catalog}/${bad}/mf-manifest.json`);
  expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await catalogChannels()).stable).toBeNull();

  const pinned = await release('pin', 'catalog', good, '--reason', 'first release through the registry');
  expect(pinned.code, pinned.stderr).toBe(0);
  const config = await fetch(`${shop.url}/runtime-config.json`);
  expect(config.headers.get('cache-control')).toBe('private, no-cache');
  expect(config.headers.get('etag')).toBeTruthy();
  expect(((await config.json()) as { remotes: { catalog: string } }).remotes.catalog).toBe(
    `http://localhost:${shop.ports.catalog}/${good}/mf-manifest.json`,
  );
});

/** 20 fresh browsers, each with its own cookies; at the end of the file they are closed. */
const browsers: { context: BrowserContext; page: Page; version: string }[] = [];

async function freshBrowsers(browser: Browser, count: number) {
  for (let i = 0; i < count; i += 1) {
    const context = await browser.newContext();
    browsers.push({ context, page: await context.newPage(), version: '' });
  }
}

test('a canary at 50% splits fresh browsers between the two versions, and each keeps its side', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const started = await release(
    'canary',
    'catalog',
    bad,
    '50',
    '--reason',
    'try the new product list on half',
  );
  expect(started.code, started.stderr).toBe(0);
  await freshBrowsers(browser, 20);
  // Four at a time: the home page (which works in both versions), then a reload, which keeps the browser's side.
  for (let i = 0; i < browsers.length; i += 4) {
    await Promise.all(
      browsers.slice(i, i + 4).map(async (one) => {
        await one.page.goto(shop.url);
        await expect(one.page.locator('main a[href^="/products/"]').first()).toBeVisible({ timeout: 30_000 });
        one.version = await catalogVersionOf(one.page);
        await one.page.reload();
        await expect(one.page.locator('main a[href^="/products/"]').first()).toBeVisible({ timeout: 30_000 });
        expect(await catalogVersionOf(one.page)).toBe(one.version);
      }),
    );
  }
  const sides = browsers.map((one) => one.version);
  expect(sides.every((version) => version === good || version === bad)).toBe(true);
  expect(sides.filter((version) => version === bad).length).toBeGreaterThanOrEqual(3);
  expect(sides.filter((version) => version === good).length).toBeGreaterThanOrEqual(3);
  expect((await catalogChannels()).canary).toMatchObject({ version: bad, percent: 50 });
});

test('a canary that throws is stopped by the shop itself, and the next load gets stable', async () => {
  test.setTimeout(240_000);
  const onCanary = browsers.filter((one) => one.version === bad);
  const onStable = browsers.filter((one) => one.version === good);
  // Shoppers open the product list. On the canary it fails, and the page reports it; the shop stops the canary as
  // soon as the browsers it failed for, over enough browsers, pass the rule (stable has failed none).
  let failedOnCanary = 0;
  for (const one of [...onCanary, ...onStable]) {
    if (!(await catalogChannels()).canary) break;
    const reported = one.page.waitForRequest((request) => request.url().endsWith('/api/telemetry/remotes'));
    await one.page.goto(`${shop.url}/products`);
    const unavailable = one.page.getByText('The product catalog is unavailable right now');
    const listed = one.page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first();
    await expect(unavailable.or(listed)).toBeVisible({ timeout: 30_000 });
    if (await unavailable.isVisible()) {
      expect(one.version).toBe(bad);
      failedOnCanary += 1;
    }
    // A list the server rendered runs its code once the shopper first touches the page, and reports then.
    await touchUntilHydrated(one.page);
    await reported;
  }
  expect(failedOnCanary).toBeGreaterThan(0);
  await expect.poll(async () => (await catalogChannels()).canary, { timeout: 20_000 }).toBeNull();
  expect((await catalogChannels()).stable?.version).toBe(good);

  const status = await release('status', 'catalog');
  expect(status.stdout).toMatch(
    new RegExp(
      `stopped automatically .*: \\d+\\.\\d% of \\d+ browsers on canary ${bad} saw it fail, against 0\\.0% of \\d+ on stable ${good}`,
    ),
  );

  // The shoppers who were on the canary get stable on their next load, and the product list works.
  const next = onCanary[0]!.page;
  await next.goto(`${shop.url}/products`);
  await expect(next.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first()).toBeVisible({
    timeout: 30_000,
  });
  expect(await catalogVersionOf(next)).toBe(good);
});

test('rollback is one command: the next load runs the previous version, and a tab open on the other keeps working', async () => {
  test.setTimeout(180_000);
  expect((await release('pin', 'catalog', bad, '--reason', 'roll forward to the new build')).code).toBe(0);
  const open = browsers[0]!.page;
  // This browser was on the shop before: a new browser session, so the sign-in dialog opens by itself again.
  await newBrowserSession(open);
  await open.goto(shop.url);
  await dismissSignInDialog(open);
  const product = open.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first();
  await expect(product).toBeVisible({ timeout: 30_000 });
  expect(await catalogVersionOf(open)).toBe(bad);

  const rolledBack = await release('rollback', 'catalog', '--reason', 'the product list throws');
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  expect(rolledBack.stdout).toContain(`catalog: stable ${good}, no canary`);

  const fresh = await browsers[1]!.context.newPage();
  await fresh.goto(shop.url);
  await expect(fresh.locator('main a[href^="/products/"]').first()).toBeVisible({ timeout: 30_000 });
  expect(await catalogVersionOf(fresh)).toBe(good);

  // The open tab goes on with the version it started with: its files are still there.
  const chunks: number[] = [];
  open.on('response', (response) => {
    if (response.url().includes(`/${bad}/`)) chunks.push(response.status());
  });
  await product.click();
  await expect(open.getByRole('heading', { name: 'Description', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.every((status) => status === 200)).toBe(true);
});

test('with the service worker, a new version takes effect on the next link followed, and no page mixes versions', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(shop.url);
    await dismissSignInDialog(page);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);
    expect(await catalogVersionsLoaded(page)).toEqual([good]);

    // The catalog team releases a new version while the tab is open.
    expect((await release('pin', 'catalog', bad, '--reason', 'the next version')).code).toBe(0);

    // The next page in the tab is still the version it started with: nothing changes under the shopper. The shop
    // learns of the new version then.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const asked = page.waitForResponse((response) => response.url().endsWith('/runtime-config.json'));
    await page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first().click();
    await expect(page.getByRole('heading', { name: 'Description', exact: true })).toBeVisible();
    await asked;
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await catalogVersionsLoaded(page)).toEqual([good]);

    // The link after that loads a whole page, of the new version, and says so.
    await page
      .getByRole('link', { name: /kasuwa/i })
      .first()
      .click();
    await expect(page.getByText('Updated', { exact: true })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();
    expect(await catalogVersionsLoaded(page)).toEqual([bad]);
  } finally {
    await context.close();
    expect((await release('pin', 'catalog', good, '--reason', 'back to the good build')).code).toBe(0);
  }
});

test('of two releases made at once, one wins and the other is refused without changing anything', async () => {
  const before = (await release('status', 'catalog')).stdout;
  const revision = /catalog \(revision (\d+)\)/.exec(before)?.[1];
  expect(revision).toBeDefined();
  const [a, b] = await Promise.all([
    release('canary', 'catalog', bad, '10', '--reason', 'team A', '--expect-revision', revision!),
    release('canary', 'catalog', bad, '30', '--reason', 'team B', '--expect-revision', revision!),
  ]);
  expect([a.code, b.code].sort()).toEqual([0, 1]);
  const loser = a.code === 0 ? b : a;
  const winner = a.code === 0 ? 10 : 30;
  expect(loser.stderr).toContain('changed meanwhile');
  expect((await catalogChannels()).canary).toMatchObject({ version: bad, percent: winner });
  expect((await release('status', 'catalog')).stdout).toContain(`(revision ${Number(revision) + 1})`);
});

test('the telemetry endpoint counts only what the shop served the reporting browser, under its signed token', async () => {
  const post = (body: unknown) =>
    fetch(`${shop.url}/api/telemetry/remotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // A browser's runtime config carries its token, which names the version of each remote chosen for it.
  const config = (await (await fetch(`${shop.url}/runtime-config.json`)).json()) as {
    telemetryToken?: string;
  };
  const token = config.telemetryToken ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    versions: Record<string, string>;
  };
  const served = claims.versions.catalog ?? '';
  expect(served).toMatch(/^[0-9a-f]{7,}/);
  const report = (version: string, failures = 0) => ({ remote: 'catalog', version, loads: 1, failures });
  expect((await post({ token, reports: [report(served)] })).status).toBe(202);
  // A version this browser was not served, a report without a token or with a forged one, counts nothing.
  expect((await post({ token, reports: [report('abcdef0')] })).status).toBe(403);
  expect((await post({ reports: [report(served)] })).status).toBe(400);
  expect((await post({ token: `${token}x`, reports: [report(served)] })).status).toBe(403);
  expect((await post({ token, reports: [report(served, 2)] })).status).toBe(400);
  expect(
    (await post({ token, reports: [{ remote: 'shell', version: served, loads: 1, failures: 0 }] })).status,
  ).toBe(400);
  expect((await post({ hello: 'world' })).status).toBe(400);
  for (const one of browsers) await one.context.close();
});
