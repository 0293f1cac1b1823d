/** @jest-environment node */
import { ManifestReader, remoteVersion, syncScripts } from './manifest-reader';
import { pageLinks } from './page-links';

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

const published = (version: string) => ({
  metaData: {
    publishedBuild: version,
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server/', type: 'commonjs-module' },
    publicPath: 'auto',
  },
  exposes: [],
});

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

describe('remote versions', () => {
  it('reads the published build, its own manifest and its server entry from the current manifest', () => {
    const current = {
      metaData: {
        publishedBuild: 'abc123def456',
        remoteEntry: { name: 'remoteEntry.abc123def456.js', path: '' },
        ssrRemoteEntry: { name: 'remoteEntry.abc123def456.js', path: 'server/', type: 'commonjs-module' },
        publicPath: 'auto',
      },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.1234abcd.js'] } } }],
    };
    const remote = remoteVersion('catalog', 'http://catalog.example/mf-manifest.json', current);
    expect(remote).toEqual({
      name: 'catalog',
      version: 'abc123def456',
      manifest: 'http://catalog.example/mf-manifest.abc123def456.json',
      entry: 'http://catalog.example/remoteEntry.abc123def456.js',
      ssrEntry: 'http://catalog.example/server/remoteEntry.abc123def456.js',
      routeScripts: ['http://catalog.example/routes.1234abcd.js'],
    });
    // A rendered page's preloads: that build's manifest, entry and route scripts.
    expect(pageLinks(remote)).toBe(
      '<http://catalog.example/mf-manifest.abc123def456.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '<http://catalog.example/remoteEntry.abc123def456.js>; rel=preload; as=script, ' +
        '<http://catalog.example/routes.1234abcd.js>; rel=preload; as=script',
    );
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
});

describe('ManifestReader', () => {
  let now = 0;
  const clock = { now: () => now };

  it("loads the server entry from where this server reaches the remote, and tells the browser the remote's public address", async () => {
    const read: string[] = [];
    const reader = new ManifestReader({
      fetchManifest: async (url) => {
        read.push(url);
        return published('abc123def456');
      },
    });
    const [catalog] = await reader.versions(
      { remotes: { catalog: 'http://catalog.example/mf-manifest.json' } } as never,
      { catalog: 'http://catalog:80/mf-manifest.json' },
    );
    expect(read).toEqual(['http://catalog:80/mf-manifest.json']);
    expect(catalog).toMatchObject({
      manifest: 'http://catalog.example/mf-manifest.abc123def456.json',
      entry: 'http://catalog.example/remoteEntry.js',
      ssrEntry: 'http://catalog/server/remoteEntry.js',
    });
  });

  it("reads each version's manifest (a browser's stable, another's canary) once per period, not once per request", async () => {
    now = 5_000;
    const read: string[] = [];
    const reader = new ManifestReader({
      ttlMs: 2000,
      ...clock,
      fetchManifest: async (url) => {
        read.push(url);
        return published(/\/([0-9a-f]{12})\//.exec(url)?.[1] ?? 'inplace00000');
      },
    });
    const forBrowser = (version: string) =>
      ({ remotes: { catalog: `http://catalog.example/${version}/mf-manifest.json` } }) as never;
    const [stable] = await reader.versions(forBrowser('aaaaaaaaaaaa'));
    const [canary] = await reader.versions(forBrowser('bbbbbbbbbbbb'));
    expect(stable).toMatchObject({
      version: 'aaaaaaaaaaaa',
      manifest: 'http://catalog.example/aaaaaaaaaaaa/mf-manifest.json',
      ssrEntry: 'http://catalog.example/aaaaaaaaaaaa/server/remoteEntry.js',
    });
    expect(canary).toMatchObject({
      version: 'bbbbbbbbbbbb',
      manifest: 'http://catalog.example/bbbbbbbbbbbb/mf-manifest.json',
    });
    now += 1999;
    await reader.versions(forBrowser('aaaaaaaaaaaa'));
    expect(read).toEqual([
      'http://catalog.example/aaaaaaaaaaaa/mf-manifest.json',
      'http://catalog.example/bbbbbbbbbbbb/mf-manifest.json',
    ]);
    now += 1;
    await reader.versions(forBrowser('aaaaaaaaaaaa'));
    expect(read).toHaveLength(3);
  });

  it('leaves out a remote that cannot be read', async () => {
    const reader = new ManifestReader({
      fetchManifest: async () => {
        throw new Error('down');
      },
    });
    expect(await reader.remote('catalog', manifestUrl)).toBeNull();
  });
});

describe('pageLinks', () => {
  const announced = (link: string | null) =>
    [...String(link).matchAll(/<([^>]+)>/g)].map((match) => match[1]);
  const catalog = remoteVersion('catalog', manifestUrl, {
    ...manifest(),
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  });

  it("preloads, for a page the browser renders, the runtime config and the catalog's manifest as the config names it", () => {
    expect(announced(pageLinks(catalog, { runtimeConfig: true, manifestUrl }))).toEqual([
      '/runtime-config.json',
      manifestUrl,
      'https://catalog.kasuwa.ng/v7/remoteEntry.js',
      'https://catalog.kasuwa.ng/v7/899.b6.js',
      'https://catalog.kasuwa.ng/v7/__federation_expose_routes.be.js',
    ]);
  });

  it("preloads only the runtime config on other sections' pages", () => {
    expect(pageLinks(null, { runtimeConfig: true })).toBe(
      '</runtime-config.json>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    expect(pageLinks(null)).toBeNull();
  });
});
