import { expect, test } from '@playwright/test';

/** The catalog's manifest and entry are announced with the storefront's HTML, and fetched once, not twice. */
test('storefront pages preload the catalog remote, which the shell then uses', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/(mf-manifest\.json|remoteEntry\.js)$/.test(request.url())) fetched.push(request.url());
  });
  const response = await page.goto('/products');
  const link = response?.headers()['link'] ?? '';
  const urls = [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1]);
  expect(urls).toHaveLength(2);
  const [manifest, entry] = urls as [string, string];
  expect(link).toContain(`<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`);
  expect(link).toContain(`<${entry}>; rel=preload; as=script`);

  await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible({ timeout: 30_000 });
  expect(fetched.filter((url) => url === manifest)).toHaveLength(1);
  expect(fetched.filter((url) => url === entry)).toHaveLength(1);
});

test('pages of other sections carry no catalog preload', async ({ request }) => {
  const response = await request.get('/cart', { headers: { accept: 'text/html' } });
  expect(response.ok()).toBe(true);
  expect(response.headers()['link']).toBeUndefined();
});
