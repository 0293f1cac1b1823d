import { expect, test } from '@playwright/test';

const announced = (link: string) => [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1]);

/**
 * The runtime config, and on storefront pages the catalog's manifest and entry, are announced with the page's HTML
 * and fetched once, not twice; the shell's first-render scripts are preloaded by its index.html.
 */
test('storefront pages preload the runtime config and the catalog remote, which the shell then uses', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (
      /\/(runtime-config\.json|mf-manifest\.json)$/.test(request.url()) ||
      request.resourceType() === 'script'
    )
      fetched.push(request.url());
  });
  const response = await page.goto('/products');
  const link = response?.headers()['link'] ?? '';
  const [config, manifest, entry, ...routeScripts] = announced(link) as [string, string, string, ...string[]];
  expect(config).toBe('/runtime-config.json');
  expect(link).toContain(`<${config}>; rel=preload; as=fetch; crossorigin=anonymous`);
  expect(link).toContain(`<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`);
  expect(link).toContain(`<${entry}>; rel=preload; as=script`);
  expect(entry).toBe(new URL('remoteEntry.js', manifest).href);
  // The scripts the catalog's route table needs before it runs, as its manifest lists them.
  const catalogManifest = (await (await page.request.get(manifest)).json()) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const routes = catalogManifest.exposes.find((expose) => expose.path === './routes');
  expect(routeScripts).toEqual(routes?.assets.js.sync.map((file) => new URL(file, manifest).href));
  expect(routeScripts.length).toBeGreaterThan(0);
  for (const script of routeScripts) expect(link).toContain(`<${script}>; rel=preload; as=script`);

  await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible({ timeout: 30_000 });
  // Each announced file is fetched once: the preload is what the shell and the remote's loader then use.
  for (const url of [new URL(config, page.url()).href, manifest, entry, ...routeScripts])
    expect(fetched.filter((fetchedUrl) => fetchedUrl === url)).toHaveLength(1);
});

test('pages of other sections preload the runtime config only', async ({ request }) => {
  const response = await request.get('/cart', { headers: { accept: 'text/html' } });
  expect(response.ok()).toBe(true);
  expect(announced(response.headers()['link'] ?? '')).toEqual(['/runtime-config.json']);
});

test("the shell's page preloads the scripts of its first render, each of which the page runs, fetched once", async ({
  page,
}) => {
  // Every chunk webpack's loader inserts as a <script> (it marks them data-webpack): what the page actually runs.
  await page.addInitScript(() => {
    const inserted: string[] = [];
    (window as unknown as { insertedScripts: string[] }).insertedScripts = inserted;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLScriptElement && node.hasAttribute('data-webpack'))
            inserted.push(new URL(node.src).pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
  });
  const html = (await (await page.goto('/cart'))?.text()) ?? '';
  await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  const inserted = await page.evaluate(
    () => (window as unknown as { insertedScripts: string[] }).insertedScripts,
  );
  const preloaded = [...html.matchAll(/<link rel=preload as=script href=([^ >]+)>/g)].map((m) => m[1]!);
  // react-dom, the router, the query client, styled-components, axios, jotai, the shop runtime and the shell's own.
  expect(preloaded.length).toBeGreaterThanOrEqual(8);
  for (const file of preloaded) {
    expect(inserted).toContain(file);
    expect(requested.filter((script) => script === file)).toHaveLength(1);
  }
});
