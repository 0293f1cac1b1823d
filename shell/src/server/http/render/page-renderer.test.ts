/** @jest-environment node */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { shellServerOn } from '../../../testing/shell-server';

/** The project keeps 7000–7199 for a test's own servers. */
const PORT = 7193;
const { raw, shellServer } = shellServerOn(PORT);

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

  it('renders a tracking lookup for the one who asked: no cache keeps it, here or in the browser', async () => {
    for (const target of [
      '/track/KSW-20261207-4QX2ZA?phone=08031234567',
      '/yo/track?number=KSW-1&phone=0803',
    ]) {
      const before = rendered.length;
      for (let i = 0; i < 2; i++) {
        const answer = await raw(target, { accept: 'text/html' });
        expect([target, answer.headers['x-render'], answer.headers['cache-control']]).toEqual([
          target,
          'server',
          'no-store',
        ]);
      }
      expect(rendered).toHaveLength(before + 2);
    }
    // Without a phone the page is the form alone, the same for everyone.
    await raw('/track/KSW-20261207-4QX2ZA', { accept: 'text/html' });
    const again = await raw('/track/KSW-20261207-4QX2ZA', { accept: 'text/html' });
    expect(again.headers['x-render']).toBe('cache');
    expect(again.headers['cache-control']).toBe('no-cache');
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
    '/track',
    '/track/KSW-20261207-4QX2ZA',
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

  it('keeps the public tracking page out of search results, in every language', async () => {
    for (const page of ['/track', '/track/KSW-20261207-4QX2ZA', '/ha/track/KSW-20261207-4QX2ZA'])
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
