/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createShellServer } from '../app';
import { publicUrlOf } from '../main';
import { runtimeConfigFromEnv } from '../config';
import { ManifestReader } from '../manifests/manifest-reader';
import { browserIds } from 'shared-contracts/browser-id';
import { noReleases } from '../releases/release-chooser';
import type { CrawlerDns } from './render-budget';
import type { Renderer } from './page-renderer';

/** The project keeps 7000–7199 for a test's own servers. */
const PORT = 7192;
const ports = { catalog: 3001, cart: 3002, account: 3003, admin: 3004 };
const runtimeConfig = runtimeConfigFromEnv({}, ports);

/** A request sent as written: no client library normalises its path. */
function raw(target: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port: PORT, path: target, headers, agent: false },
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
      const { pathname } = new URL(url, 'http://shop');
      const text = decodeURIComponent(pathname);
      const known =
        /^\/(products(\/6)?|faq|contact|cart|wishlist|checkout|account|orders|auth\/login|admin)?$/;
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

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-pages-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Kasuwa</title></head><body><div id=root><div>…</div></div></body></html>',
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** A shell server over the fake render, listening on PORT. */
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
  await shell.listen({ port: PORT, host: '127.0.0.1' });
  return shell;
}

describe('the page cache and the render read one normal path', () => {
  let shell: FastifyInstance;
  const rendered: string[] = [];
  beforeAll(async () => {
    shell = await shellServer(rendered);
  });
  afterAll(() => shell.close());

  it.each([
    ['backslashes and dot segments', '/products/category/SHOP%20CLOSED%20TODAY\\..\\..\\..\\'],
    ['encoded backslashes', '/products/category/x%5c..%5c..%5c'],
    ['encoded dot segments', '/products/5/%2e%2e/6'],
    ['encoded dots in either case', '/products/5/%2E%2E/6'],
    ['a plain dot segment', '/products/5/../6'],
    ['a single dot segment', '/products/./6'],
    ['an encoded slash', '/products/5%2f..%2f6'],
    ['an empty segment', '//products/6'],
  ])('refuses a path with %s before it reaches the cache or the render', async (_, target) => {
    const before = rendered.length;
    const answer = await raw(target, { accept: 'text/html' });
    expect(answer.status).toBe(400);
    expect(rendered).toHaveLength(before);
  });

  it('keeps the home page and a product page as they are after every attempt to poison them', async () => {
    await raw('/products/category/SHOP%20CLOSED%20TODAY\\..\\..\\..\\', { accept: 'text/html' });
    await raw('/products/5/%2e%2e/6', { accept: 'text/html' });
    const home = await raw('/', { accept: 'text/html' });
    expect(home.status).toBe(200);
    expect(home.body).not.toContain('SHOP CLOSED');
    const product = await raw('/products/6', { accept: 'text/html' });
    expect(product.status).toBe(200);
    expect(product.body).toContain('<title>/products/6 | Kasuwa</title>');
  });

  it('renders a page from the same string it is cached under: the query in one order', async () => {
    const first = await raw('/products?sort=name&page=2', { accept: 'text/html' });
    const second = await raw('/products?page=2&sort=name', { accept: 'text/html' });
    expect(first.headers['x-render']).toBe('server');
    expect(second.headers['x-render']).toBe('cache');
    expect(rendered.filter((url) => url.startsWith('/products?'))).toEqual(['/products?page=2&sort=name']);
  });
});

