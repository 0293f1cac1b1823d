/**
 * What the shell server's page tests share: a shell server over a fake render, on a port of the test file's own, and a
 * client that sends a request as written.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createShellServer } from '../server/http/app';
import { runtimeConfigFromEnv } from '../server/http/config';
import { ManifestReader } from '../server/http/manifests/manifest-reader';
import { noReleases } from '../server/http/releases/release-chooser';
import type { Renderer } from '../server/http/render/page-renderer';
import { splitLocalePath } from 'shared-contracts/locales';

const ports = { catalog: 3001, cart: 3002, account: 3003, admin: 3004 };
const runtimeConfig = runtimeConfigFromEnv({}, ports);

/**
 * Stands in for the shell's server build: the page's title is its path as React Router would read it, and a product
 * page that is not 6 answers 404, as the real pages do.
 */
function fakeRenderer(rendered: string[], addresses: string[] = []): Renderer {
  return {
    configureApi: () => undefined,
    remoteOfPath: () => null,
    loadedVersions: () => [],
    renderPage: async ({ url, clientAddress }: { url: string; clientAddress?: string }) => {
      rendered.push(url);
      addresses.push(clientAddress ?? '');
      // As the real render: the language's prefix is not part of the page's path.
      const { pathname } = new URL(splitLocalePath(url).path, 'http://shop');
      const text = decodeURIComponent(pathname);
      const known =
        /^\/(products(\/6)?|track(\/[^/]+)?|faq|contact|cart|wishlist|checkout|account|orders|auth\/login|admin)?$/;
      const missing = !known.test(pathname);
      return {
        status: missing ? 404 : 200,
        meta: {
          title: `${missing ? 'Page Not Found' : text} | Kasuwa`,
          ...(missing ? { status: 404 } : { canonical: pathname }),
          ...(pathname === '/products/6'
            ? { image: { url: '/api/products/6/share-image.jpg', width: 1200, height: 630, alt: 'A gele' } }
            : {}),
        },
        styles: '',
        body: Readable.from([`<main>${text}</main>`]),
        state: { queries: [], mutations: [] },
        rendered: [],
      };
    },
  } as unknown as Renderer;
}

/**
 * The servers and client of one test file, on `port` (the project keeps 7000–7199 for a test's own servers; each file
 * takes its own, as jest runs files side by side). Called at the top of the file: the shell's built files live in a
 * temporary folder until the file's tests end.
 */
export function shellServerOn(port: number) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-pages-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Kasuwa</title></head><body><div id=root><div>…</div></div></body></html>',
  );
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  /** A request sent as written: no client library normalises its path. */
  function raw(target: string, headers: http.OutgoingHttpHeaders = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, path: target, headers, agent: false },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
  }

  /** A shell server over the fake render, listening on the file's port. */
  async function shellServer(
    rendered: string[],
    options: Partial<Parameters<typeof createShellServer>[0]> & { addresses?: string[] } = {},
  ) {
    const { addresses, ...rest } = options;
    const shell = await createShellServer({
      shellDist: dist,
      runtimeConfig,
      apiUrl: 'http://127.0.0.1:9',
      publicUrl: 'https://kasuwa.example',
      renderer: fakeRenderer(rendered, addresses),
      releases: noReleases(runtimeConfig),
      manifests: new ManifestReader({ fetchManifest: () => Promise.reject(new Error('no remotes here')) }),
      ...rest,
    });
    await shell.listen({ port, host: '127.0.0.1' });
    return shell;
  }

  return { raw, shellServer };
}
