/** @jest-environment node */
import http from 'node:http';
import { browserIds } from 'shared-contracts/browser-id';
import { publicUrlOf } from '../main';
import { shellServerOn } from '../../../testing/shell-server';
import type { CrawlerDns } from './render-budget';

const { raw, shellServer } = shellServerOn(7192);

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
