import { buildTestApp, databases, type TestApp } from './helpers.js';
import { RELEVANCE_SET } from './search-relevance.js';

/** The share of the relevance set that must show an expected product among the first three results. */
const REQUIRED_SHARE = 0.9;

describe.each(databases)('search relevance on the seeded catalogue (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, seed: true });
  }, 120_000);
  afterAll(() => t.close());

  it(`puts an expected product in the first 3 for at least ${REQUIRED_SHARE * 100}% of ${RELEVANCE_SET.length} shopper searches`, async () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
    const misses: string[] = [];
    for (const { query, expected } of RELEVANCE_SET) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products?${new URLSearchParams({ search: query, page_size: '3' }).toString()}`,
      });
      expect(res.statusCode).toBe(200);
      const top = res.json<{ data: { results: { name: string }[] } }>().data.results.map((p) => p.name);
      if (!top.some((name) => expected.includes(name)))
        misses.push(`${query} → ${top.join(' | ') || 'nothing'}`);
    }
    const share = 1 - misses.length / RELEVANCE_SET.length;
    // The misses, to see what to improve when the share drops.
    if (misses.length > 0)
      console.info(`Search relevance ${(share * 100).toFixed(1)}%; missed:\n${misses.join('\n')}`);
    expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  }, 120_000);

  it('names only products the seeded catalogue has', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?page_size=100' });
    const names = new Set(
      res.json<{ data: { results: { name: string }[] } }>().data.results.map((p) => p.name),
    );
    const unknown = RELEVANCE_SET.flatMap((c) => c.expected).filter((name) => !names.has(name));
    expect(unknown).toEqual([]);
  });
});
