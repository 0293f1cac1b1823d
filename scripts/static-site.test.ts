import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
});
