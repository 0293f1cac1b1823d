import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { schema } from '../src/db/client.js';
import { paymentTables } from '../src/modules/payments/index.js';
import { seedDatabase } from '../src/seed/index.js';
import { catalogTables } from '../src/modules/catalog/index.js';
import { TRANSLATED_LOCALES, type TranslatedLocale } from 'shared-contracts/locales';
import { buildTestApp, databases, type TestApp } from './helpers.js';

describe.each(databases)('seed (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind, seed: true });
  }, 60_000);
  afterAll(async () => t?.close());

  const count = async (table: typeof schema.products | typeof schema.orders) => {
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };

  it('fills the catalogue: at least 60 products with variants, pictures and the named categories', async () => {
    const db = t.database.db;
    expect(await count(schema.products)).toBeGreaterThanOrEqual(60);
    const names = (await db.select({ name: schema.categories.name }).from(schema.categories)).map(
      (c) => c.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Electronics', 'Fashion', 'Home & Garden', 'Sports']));
    expect(names.length).toBeGreaterThanOrEqual(6);
    const attributes = (
      await db.select({ name: catalogTables.attributes.name }).from(catalogTables.attributes)
    ).map((a) => a.name);
    expect(attributes).toEqual(expect.arrayContaining(['Size', 'Colour', 'Storage']));
    const stocks = (await db.select({ stock: schema.variants.stock }).from(schema.variants)).map(
      (v) => v.stock,
    );
    expect(stocks).toContain(0);
    expect(stocks.some((s) => s > 0 && s <= 5)).toBe(true);
    const sale = await db
      .select({ id: schema.variants.id })
      .from(schema.variants)
      .where(sql`${schema.variants.salePriceKobo} > 0`);
    expect(sale.length).toBeGreaterThan(5);
    const [image] = await db.select().from(schema.productImages).limit(1);
    expect(image?.path).toMatch(/\.svg$/);
    const svg = readFileSync(join(t.config.uploadDir, image?.path ?? ''), 'utf8');
    expect(svg).toContain('<svg');
    const served = await t.app.inject({ method: 'GET', url: `/api/uploads/${image?.path ?? ''}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
  });

  it("translates every category and at least 12 products into each of the shop's other languages, in NFC", async () => {
    const db = t.database.db;
    const byLocale = async (
      table: typeof catalogTables.productTranslations | typeof catalogTables.categoryTranslations,
    ) => {
      const rows = await db.select().from(table);
      for (const row of rows) {
        expect(row.name).toBe(row.name.normalize('NFC'));
        expect(row.description).toBe(row.description.normalize('NFC'));
        expect(row.name.trim()).not.toBe('');
      }
      return new Map(TRANSLATED_LOCALES.map((locale) => [locale, rows.filter((r) => r.locale === locale)]));
    };
    const categories = await byLocale(catalogTables.categoryTranslations);
    const categoryCount = (await db.select({ id: schema.categories.id }).from(schema.categories)).length;
    const products = await byLocale(catalogTables.productTranslations);
    for (const locale of TRANSLATED_LOCALES) {
      expect(categories.get(locale)).toHaveLength(categoryCount);
      expect(products.get(locale)?.length).toBeGreaterThanOrEqual(12);
    }
    const text = (locale: TranslatedLocale) =>
      [...(categories.get(locale) ?? []), ...(products.get(locale) ?? [])]
        .map((r) => `${r.name} ${r.description}`)
        .join(' ');
    // Each language written with its own letters.
    expect(text('yo')).toMatch(/[ẹọṣ]/);
    expect(text('yo').normalize('NFD')).toMatch(/[\u0300\u0301]/);
    expect(text('ha')).toMatch(/[ɓɗƙ]/);
    expect(text('ig')).toMatch(/[ịọụ]/);
    expect(text('ig')).toMatch(/ṅ/);
    // The shop answers them, and finds a product by them.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?search=shinkafar',
      headers: { 'accept-language': 'ha' },
    });
    const found = (res.json() as { data: { results: { name: string; lang: string }[] } }).data.results;
    expect(found).toContainEqual(expect.objectContaining({ name: 'Shinkafar Mama Gold', lang: 'ha' }));
  });

  it('creates the demo admin and shopper with working passwords, orders and a pay-later plan', async () => {
    const db = t.database.db;
    const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, 'admin@kasuwa.test'));
    const [shopper] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'shopper@kasuwa.test'));
    expect(admin?.role).toBe('ADMIN');
    expect(shopper?.role).toBe('REGULAR');
    expect(await t.app.passwords.verify('KasuwaAdmin1', admin?.passwordHash ?? null)).toBe(true);
    expect(await t.app.passwords.verify('KasuwaShopper1', shopper?.passwordHash ?? null)).toBe(true);
    // Their emails count as confirmed, so the demo uses codes limited per customer and votes on reviews at once.
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(shopper?.emailVerifiedAt).toBeInstanceOf(Date);
    const statuses = new Set(
      (await db.select({ s: schema.orders.status }).from(schema.orders)).map((o) => o.s),
    );
    expect(statuses.size).toBeGreaterThanOrEqual(5);
    const plans = await db.select().from(paymentTables.payLaterPlans);
    expect(plans.length).toBeGreaterThanOrEqual(1);
  });

  it('runs only once: a second start leaves the data as it is', async () => {
    const before = await count(schema.products);
    await t.database.migrate((db) =>
      seedDatabase(db, { config: t.config, hashPassword: async (p) => p, log: () => {} }),
    );
    expect(await count(schema.products)).toBe(before);
    expect(await count(schema.orders)).toBeGreaterThan(0);
  });
});

describe('seed in production', () => {
  it('creates only the admin, with ADMIN_PASSWORD', async () => {
    const t = await buildTestApp({ seed: false });
    try {
      const config = { ...t.config, nodeEnv: 'production', adminPassword: 'A-real-Secret-1' };
      await seedDatabase(t.database.db, {
        config,
        hashPassword: (p) => t.app.passwords.hash(p),
        log: () => {},
      });
      const users = await t.database.db.select().from(schema.users);
      expect(users.map((u) => u.email)).toEqual(['admin@kasuwa.test']);
      expect(await t.app.passwords.verify('A-real-Secret-1', users[0]?.passwordHash ?? null)).toBe(true);
      expect(await t.database.db.select().from(schema.orders)).toHaveLength(0);
      expect(existsSync(join(t.config.uploadDir, 'products'))).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});
