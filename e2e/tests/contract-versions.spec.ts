import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demo, signInWithDialog } from './fixtures';
import { buildRemote, publish, removeQuietly, repo, startOwnShop, type OwnShop } from './own-shop';

/**
 * Version skew between a remote and the shell that hosts it. The cart remote is rebuilt against newer workspace
 * packages and published in place of the cart on a shop of this test's own, whose shell (and everything else)
 * stays as built from the repository.
 */
test.describe.configure({ mode: 'serial' });

const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(path.join(repo, pkg, 'package.json'), 'utf8')) as { version: string }).version;
const [contractsMajor, contractsMinor] = versionOf('shared-contracts').split('.').map(Number);
const runtimeMajor = Number(versionOf('shop-runtime').split('.')[0]);
const newerContracts = `${contractsMajor}.${(contractsMinor ?? 0) + 1}.0`;
const [sdkMajor, sdkMinor] = versionOf('shop-sdk').split('.').map(Number);
const newerSdk = `${sdkMajor}.${(sdkMinor ?? 0) + 1}.0`;
const nextRuntime = `${runtimeMajor + 1}.0.0`;

let shop: OwnShop;
let served: string;
const builds: {
  newerContracts?: { build: string; work: string };
  nextRuntime?: { build: string; work: string };
} = {};

test.beforeAll(async () => {
  test.setTimeout(420_000);
  // Both variants are built against contracts 1.(n+1).0, the first also against the SDK's next minor; the second
  // also against the runtime's next major, which its copy of the contracts then requires. Production builds, side by side, as a team ships them (a
  // development build of a remote cannot run in a production shell: its JSX needs React's development build).
  [builds.newerContracts, builds.nextRuntime] = await Promise.all([
    buildRemote({ pkg: 'mf-cart', versions: { 'shared-contracts': newerContracts, 'shop-sdk': newerSdk } }),
    buildRemote({
      pkg: 'mf-cart',
      versions: { 'shared-contracts': newerContracts, 'shop-runtime': nextRuntime },
    }),
  ]);
  served = mkdtempSync(path.join(tmpdir(), 'kasuwa-cart-served-'));
  publish(builds.newerContracts.build, served);
  shop = await startOwnShop(10, { CART_DIST: served });
});

test.afterAll(async () => {
  await shop?.stop();
  for (const dir of [served, builds.newerContracts?.work, builds.nextRuntime?.work])
    if (dir) removeQuietly(dir);
});

interface LoadedShare {
  version: string;
  /** the build that provided this copy */
  from: string;
  /** the builds whose modules use it */
  useIn: string[];
}

/** The copies of each shared package the page has loaded, from the federation runtime's share scope. */
const loadedShares = (page: Page) =>
  page.evaluate(() => {
    type Entry = { loaded?: boolean; from?: string; useIn?: string[] };
    type Scopes = Record<string, Record<string, Record<string, Entry>>>;
    const scopes =
      (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Scopes> } }).__FEDERATION__
        ?.__SHARE__ ?? {};
    const loaded: Record<string, LoadedShare[]> = {};
    for (const scope of Object.values(scopes))
      for (const [pkg, versions] of Object.entries(scope.default ?? {}))
        for (const [version, entry] of Object.entries(versions))
          if (entry.loaded)
            (loaded[pkg] ??= []).push({
              version,
              from: entry.from ?? '',
              useIn: [...(entry.useIn ?? [])].sort(),
            });
    for (const copies of Object.values(loaded)) copies.sort((a, b) => a.version.localeCompare(b.version));
    return loaded;
  });

test(`a remote built against shared-contracts ${newerContracts} and shop-sdk ${newerSdk} runs on its own copies and shares the shell's session`, async ({
  page,
}) => {
  // The contracts and the SDK are not shared: each build bundles the parts it uses, whatever their version. The
  // SDK's state lives in the one shop runtime it reaches.
  const cartManifest = (await (
    await fetch(`http://localhost:${shop.ports.cart}/mf-manifest.json`)
  ).json()) as { shared: { name: string; version: string; requiredVersion: string }[] };
  expect(cartManifest.shared.map((share) => share.name)).not.toContain('shared-contracts');
  expect(cartManifest.shared.map((share) => share.name)).not.toContain('shop-sdk');
  expect(cartManifest.shared.find((share) => share.name === 'shop-runtime')).toMatchObject({
    requiredVersion: `^${versionOf('shop-runtime')}`,
  });

  // Sign in through the shell's dialog; the cart remote, on its own contracts, sees the same session.
  await page.goto(shop.url);
  await signInWithDialog(page, demo.shopper.email, demo.shopper.password);
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Your cart is empty|Order summary|Subtotal/i).first()).toBeVisible();
  await expect(page.getByText('Please login to view your cart!')).toHaveCount(0);

  const shares = await loadedShares(page);
  expect(shares['shared-contracts']).toBeUndefined();
  expect(shares['shop-sdk']).toBeUndefined();
  // One runtime: the shell's, which the cart's modules use too (one session, one cart, one store).
  expect(shares['shop-runtime']).toEqual([
    {
      version: versionOf('shop-runtime'),
      from: 'shell',
      useIn: expect.arrayContaining(['cart', 'shell']) as string[],
    },
  ]);
});

test(`a remote built against shop-runtime ${nextRuntime} shows its section's fallback and says why`, async ({
  page,
}) => {
  publish(builds.nextRuntime!.build, served);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(shop.url);
  await signInWithDialog(page, demo.shopper.email, demo.shopper.password);
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: /unavailable/i })).toBeVisible({ timeout: 30_000 });
  // It never rendered, so never against a session it does not understand.
  await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toHaveCount(0);
  expect(errors.join('\n')).toMatch(new RegExp(`shop-runtime.*\\^${nextRuntime.replace(/\./g, '\\.')}`));
  const shares = await loadedShares(page);
  expect(shares['shop-runtime']).toEqual([expect.objectContaining({ version: versionOf('shop-runtime') })]);
  // The rest of the shop still works.
  await page.goto(`${shop.url}/products`);
  await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible({ timeout: 30_000 });
});
