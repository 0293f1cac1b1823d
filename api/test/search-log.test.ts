import { sql } from 'drizzle-orm';
import { searchLog } from '../src/db/schema.js';
import { createCategory, createProduct, shopper } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

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

  const search = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}`, headers });
    expect(res.statusCode).toBe(200);
  };
  const click = (q: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/products/search-clicks', payload: { q } });
  const report = async () => {
    await t.app.searchLog.flush();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports/searches', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { periods: Period[] } }>().data.periods;
  };

  it('counts searches as typed, those that found nothing, and the clicks that followed, without who', async () => {
    await search('search=Samsng');
    await search('search=samsng', regular);
    await search('search=%20SAMSNG%20%20');
    await search('search=tecno');
    // The same address again: answered from the cache before validation, and counted all the same.
    await search('search=tecno');
    await search('search=zzqxv');
    // The same search looked at again (a further page, a facet, another order) is not another search.
    await search('search=samsng&page=2');
    await search('search=samsng&brand=samsung');
    await search('search=samsng&sort=price_asc');
    await search('category=phones');
    expect((await click('samsng')).statusCode).toBe(200);
    expect((await click('tecno')).statusCode).toBe(200);

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