describe('addresses, hosts and schemes a client names', () => {
  it('renders for the address of the connection, not one a client writes in X-Forwarded-For', async () => {
    const addresses: string[] = [];
    const shell = await shellServer([], { addresses });
    try {
      await raw('/products?x=1', { 'x-forwarded-for': '203.0.113.77' });
      expect(addresses).toEqual(['127.0.0.1']);
    } finally {
      await shell.close();
    }
  });

  it('believes X-Forwarded-For and -Proto from a proxy named in TRUST_PROXY', async () => {
    const addresses: string[] = [];
    const shell = await shellServer([], { addresses, trustProxy: ['127.0.0.1'] });
    try {
      await raw('/products?x=2', { 'x-forwarded-for': '203.0.113.77' });
      expect(addresses).toEqual(['203.0.113.77']);
    } finally {
      await shell.close();
    }
  });

  it('writes every absolute URL with PUBLIC_URL, whatever Host or scheme a request names, and answers any Host from one cache entry', async () => {
    const rendered: string[] = [];
    const shell = await shellServer(rendered);
    try {
      const first = await raw('/products/6', { host: 'evil.example', 'x-forwarded-proto': 'javascript' });
      expect(first.body).toContain('<link rel="canonical" href="https://kasuwa.example/products/6">');
      expect(first.body).toContain(
        '<meta property="og:image" content="https://kasuwa.example/api/products/6/share-image.jpg">',
      );
      expect(first.body).not.toMatch(/evil\.example|javascript:/);
      const second = await raw('/products/6', { host: 'localhost:3000' });
      expect(second.headers['x-render']).toBe('cache');
      expect(rendered.filter((url) => url === '/products/6')).toHaveLength(1);
      const robots = await raw('/robots.txt', { host: 'evil.example' });
      expect(robots.body).toContain('Sitemap: https://kasuwa.example/sitemap.xml');
    } finally {
      await shell.close();
    }
  });

  it('refuses to start in production without PUBLIC_URL, and defaults to this machine elsewhere', () => {
    expect(() => publicUrlOf({ NODE_ENV: 'production' }, 3000)).toThrow(/PUBLIC_URL/);
    expect(publicUrlOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://kasuwa.ng/' }, 3000)).toBe(
      'https://kasuwa.ng',
    );
    expect(publicUrlOf({}, 3000)).toBe('http://localhost:3000');
  });
});

