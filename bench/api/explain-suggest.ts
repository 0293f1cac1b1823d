/**
 * The suggestion endpoint's queries, EXPLAINed on PGlite over the seeded catalogue and over the same catalogue
 * copied until it holds BENCH_PRODUCTS products (20,000 unless set), where a table scan would show: prints each
 * plan (EXPLAIN ANALYZE) and the median time of the whole suggestion (modules/catalog/search/suggest.ts) for a few
 * beginnings shoppers type. `npm run bench:explain-suggest`
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { suggest } from '../../api/src/modules/catalog/search/suggest.js';
import { planSearch } from '../../api/src/modules/catalog/search/plan.js';

const TARGET = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const TYPED = ['sa', 'samsng', 'tv 43', 'shea butt', 'powerbank', 'aircon', 'ankara go'];
const RUNS = 15;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kasuwa-explain-'));
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    { logLevel: 'warn' },
  );
  const app = await buildApp({ config });
  await app.ready();
  const db = app.db;
  const rows = async (q: ReturnType<typeof sql>) =>
    (await db.execute(q)) as unknown as { rows: Record<string, unknown>[] };
  const count = async () => Number((await rows(sql`select count(*)::int as n from products`)).rows[0]?.n);

  const report = async (label: string) => {
    const n = await count();
    console.log(`\n## ${label}: ${n} products\n`);
    for (const typed of TYPED) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await suggest(db, typed);
        times.push(performance.now() - t0);
      }
      console.log(`- suggest("${typed}"): median ${median(times).toFixed(1)} ms over ${RUNS} runs`);
    }
    const plan = await planSearch(db, 'samsng', true);
    console.log(`\nEXPLAIN ANALYZE of the product query for "samsng" (tsquery ${plan.query}):\n`);
    const explained = await rows(sql`explain analyze
      select p.id, p.name from products p
      where p.published and p.search_document @@ to_tsquery('simple', ${plan.query})
      order by ts_rank('{0.05, 0.2, 0.4, 1.0}', p.search_document, to_tsquery('simple', ${plan.query})) desc, p.id desc
      limit 8`);
    for (const r of explained.rows) console.log(`    ${String(Object.values(r)[0])}`);
    const vocabulary = await rows(sql`explain analyze
      select st.term from search_terms st where st.term % ${'samsng'}
      order by similarity(st.term, ${'samsng'}) desc limit 1`);
    console.log(`\nEXPLAIN ANALYZE of the typo's look-up in the vocabulary:\n`);
    for (const r of vocabulary.rows) console.log(`    ${String(Object.values(r)[0])}`);
  };

  await report('Seeded catalogue');
  // Copies of the published products (names kept, slugs made unique) until the target is reached.
  while ((await count()) < TARGET) {
    await db.execute(sql`
      insert into products (name, slug, description, brand, category_id, published, type)
      select p.name, p.slug || '-' || substr(md5(random()::text), 1, 10), p.description, p.brand, p.category_id,
        p.published, p.type
      from products p
      limit ${Math.min(TARGET - (await count()), 5000)}`);
  }
  await db.execute(sql`analyze`);
  await report(`Catalogue copied to ${TARGET} products`);
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
