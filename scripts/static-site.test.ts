import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trickleRequest } from '../config/testing/trickle-request';
import { cacheControlFor, createStaticSite } from './lib/static-site.mjs';

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