describe('renders the cache cannot answer', () => {
  it('are limited per client; cached pages are not', async () => {
    const rendered: string[] = [];
    const shell = await shellServer(rendered, { rendersPerMinute: 3 });
    try {
      for (const n of [1, 2, 3]) expect((await raw(`/products?page=${n}`)).status).toBe(200);
      const refused = await raw('/products?page=4');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(rendered).toHaveLength(3);
      // A page already rendered still answers.
      expect((await raw('/products?page=2')).status).toBe(200);
    } finally {
      await shell.close();
    }
  });

  it('are refused with a page of the shop: its header, how long to wait and a link that asks again', async () => {
    const rendered: string[] = [];
    const shell = await shellServer(rendered, { rendersPerMinute: 1 });
    try {
      expect((await raw('/products?page=1')).status).toBe(200);
      const refused = await raw('/products?page=2&sort=name', { accept: 'text/html' });
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.headers['cache-control']).toBe('no-store');
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      // The page is not rendered: the render ran once, for the first page.
      expect(rendered).toEqual(['/products?page=1']);
      // The shop's header, with its wordmark linking home, then what happened and a link that asks again.
      expect(refused.body).toMatch(
        /<header[^>]*>.*<a [^>]*href="\/"[^>]*>Kasuwa<span[^>]*>\.<\/span><\/a>.*<\/header>/s,
      );
      expect(refused.body).toContain('<h1>Too many pages at once</h1>');
      expect(refused.body).toContain(`Try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`);
      expect(refused.body).toMatch(/<a class="again" href="\/products\?page=2&amp;sort=name">Try again<\/a>/);
      expect(refused.body).toContain('<meta name="robots" content="noindex">');
      expect(refused.body).not.toMatch(/<script/i);
      // The same answer to a client that asks for anything.
      expect((await raw('/products?page=3', { accept: '*/*' })).headers['content-type']).toMatch(
        /^text\/html/,
      );
    } finally {
      await shell.close();
    }
  });

  it('are counted per browser behind one address, with a ceiling for the address', async () => {
    const secret = 'a test secret for the browser ids, long enough';
    const ids = browserIds(secret);
    const browser = (n: number) => ({
      cookie: `kasuwa_browser=${ids.value(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`)}`,
    });
    const rendered: string[] = [];
    const shell = await shellServer(rendered, { rendersPerMinute: 3, releaseTokenSecret: secret });
    try {
      let page = 0;
      const render = async (headers: http.OutgoingHttpHeaders = {}) =>
        (await raw(`/products?page=${++page}`, headers)).status;
      // Two shoppers behind one address: each has three renders of their own.
      for (const n of [1, 2, 3]) expect([n, await render(browser(1))]).toEqual([n, 200]);
      expect(await render(browser(1))).toBe(429);
      for (const n of [1, 2, 3]) expect([n, await render(browser(2))]).toEqual([n, 200]);
      expect(await render(browser(2))).toBe(429);
      // Clients without a browser id (or with one this server did not sign) share the address's own three.
      for (const n of [1, 2, 3]) expect([n, await render()]).toEqual([n, 200]);
      expect(await render()).toBe(429);
      expect(await render({ cookie: `kasuwa_browser=00000000-0000-4000-8000-000000000009.forged` })).toBe(
        429,
      );
      // One client with ever more browser ids gets no more than the address's ceiling: ten browsers' worth.
      const answers: number[] = [];
      for (let n = 10; n < 20; n += 1) for (const _ of [1, 2, 3]) answers.push(await render(browser(n)));
      expect(answers.filter((status) => status === 200)).toHaveLength(30 - 9);
      expect(answers.at(-1)).toBe(429);
      expect(rendered).toHaveLength(30);
    } finally {
      await shell.close();
    }
  });

  it('are many more for a crawler its address proves to be, not for one that only says so', async () => {
    const asked: string[] = [];
    const dns = (reverse: string[]): CrawlerDns => ({
      reverse: async (address) => {
        asked.push(`reverse ${address}`);
        return reverse;
      },
      resolve: async (host) => {
        asked.push(`resolve ${host}`);
        return host === 'crawl-66-249-66-1.googlebot.com' || host === 'googlebot.com.evil.example'
          ? ['127.0.0.1']
          : ['203.0.113.9'];
      },
    });
    const googlebot = {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    };
    const renders = async (headers: http.OutgoingHttpHeaders, count: number) => {
      const statuses: number[] = [];
      for (let n = 1; n <= count; n += 1) statuses.push((await raw(`/products?page=${n}`, headers)).status);
      return statuses;
    };

    // Google's address: its name is under googlebot.com, and that name resolves back to it.
    let shell = await shellServer([], {
      rendersPerMinute: 3,
      crawlerDns: dns(['crawl-66-249-66-1.googlebot.com.']),
    });
    try {
      expect(await renders(googlebot, 30)).toEqual(Array(30).fill(200));
      expect((await raw('/products?page=31', googlebot)).status).toBe(429);
      // Asked once, then remembered.
      expect(asked).toEqual(['reverse 127.0.0.1', 'resolve crawl-66-249-66-1.googlebot.com']);
    } finally {
      await shell.close();
    }

    // The same words from addresses whose names are not Google's, or whose name does not lead back to them.
    for (const names of [['evil.example'], ['googlebot.com.evil.example'], ['crawl-1.googlebot.com']]) {
      shell = await shellServer([], { rendersPerMinute: 3, crawlerDns: dns(names) });
      try {
        expect([names, await renders(googlebot, 4)]).toEqual([names, [200, 200, 200, 429]]);
      } finally {
        await shell.close();
      }
    }

    // A client that does not claim to be a crawler costs no lookup.
    asked.length = 0;
    shell = await shellServer([], { rendersPerMinute: 3, crawlerDns: dns(['crawl-1.googlebot.com']) });
    try {
      expect(await renders({ 'user-agent': 'Mozilla/5.0 (Linux; Android 10)' }, 4)).toEqual([
        200, 200, 200, 429,
      ]);
      expect(asked).toEqual([]);
    } finally {
      await shell.close();
    }
  });

  it('are more for the pages of the shop’s own sitemap, as the sitemap spells them', async () => {
    const api = http.createServer((request, response) => {
      if (request.url !== '/api/products/sitemap') return response.writeHead(404).end();
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          data: {
            products: Array.from({ length: 20 }, (_, n) => ({ id: n + 1 })),
            categories: [{ name: 'Home & Kitchen' }],
          },
        }),
      );
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
    const shell = await shellServer([], { rendersPerMinute: 3, apiUrl });
    try {
      // Three pages that are not in the sitemap use up the ordinary budget…
      for (const n of [1, 2, 3]) expect((await raw(`/products?page=${n}`)).status).toBe(200);
      expect((await raw('/products?page=4')).status).toBe(429);
      // …which is also what a sitemap page with a query, or spelt otherwise than the sitemap spells it, counts in…
      expect((await raw('/products/1?utm_source=x')).status).toBe(429);
      expect((await raw('/products/category/Home%20&%20Kitchen')).status).toBe(429);
      // …while the sitemap's own pages have a budget of their own, five times as large.
      const sitemapPages = [
        '/',
        '/products',
        '/products/category/Home%20%26%20Kitchen',
        ...Array.from({ length: 20 }, (_, n) => `/products/${n + 1}`),
      ];
      const statuses: number[] = [];
      for (const page of sitemapPages) statuses.push((await raw(page)).status);
      expect(statuses.map((status) => (status === 429 ? 'refused' : 'rendered'))).toEqual([
        ...Array(15).fill('rendered'),
        ...Array(8).fill('refused'),
      ]);
    } finally {
      await shell.close();
      await new Promise((resolve) => api.close(resolve));
    }
  });
});

describe('every page of the route table, for any client', () => {
  let shell: FastifyInstance;
  beforeAll(async () => {
    shell = await shellServer([]);
  });
  afterAll(() => shell.close());

  const pages = [
    '/',
    '/products',
    '/products/6',
    '/faq',
    '/contact',
    '/cart',
    '/wishlist',
    '/checkout',
    '/account',
    '/orders',
    '/auth/login',
    '/admin',
  ];

  it.each(pages)(
    'answers %s with its page whatever the client accepts, and HEAD as GET without the body',
    async (page) => {
      for (const accept of ['*/*', 'text/html', 'application/json']) {
        const answer = await raw(page, { accept });
        expect([page, accept, answer.status]).toEqual([page, accept, 200]);
        expect(answer.headers['content-type']).toMatch(/^text\/html/);
        expect(answer.body).toContain('<div id=root><main>');
      }
      const head = await raw(page, { accept: '*/*' });
      const headOnly = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port: PORT, path: page, method: 'HEAD' },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(headOnly).toEqual({ status: head.status, body: '' });
    },
  );

  it('lets search engines index the help pages, not the signed-in ones', async () => {
    expect((await raw('/faq')).body).not.toContain('name="robots"');
    expect((await raw('/contact')).body).not.toContain('name="robots"');
    for (const page of ['/cart', '/wishlist', '/checkout', '/account', '/orders', '/auth/login', '/admin'])
      expect([page, (await raw(page)).body]).toEqual([
        page,
        expect.stringContaining('<meta name="robots" content="noindex">'),
      ]);
  });

  it('keeps search results out of the index while their links are followed', async () => {
    const search = await raw('/products?search=gele');
    expect(search.body).toContain('<meta name="robots" content="noindex, follow">');
    expect((await raw('/products?sort=name')).body).not.toContain('name="robots"');
  });

  it('answers an unknown path with the 404 page for any client', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const answer = await raw('/no-such-page', { accept });
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('<title>Page Not Found | Kasuwa</title>');
    }
  });

  it('sends the page headers that keep other windows and browser features away', async () => {
    const page = await raw('/faq');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
  });
});

describe('a rendered page and the catalogue’s prices by the clock', () => {
  let api: http.Server;
  let shell: FastifyInstance;
  const rendered: string[] = [];
  /** What the API says of the catalogue: its generation, and when a promotion next starts or ends. */
  let nextChangeAt: number | null = null;
  beforeAll(async () => {
    api = http.createServer((request, response) => {
      if (request.url !== '/api/products/generation') return response.writeHead(404).end();
      response.setHeader('content-type', 'application/json');
      const next = nextChangeAt === null ? null : new Date(nextChangeAt).toISOString();
      response.end(JSON.stringify({ data: { generation: 1, next_change_at: next } }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as { port: number };
    shell = await shellServer(rendered, { apiUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await shell.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('keeps a page no later than the next start or end of a promotion the API names', async () => {
    const endsAt = Date.now() + 1_500;
    nextChangeAt = endsAt;
    expect((await raw('/products/6')).headers['x-render']).toBe('server');
    expect((await raw('/products/6')).headers['x-render']).toBe('cache');
    // The promotion has ended: the page is rendered again, with the price the API now answers.
    await new Promise((resolve) => setTimeout(resolve, endsAt - Date.now() + 20));
    nextChangeAt = null;
    expect((await raw('/products/6')).headers['x-render']).toBe('server');
    expect((await raw('/products/6')).headers['x-render']).toBe('cache');
    expect(rendered.filter((url) => url === '/products/6')).toHaveLength(2);
  });
});
