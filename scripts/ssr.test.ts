import {
  cached,
  escapeHtml,
  headTags,
  pageDocument,
  pageKey,
  pageLinks,
  remoteVersion,
  remoteVersions,
  robotsTxt,
  scriptJson,
  sitemapXml,
} from './lib/ssr.mjs';

/** A product name that tries every way out of the places it is written to. */
const HOSTILE = `Gele </script><script>alert("x")</script> "quoted" 'single' & <b>bold</b> 🛍️ \u2028 <!-- end`;

describe('the HTML a server-rendered page is made of', () => {
  it('writes JSON that no text inside it can end: no "<", and it reads back the same', () => {
    const page = { state: { queries: [{ state: { data: { name: HOSTILE } } }] } };
    const json = scriptJson(page);
    expect(json).not.toMatch(/<\/?script|<!--|</i);
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(page);
  });

  it('escapes text in attributes and elements', () => {
    expect(escapeHtml(`"a" <b> & 'c'`)).toBe('&quot;a&quot; &lt;b&gt; &amp; &#39;c&#39;');
  });

  it('writes the head of a product page: title, description, canonical, Open Graph with its picture, JSON-LD', () => {
    const head = headTags(
      {
        title: `${HOSTILE} | Kasuwa`,
        description: HOSTILE,
        canonical: '/products/7',
        type: 'product',
        image: { url: '/api/products/7/share-image.jpg', width: 1200, height: 630, alt: HOSTILE },
        structuredData: [
          {
            '@type': 'Product',
            name: HOSTILE,
            description: '/not/a/link',
            url: '/products/7',
            image: ['/api/uploads/a.svg'],
            offers: { price: '15000.00', url: '/products/7' },
          },
        ],
      },
      { origin: 'https://shop.example', url: '/products/7?utm=x', noindex: false },
    );
    expect(head).toContain('<link rel="canonical" href="https://shop.example/products/7">');
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta property="og:url" content="https://shop.example/products/7">');
    expect(head).toContain(
      '<meta property="og:image" content="https://shop.example/api/products/7/share-image.jpg">',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).not.toContain('robots');
    // The name is text everywhere it appears: one script element (the JSON-LD), no other tag opened by the name.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).not.toContain('<b>');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    const data = JSON.parse(json) as Record<string, unknown> & { offers: { url: string } };
    expect(data.name).toBe(HOSTILE);
    // Links are made absolute; other text is left as it is.
    expect(data.url).toBe('https://shop.example/products/7');
    expect(data.image).toEqual(['https://shop.example/api/uploads/a.svg']);
    expect(data.offers.url).toBe('https://shop.example/products/7');
    expect(data.description).toBe('/not/a/link');
  });

  it('keeps signed-in pages and failures out of search results', () => {
    const head = headTags(null, { origin: 'http://localhost:3000', url: '/cart', noindex: true });
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).toContain('<title>Kasuwa — shop online in Nigeria</title>');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/cart">');
  });

  it("moves React's resource hints to the top of the head, after the viewport and ahead of the scripts", () => {
    const hint =
      '<link rel="preload" as="image" imageSrcSet="/a.jpg?w=320 320w, /a.jpg?w=480 480w" imageSizes="50vw" fetchPriority="high"/>';
    const html = pageDocument(
      '<html><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1"><script defer src=/main.1.js></script><link rel=preload as=script href=/2.js></head><body><div id=root><div class=boot>Kasuwa</div></div></body></html>',
      { head: '', styles: '', body: `${hint}<main>x</main>`, page: {} },
    );
    // Before the viewport, a phone would measure `sizes` against a 980 px page and preload a wider picture.
    expect(html).toContain(
      `<head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">${hint}<script defer`,
    );
    const withoutViewport = pageDocument(
      '<html><head><meta charset=utf-8><script defer src=/main.1.js></script></head><body><div id=root><div class=boot>Kasuwa</div></div></body></html>',
      { head: '', styles: '', body: `${hint}<main>x</main>`, page: {} },
    );
    expect(withoutViewport).toContain(`<head><meta charset=utf-8>${hint}<script defer`);
    expect(html).toContain('<div id=root><main>x</main></div>');
    // The page's content is in it: the shell's script preloads would only compete with its pictures.
    expect(html).not.toContain('/2.js');
    const browserRendered = pageDocument(
      '<html><head><meta charset=utf-8><link rel=preload as=script href=/2.js></head><body><div id=root><div class=boot>Kasuwa</div></div></body></html>',
      { head: '', styles: '', body: '<main>…</main>', page: {}, contentInHtml: false },
    );
    expect(browserRendered).toContain('<link rel=preload as=script href=/2.js>');
  });

  it("puts the render into the shell's built page, in place of the boot screen and the no-script note", () => {
    const template =
      '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="old"><title>Old</title><script defer src=/main.1.js></script></head><body><div id=root><div class=boot>Kasuwa</div></div><noscript>Kasuwa needs JavaScript to run.</noscript></body></html>';
    const html = pageDocument(template, {
      head: '<title>New</title>',
      styles: '<style data-styled="true">.a{}</style>',
      body: '<main>$& $1 content</main>',
      page: { name: HOSTILE },
    });
    expect(html).toBe(
      `<!doctype html><html lang=en><head><meta charset=utf-8><script defer src=/main.1.js></script><title>New</title><style data-styled="true">.a{}</style></head><body><div id=root><main>$& $1 content</main></div><script type="application/json" id="kasuwa-page">${scriptJson({ name: HOSTILE })}</script></body></html>`,
    );
  });
});

