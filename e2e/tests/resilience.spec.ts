import { expect, test } from '@playwright/test';
import { ports } from '../playwright.config';
import { dismissSignInDialog, newBrowserSession, signInDialog, touchUntilHydrated } from './fixtures';

test('an unreachable remote degrades to its own section while every other route keeps working', async ({
  page,
}) => {
  // Every request to the catalog remote's origin fails, as if its servers were down.
  await page.route(`http://localhost:${ports.catalog}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/products');
  // The server rendered the list: the page runs its code, and finds the remote down, at the shopper's first touch.
  await touchUntilHydrated(page);
  const unavailable = page.getByRole('alert').filter({ hasText: /unavailable/i });
  await expect(unavailable).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The shell's own parts still work: navbar, footer, the 404 page.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByText('By subscribing, you agree to our Privacy Policy')).toBeVisible();
  await page.goto('/missing-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  // The other remotes still load.
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  await page.goto('/admin/auth/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(unavailable).toHaveCount(0);

  // When the remote comes back, Try again recovers without a reload (a new browser session, so the sign-in dialog
  // opens by itself whether or not it did on the first /products).
  await newBrowserSession(page);
  await page.goto('/products');
  // Closing the sign-in prompt is the shopper's first touch: the page runs its code, and the remote is still down.
  await dismissSignInDialog(page);
  await expect(unavailable).toBeVisible({ timeout: 30_000 });
  await page.unroute(`http://localhost:${ports.catalog}/**`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main a[href^="/products/"]').filter({ hasText: /₦/ }).first()).toBeVisible({
    timeout: 30_000,
  });
});

test('exactly one copy of react-dom reaches the browser across every remote', async ({ page }) => {
  const reactDomFiles = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js') || !response.ok()) return;
    const body = await response.text().catch(() => '');
    // A marker only react-dom's client carries (React stores fibers on DOM nodes under this key).
    if (body.includes('__reactFiber$')) reactDomFiles.add(response.url());
  });
  await page.goto('/');
  await expect(signInDialog(page)).toBeVisible();
  await page.goto('/products');
  await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();
  await page.goto('/admin/auth/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goto('/auth/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...reactDomFiles]).toHaveLength(1);
  const shared = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
    const scopes =
      (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Share } }).__FEDERATION__?.__SHARE__ ?? {};
    const loaded: Record<string, string[]> = {};
    for (const scope of Object.values(scopes))
      for (const [pkg, versions] of Object.entries(scope.default ?? {}))
        for (const [version, entry] of Object.entries(versions))
          if (entry.loaded) loaded[pkg] = [...new Set([...(loaded[pkg] ?? []), version])];
    return loaded;
  });
  expect(shared['react-dom'] ?? []).toHaveLength(1);
});
