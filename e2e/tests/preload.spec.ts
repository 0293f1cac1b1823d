import { expect, test } from '@playwright/test';

const announced = (link: string) => [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1]);

/**
 * A server-rendered page announces, with its HTML, the build of its remote that the browser hydrates with: that
 * build's own manifest, its entry and the scripts its route table needs. Each is fetched once, not twice; the
 * runtime config is in the page, so it is not fetched at all; the shell's first-render scripts are preloaded by its
 * index.html.
 */
test('storefront pages preload the catalog build they were rendered with, which the browser then uses', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (
      /\/(runtime-config|mf-manifest[.\w]*)\.json$/.test(request.url()) ||
      request.resourceType() === 'script'
    )
      fetched.push(request.url());
  });
  const response = await page.goto('/products');
  const link = response?.headers()['link'] ?? '';
  const [manifest, entry, ...routeScripts] = announced(link) as [string, string, ...string[]];
  expect(manifest).toMatch(/\/mf-manifest\.[0-9a-f]{12}\.json$/);
  expect(link).toContain(`<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`);
  expect(link).toContain(`<${entry}>; rel=preload; as=script`);
  // The build's own manifest names its own entry, and the page's data pins the catalog to that manifest.
  const catalogManifest = (await (await page.request.get(manifest)).json()) as {
    metaData: { publishedBuild: string; remoteEntry: { name: string } };
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  expect(entry).toBe(new URL(catalogManifest.metaData.remoteEntry.name, manifest).href);
  expect(entry).toContain(catalogManifest.metaData.publishedBuild);
  // The scripts the catalog's route table needs before it runs, as its manifest lists them.
  const routes = catalogManifest.exposes.find((expose) => expose.path === './routes');
  expect(routeScripts).toEqual(routes?.assets.js.sync.map((file) => new URL(file, manifest).href));
  expect(routeScripts.length).toBeGreaterThan(0);
  for (const script of routeScripts) expect(link).toContain(`<${script}>; rel=preload; as=script`);

  await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
  // Each announced file is fetched once: the preload is what the remote's loader then uses.
  for (const url of [manifest, entry, ...routeScripts])
    expect(fetched.filter((fetchedUrl) => fetchedUrl === url)).toHaveLength(1);
  expect(fetched.filter((url) => url.endsWith('/runtime-config.json'))).toEqual([]);
});

test("pages of other sections preload their own remote's build", async ({ request }) => {
  const response = await request.get('/cart', { headers: { accept: 'text/html' } });
  expect(response.ok()).toBe(true);
  const [manifest] = announced(response.headers()['link'] ?? '');
  expect(manifest).toMatch(/:\d+\/mf-manifest\.[0-9a-f]{12}\.json$/);
  expect(new URL(manifest ?? '').port).not.toBe(new URL(response.url()).port);
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
  // The shared libraries (react-dom, the router, the query client, styled-components, jotai…) in one script,
  // the shop runtime, and the shell's own first render.
  expect(preloaded).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/libraries\.[0-9a-f]{8}\.js$/)]),
  );
  expect(preloaded.length).toBeGreaterThanOrEqual(3);
  for (const file of preloaded) {
    expect(inserted).toContain(file);
    expect(requested.filter((script) => script === file)).toHaveLength(1);
  }
});