describe('remote versions', () => {
  it('reads the published build, its own manifest and its server entry from the current manifest', () => {
    const manifest = {
      metaData: {
        publishedBuild: 'abc123def456',
        remoteEntry: { name: 'remoteEntry.abc123def456.js', path: '' },
        ssrRemoteEntry: { name: 'remoteEntry.abc123def456.js', path: 'server/', type: 'commonjs-module' },
        publicPath: 'auto',
      },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.1234abcd.js'] } } }],
    };
    const remote = remoteVersion('catalog', 'http://catalog.example/mf-manifest.json', manifest);
    expect(remote).toEqual({
      name: 'catalog',
      version: 'abc123def456',
      manifest: 'http://catalog.example/mf-manifest.abc123def456.json',
      entry: 'http://catalog.example/remoteEntry.abc123def456.js',
      ssrEntry: 'http://catalog.example/server/remoteEntry.abc123def456.js',
      routeScripts: ['http://catalog.example/routes.1234abcd.js'],
    });
    // The page's preloads: that build's manifest, entry and route scripts.
    expect(pageLinks(remote)).toBe(
      '<http://catalog.example/mf-manifest.abc123def456.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '<http://catalog.example/remoteEntry.abc123def456.js>; rel=preload; as=script, ' +
        '<http://catalog.example/routes.1234abcd.js>; rel=preload; as=script',
    );
  });

  it("loads the server entry from where this server reaches the remote, and tells the browser the remote's public address", async () => {
    const manifest = {
      metaData: {
        publishedBuild: 'abc123def456',
        remoteEntry: { name: 'remoteEntry.abc123def456.js', path: '' },
        ssrRemoteEntry: { name: 'remoteEntry.abc123def456.js', path: 'server/', type: 'commonjs-module' },
        publicPath: 'auto',
      },
      exposes: [],
    };
    const read: string[] = [];
    const versions = remoteVersions(
      { apiBaseUrl: '/api/', remotes: { catalog: 'http://catalog.example/mf-manifest.json' } },
      {
        serverUrls: { catalog: 'http://catalog:80/mf-manifest.json' },
        fetchManifest: async (url: string) => {
          read.push(url);
          return manifest;
        },
      },
    );
    const [catalog] = await versions();
    expect(read).toEqual(['http://catalog:80/mf-manifest.json']);
    expect(catalog).toMatchObject({
      manifest: 'http://catalog.example/mf-manifest.abc123def456.json',
      entry: 'http://catalog.example/remoteEntry.abc123def456.js',
      ssrEntry: 'http://catalog/server/remoteEntry.abc123def456.js',
    });
  });

  it("reads the version a request's browser was given, from its own folder, which is its own manifest", async () => {
    const manifestOf = (version: string) => ({
      metaData: {
        publishedBuild: version,
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server/', type: 'commonjs-module' },
        publicPath: 'auto',
      },
      exposes: [],
    });
    const read: string[] = [];
    const deployment = {
      apiBaseUrl: '/api/',
      remotes: { catalog: 'http://catalog.example/mf-manifest.json' },
    };
    const versions = remoteVersions(deployment, {
      fetchManifest: async (url: string) => {
        read.push(url);
        return manifestOf(/\/([0-9a-f]{12})\//.exec(url)?.[1] ?? 'inplace00000');
      },
    });
    const forBrowser = (version: string) => ({
      ...deployment,
      remotes: { catalog: `http://catalog.example/${version}/mf-manifest.json` },
    });
    const [stable] = await versions(forBrowser('aaaaaaaaaaaa'), {});
    const [canary] = await versions(forBrowser('bbbbbbbbbbbb'), {});
    expect(stable).toMatchObject({
      version: 'aaaaaaaaaaaa',
      manifest: 'http://catalog.example/aaaaaaaaaaaa/mf-manifest.json',
      ssrEntry: 'http://catalog.example/aaaaaaaaaaaa/server/remoteEntry.js',
    });
    expect(canary).toMatchObject({
      version: 'bbbbbbbbbbbb',
      manifest: 'http://catalog.example/bbbbbbbbbbbb/mf-manifest.json',
    });
    // Each version's manifest is read once per period, not once per request.
    await versions(forBrowser('aaaaaaaaaaaa'), {});
    expect(read).toEqual([
      'http://catalog.example/aaaaaaaaaaaa/mf-manifest.json',
      'http://catalog.example/bbbbbbbbbbbb/mf-manifest.json',
    ]);
  });

  it('leaves a remote without a server build to the browser', () => {
    expect(remoteVersion('cart', 'http://cart.example/mf-manifest.json', { metaData: {} })).toEqual({
      name: 'cart',
      version: 'unpublished',
      manifest: 'http://cart.example/mf-manifest.json',
      entry: null,
      ssrEntry: null,
      routeScripts: [],
    });
  });

  it('reads a value once per period, shares one read between callers, and keeps the last good one', async () => {
    let reads = 0;
    let fail = false;
    const read = cached(async () => {
      reads += 1;
      if (fail) throw new Error('down');
      return reads;
    }, 0);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    fail = true;
    expect(await read()).toBe(1);
    expect(reads).toBe(2);
  });
});

describe('crawl files', () => {
  it('normalises a page key by the order of its query', () => {
    expect(pageKey('/products?sort=name&page=2')).toBe(pageKey('/products?page=2&sort=name'));
    expect(pageKey('/products?page=2')).not.toBe(pageKey('/products?page=3'));
  });

  it('keeps crawlers out of the signed-in pages and the API, and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    for (const path of ['/admin', '/cart', '/checkout', '/account', '/orders', '/auth', '/api'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('lists every category and published product in the sitemap', () => {
    const xml = sitemapXml('https://shop.example', {
      products: [{ id: 7, last_modified_at: '2026-11-01T00:00:00.000Z' }],
      categories: [{ name: 'Home & Garden', slug: 'home-garden' }],
    });
    expect(xml).toContain('<loc>https://shop.example/products/category/Home%20%26%20Garden</loc>');
    expect(xml).toContain(
      '<url><loc>https://shop.example/products/7</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>',
    );
  });
});
