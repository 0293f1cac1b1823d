import { sql } from 'drizzle-orm';
import { browserIds } from 'shared-contracts/browser-id';
import { searchLog } from '../tables.js';
import { createCategory, createProduct, shopper } from '../../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../../test/helpers.js';

interface Period {
  days: number;
  searches: number;
  clicks: number;
  click_through: number | null;
  top_queries: { query: string; searches: number; results: number }[];
  no_results: { query: string; searches: number }[];
}

describe.each(databases)('the Searches report (%s)', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let regular: Record<string, string>;
  beforeAll(async () => {
    // Answers cached as served: a repeated search is answered before validation and still counted.
    t = await buildTestApp({ kind, config: { catalogCacheMs: 60_000 } });
    const phones = await createCategory(t.app, 'Phones');
    await createProduct(t.app, { name: 'Samsung Galaxy A15', brand: 'Samsung', categoryId: phones.id });
    await createProduct(t.app, { name: 'Tecno Spark 20', brand: 'Tecno', categoryId: phones.id });
    admin = (await shopper(t.app, 'ADMIN')).headers;
    regular = (await shopper(t.app)).headers;
  }, 60_000);
  afterAll(() => t.close());

  const search = async (query: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}`, headers, remoteAddress });
    expect(res.statusCode).toBe(200);
  };
  const click = (q: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/search-clicks',
      payload: { q },
      headers,
      remoteAddress,
    });
  /** The Cookie header of a browser the shop's server gave the id `id` (signed with the shared secret). */
  const browser = (id: string) => ({
    cookie: `kasuwa_browser=${browserIds(t.config.releaseTokenSecret).value(id)}`,
  });
  const report = async () => {
    await t.app.searchLog.flush();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports/searches', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { periods: Period[] } }>().data.periods;
  };

  it('counts searches as typed, those that found nothing, and the clicks that followed, without who', async () => {
    await search('search=Samsng', {}, '198.51.100.1');
    await search('search=samsng', regular, '198.51.100.2');
    await search('search=%20SAMSNG%20%20', {}, '198.51.100.3');
    await search('search=tecno', {}, '198.51.100.4');
    // The same URL from another client: answered from the cache before validation, and counted all the same.
    await search('search=tecno', {}, '198.51.100.5');
    await search('search=zzqxv', {}, '198.51.100.6');
    // The same search looked at again (a further page, a facet, another order) is not another search.
    await search('search=samsng&page=2', {}, '198.51.100.7');
    await search('search=samsng&brand=samsung', {}, '198.51.100.7');
    await search('search=samsng&sort=price_asc', {}, '198.51.100.7');
    await search('category=phones', {}, '198.51.100.8');
    expect((await click('samsng', {}, '198.51.100.1')).statusCode).toBe(200);
    expect((await click('tecno', {}, '198.51.100.4')).statusCode).toBe(200);

    const [week, month] = await report();
    expect(week).toMatchObject({ days: 7, searches: 6, clicks: 2, click_through: 2 / 6 });
    expect(week?.top_queries).toEqual([
      { query: 'samsng', searches: 3, results: 1 },
      { query: 'tecno', searches: 2, results: 1 },
      { query: 'zzqxv', searches: 1, results: 0 },
    ]);
    expect(week?.no_results).toEqual([{ query: 'zzqxv', searches: 1 }]);
    expect(month).toMatchObject({ days: 30, searches: 6, clicks: 2 });

    // Nothing in the log says who searched.
    const columns = await t.app.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'search_log' and table_schema = current_schema() order by column_name`,
    );
    expect(
      (columns as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name),
    ).toEqual(['at', 'clicks', 'id', 'query', 'results', 'searches']);
  });

  it('counts a query once per browser and hour, however often one client searches and clicks', async () => {
    const before = await report();
    const counted = (periods: Period[], query: string) =>
      periods[0]?.top_queries.find((r) => r.query === query)?.searches ?? 0;
    const a = browser('0b7a3b6e-2f4d-4c1a-9e8f-1a2b3c4d5e6f');
    const b = browser('5c0ffee0-1234-4abc-8def-0123456789ab');
    // One browser in a loop: the same query, and its case and spacing, asked and clicked again and again.
    for (let i = 0; i < 10; i += 1) {
      await search(i % 2 ? 'search=galaxy' : 'search=%20GALAXY', a, '203.0.113.7');
      expect((await click('galaxy', a, '203.0.113.7')).statusCode).toBe(200);
    }
    // Another browser at the same address counts for itself.
    await search('search=galaxy', b, '203.0.113.7');
    // Made-up or tampered browser ids are not the shop's: each counts as its address, once.
    for (let i = 0; i < 5; i += 1) {
      await search(
        'search=galaxy',
        { cookie: `kasuwa_browser=0b7a3b6e-2f4d-4c1a-9e8f-00000000000${i}.forged` },
        '203.0.113.8',
      );
      expect((await click('galaxy', { cookie: `kasuwa_browser=${i}` }, '203.0.113.8')).statusCode).toBe(200);
    }
    // Without a browser id, the address; another query from the same browser counts.
    await search('search=galaxy', {}, '203.0.113.9');
    await search('search=galaxy', {}, '203.0.113.9');
    await search('search=spark', a, '203.0.113.7');

    let week = (await report())[0];
    expect(counted([week as Period], 'galaxy')).toBe(4);
    expect(week?.searches).toBe((before[0]?.searches ?? 0) + 5);
    expect(week?.clicks).toBe((before[0]?.clicks ?? 0) + 2);

    // An hour later the same browser counts again.
    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 60 * 60 * 1000 + 1000);
    try {
      await search('search=galaxy', a, '203.0.113.7');
      week = (await report())[0];
    } finally {
      later.mockRestore();
    }
    expect(counted([week as Period], 'galaxy')).toBe(5);
  });

  it('keeps the last 7 and the last 30 days apart', async () => {
    const before = await report();
    await t.app.db.insert(searchLog).values([
      { query: 'generator', searches: 4, results: 0, at: new Date(Date.now() - 10 * 86_400_000) },
      { query: 'old search', searches: 9, results: 2, at: new Date(Date.now() - 40 * 86_400_000) },
    ]);
    const [week, month] = await report();
    expect(week?.searches).toBe(before[0]?.searches);
    expect(week?.no_results.map((r) => r.query)).not.toContain('generator');
    expect(month?.searches).toBe((before[1]?.searches ?? 0) + 4);
    expect(month?.no_results[0]).toEqual({ query: 'generator', searches: 4 });
    expect(month?.top_queries.map((r) => r.query)).not.toContain('old search');
  });

  it('is for admins only, and a click without a search is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports/searches', headers: regular });
    expect(res.statusCode).toBe(403);
    expect((await click('')).statusCode).toBe(400);
    expect((await click(42)).statusCode).toBe(400);
    expect((await click('x'.repeat(500))).statusCode).toBe(400);
  });
});
