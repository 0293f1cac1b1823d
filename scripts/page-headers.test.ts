import { exposedChunks, pageHeaders, syncScripts } from './lib/page-headers.mjs';

const manifestUrl = 'https://catalog.kasuwa.ng/v7/mf-manifest.json';
const manifest = (publicPath = 'auto') => ({
  metaData: { publicPath },
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['899.b6.js', '__federation_expose_routes.be.js'], async: ['5.x.js'] } },
    },
    { path: './other', assets: { js: { sync: ['1.a.js'], async: [] } } },
  ],
});
const config = { remotes: { catalog: manifestUrl } };
const announced = (headers: { Link: string }) =>
  [...headers.Link.matchAll(/<([^>]+)>/g)].map((match) => match[1]);

describe('syncScripts', () => {
  it("gives an exposed module's sync scripts beside the manifest when the public path is automatic", () => {
    expect(syncScripts(manifest(), manifestUrl, './routes')).toEqual([
      'https://catalog.kasuwa.ng/v7/899.b6.js',
      'https://catalog.kasuwa.ng/v7/__federation_expose_routes.be.js',
    ]);
  });

  it('resolves them against a public path the remote was built with', () => {
    expect(syncScripts(manifest('https://cdn.kasuwa.ng/catalog/'), manifestUrl, './other')).toEqual([
      'https://cdn.kasuwa.ng/catalog/1.a.js',
    ]);
  });

  it('gives nothing for a module the remote does not expose, or a manifest of another shape', () => {
    expect(syncScripts(manifest(), manifestUrl, './missing')).toEqual([]);
    expect(syncScripts({ exposes: 'no' }, manifestUrl, './routes')).toEqual([]);
    expect(syncScripts(null, manifestUrl, './routes')).toEqual([]);
  });
});

describe('exposedChunks', () => {
  it('reads the manifest once per time-to-live, and preloads nothing while the remote cannot be read', async () => {
    const fetchManifest = jest
      .fn()
      .mockResolvedValueOnce(manifest())
      .mockRejectedValueOnce(new Error('down'));
    const chunks = exposedChunks(manifestUrl, './routes', { ttlMs: 60_000, fetchManifest });
    await chunks.refresh();
    expect(chunks.current()).toHaveLength(2);
    expect(chunks.current()).toHaveLength(2);
    expect(fetchManifest).toHaveBeenCalledTimes(1);

    await chunks.refresh();
    expect(chunks.current()).toEqual([]);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('reads the manifest again, in the background, once it is older than the time-to-live', async () => {
    const fetchManifest = jest.fn().mockResolvedValue(manifest());
    const chunks = exposedChunks(manifestUrl, './routes', { ttlMs: 0, fetchManifest });
    expect(chunks.current()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(chunks.current()).toHaveLength(2);
    expect(fetchManifest.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});

describe('pageHeaders', () => {
  const routes = { current: () => ['https://catalog.kasuwa.ng/v7/899.b6.js'] };

  it("preloads the runtime config, the catalog's manifest, entry and route scripts on storefront pages", () => {
    const headers = pageHeaders(config, routes);
    for (const url of ['/', '/products', '/products/69?variant=2'])
      expect(announced(headers(url))).toEqual([
        '/runtime-config.json',
        manifestUrl,
        'https://catalog.kasuwa.ng/v7/remoteEntry.js',
        'https://catalog.kasuwa.ng/v7/899.b6.js',
      ]);
    expect(headers('/').Link).toContain('<https://catalog.kasuwa.ng/v7/899.b6.js>; rel=preload; as=script');
  });

  it("preloads only the runtime config on other sections' pages", () => {
    const headers = pageHeaders(config, routes);
    for (const url of ['/cart', '/admin', '/productsale', '/account'])
      expect(announced(headers(url))).toEqual(['/runtime-config.json']);
  });
});
