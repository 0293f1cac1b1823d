/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trickleRequest } from '../../../../config/testing/trickle-request';
import { cacheControlFor } from './plugins/static-files';
import { shopContentSecurityPolicy } from './plugins/security-headers';
import { createStaticSite } from './static-site';

/** A policy's directives by name: `{ 'script-src': ["'self'", 'https://…'] }`. */
const directives = (policy: string | undefined): Record<string, string[]> =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe('the static site a front-end is served from', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-site-'));
    fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{"build":1}');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('serves files that a publish adds after the server started, and the entry point as it is now', async () => {
    const app = await createStaticSite({ root, cors: true });
    try {
      expect((await app.inject({ url: '/page.1234abcd.js' })).statusCode).toBe(404);
      fs.mkdirSync(path.join(root, 'assets'));
      fs.writeFileSync(path.join(root, 'page.1234abcd.js'), 'export {}');
      fs.writeFileSync(path.join(root, 'assets/logo.0badc0de.svg'), '<svg/>');
      fs.writeFileSync(path.join(root, 'mf-manifest.json'), '{"build":2}');

      const chunk = await app.inject({ url: '/page.1234abcd.js' });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers['access-control-allow-origin']).toBe('*');
      expect((await app.inject({ url: '/assets/logo.0badc0de.svg' })).statusCode).toBe(200);
      const manifest = await app.inject({ url: '/mf-manifest.json' });
      expect(manifest.body).toBe('{"build":2}');
      expect(manifest.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });

  it('does not serve the publish history or other dotfiles', async () => {
    fs.writeFileSync(path.join(root, '.publish-history.json'), '[]');
    const app = await createStaticSite({ root });
    try {
      expect((await app.inject({ url: '/.publish-history.json' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('lets browsers keep hashed files for a year and revalidate the entry points', () => {
    expect(cacheControlFor('/srv/main.89abcdef.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/remoteEntry.js.gz')).toBe('no-cache');
    expect(cacheControlFor('/srv/favicon.svg')).toBe('public, max-age=3600');
  });

  it("lets a published build's own entry points be kept for a year", () => {
    expect(cacheControlFor('/srv/remoteEntry.0123456789ab.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/srv/mf-manifest.0123456789ab.json.br')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/srv/mf-manifest.json')).toBe('no-cache');
  });

  it('sends pages with headers that keep other sites from framing them and from reading their paths', async () => {
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Kasuwa</title>');
    const app = await createStaticSite({ root, spa: true });
    try {
      const page = await app.inject({ url: '/products', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(page.headers['strict-transport-security']).toBeUndefined();
      const secure = await app.inject({
        url: '/',
        headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // Scripts and manifests are not pages.
      const manifest = await app.inject({ url: '/mf-manifest.json' });
      expect(manifest.headers['content-security-policy']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it("sends the shop's pages a policy that runs scripts only from the shop's and the remotes' origins", async () => {
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Kasuwa</title>');
    const policy = shopContentSecurityPolicy({
      apiBaseUrl: '/api/',
      remotes: {
        catalog: 'https://catalog.kasuwa.ng/mf-manifest.json',
        cart: 'https://cart.kasuwa.ng/v2/mf-manifest.json',
        account: 'https://account.kasuwa.ng/mf-manifest.json',
        admin: 'https://admin.kasuwa.ng/mf-manifest.json',
      },
    });
    const app = await createStaticSite({ root, spa: true, contentSecurityPolicy: policy });
    try {
      const page = await app.inject({ url: '/admin', headers: { accept: 'text/html' } });
      expect(page.headers['content-security-policy']).toBe(policy);
      const remotes = ['catalog', 'cart', 'account', 'admin'].map((name) => `https://${name}.kasuwa.ng`);
      expect(directives(policy)).toEqual({
        'default-src': ["'self'"],
        // Script files from the shop and each remote's origin; nothing inline, nothing evaluated from a string.
        'script-src': ["'self'", ...remotes],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", ...remotes],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
    } finally {
      await app.close();
    }
  });

  it('lets the pages fetch from and show pictures of an API on another origin', () => {
    const csp = directives(
      shopContentSecurityPolicy({
        apiBaseUrl: 'https://api.kasuwa.ng/api/',
        remotes: {
          catalog: '/catalog/mf-manifest.json',
          cart: 'https://cart.kasuwa.ng/mf-manifest.json',
          account: '/account/mf-manifest.json',
          admin: '/admin/mf-manifest.json',
        },
      }),
    );
    // A remote under the shop's own origin needs no entry of its own.
    expect(csp['script-src']).toEqual(["'self'", 'https://cart.kasuwa.ng']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cart.kasuwa.ng', 'https://api.kasuwa.ng']);
    expect(csp['img-src']).toEqual(["'self'", 'https://api.kasuwa.ng', 'data:', 'blob:']);
  });

  it("keeps a remote's standalone page to its own origin, with the <base> it needs", async () => {
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><base href="/"><title>Cart</title>');
    const app = await createStaticSite({ root, spa: true, cors: true });
    try {
      const page = await app.inject({ url: '/cart', headers: { accept: 'text/html' } });
      const policy = page.headers['content-security-policy'] as string;
      expect(directives(policy)).toMatchObject({ 'script-src': ["'self'"], 'connect-src': ["'self'"] });
      expect(policy).toContain(
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      );
    } finally {
      await app.close();
    }
  });

  it('does not serve source maps or mf-stats.json unless asked to', async () => {
    for (const file of [
      'main.1234abcd.js',
      'main.1234abcd.js.map',
      'main.1234abcd.js.map.br',
      'mf-stats.json',
    ])
      fs.writeFileSync(path.join(root, file), '{}');
    fs.mkdirSync(path.join(root, 'server'));
    fs.writeFileSync(path.join(root, 'server/remoteEntry.js.map'), '{}');
    const hidden = [
      '/main.1234abcd.js.map',
      '/main.1234abcd.js%2Emap',
      '/server/remoteEntry.js.map',
      '/mf-stats.json',
    ];
    const app = await createStaticSite({ root, spa: true, cors: true });
    try {
      for (const url of hidden) {
        const answer = await app.inject({ url, headers: { accept: '*/*', 'accept-encoding': 'br' } });
        expect([url, answer.statusCode]).toEqual([url, 404]);
        // Not even as a page: the map's contents never come back.
        const asPage = await app.inject({ url, headers: { accept: 'text/html' } });
        expect([url, asPage.statusCode]).toEqual([url, 404]);
      }
      expect((await app.inject({ url: '/main.1234abcd.js' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/mf-manifest.json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const open = await createStaticSite({ root, cors: true, buildDetails: true });
    try {
      for (const url of hidden) expect([url, (await open.inject({ url })).statusCode]).toEqual([url, 200]);
    } finally {
      await open.close();
    }
  });

  it('closes the connection of a client that trickles its request', async () => {
    // A route that reads the body, as the shop server's /api proxy does.
    const app = await createStaticSite({
      root,
      requestTimeoutMs: 500,
      extend: (site) => {
        site.post('/echo', async (request) => request.body);
      },
    });
    // The project keeps 7000–7199 for a test's own servers.
    await app.listen({ port: 7191, host: '127.0.0.1' });
    try {
      const { outcome, answer } = await trickleRequest(
        7191,
        'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      expect(outcome).toBe('closed');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await app.close();
    }
  }, 15_000);
});
