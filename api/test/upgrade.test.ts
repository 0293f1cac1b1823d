import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { API_DIR, MIGRATIONS_FOLDER, reconcileMigrations, type Database } from '../src/db/client.js';
import { createPasswordHasher } from '../src/lib/passwords.js';
import { PASSWORD, login } from './fixtures.js';
import {
  buildTestApp,
  databases,
  openTestDatabase,
  rowsOf,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

/**
 * Every earlier version of the shop (CHANGELOG.md; tags v0.1.0…) and the migrations it shipped, written by
 * scripts/release-fixtures.mjs: each distinct set is a folder holding that version's journal as it was, and `sql`
 * is the hash of each migration's SQL as every version shipped it.
 */
const FIXTURES = join(API_DIR, 'test', 'fixtures', 'releases');
interface Release {
  version: string;
  commit: string;
  date: string;
  /** The folder of the journal it shipped. */
  migrations: string;
}
const { releases, sql: shippedSql } = JSON.parse(readFileSync(join(FIXTURES, 'releases.json'), 'utf8')) as {
  releases: Release[];
  sql: Record<string, string>;
};

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
const readJournal = (folder: string) =>
  (JSON.parse(readFileSync(join(folder, '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
const headJournal = readJournal(join(MIGRATIONS_FOLDER, 'meta'));

/** Each migration set with the versions that shipped it, oldest first. */
const sets = [...new Set(releases.map((r) => r.migrations))].map((folder) => {
  const versions = releases.filter((r) => r.migrations === folder).map((r) => r.version);
  const tags = readJournal(join(FIXTURES, folder)).map((e) => e.tag);
  const range = versions.length > 1 ? `${versions[0]}–${versions.at(-1)}` : versions[0];
  return { folder, versions, tags, label: `${range} (migrations up to ${tags.at(-1)})` };
});

const tmp = mkdtempSync(join(tmpdir(), 'kasuwa-upgrade-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A migrations folder named `name` with this journal and the SQL of its migrations (never edited once shipped). */
function migrationsFolder(name: string, journal: string): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'meta'), { recursive: true });
  writeFileSync(join(dir, 'meta', '_journal.json'), journal);
  for (const { tag } of readJournal(join(dir, 'meta')))
    copyFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(dir, `${tag}.sql`));
  return dir;
}

/** The first version whose API reconciles the database's record of its migrations before drizzle's migrator. */
const FIRST_RECONCILING = releases.findIndex((r) => r.version === '0.19.0');

/**
 * Migrates the database as drizzle's migrator does on that folder: as the version with that journal started (from
 * 0.19.0, after the reconcile step, as client.ts's `migrate` does).
 */
async function migrateWith(made: TestDatabase, folder: string, reconciles = false): Promise<void> {
  // As client.ts has always named it: the test schema on PostgreSQL, drizzle's own on PGlite.
  const migrationsSchema = made.schemaName ?? 'drizzle';
  if (reconciles) {
    const client = await made.database.pool.connect();
    try {
      await reconcileMigrations(client, migrationsSchema, folder);
    } finally {
      client.release();
    }
  }
  await migrate(made.database.db as unknown as NodePgDatabase, {
    migrationsFolder: folder,
    migrationsSchema,
  });
}

/** As the version that shipped this migration set did, with its journal (and so its dates). */
const migrateAs = (made: TestDatabase, set: string) =>
  migrateWith(
    made,
    migrationsFolder(set, readFileSync(join(FIXTURES, set, '_journal.json'), 'utf8')),
    FIRST_RECONCILING !== -1 && releases.findIndex((r) => r.migrations === set) >= FIRST_RECONCILING,
  );

/** Where drizzle records a database's migrations: the test schema on PostgreSQL, its own schema on PGlite. */
const migrationsTable = (made: TestDatabase) => `"${made.schemaName ?? 'drizzle'}"."__drizzle_migrations"`;

const CUSTOMER = { email: 'adaeze@example.ng', username: 'adaeze', first: 'Adaeze', last: 'Okafor' };
const ADMIN = { email: 'bola@example.ng', username: 'bola', first: 'Bola', last: 'Adeyemi' };

/**
 * A customer and an admin, a product with a variant (Colour: Indigo), and a delivered order of two paid on delivery,
 * in SQL that every version's schema takes (the columns of 0000 and those later ones with defaults). From 0004 the
 * payment is a row of its own; before it the order's "paid" is the payment, which 0004 moves into `payments`.
 */
async function fillShop(database: Database, tags: string[]) {
  const { db } = database;
  const one = async <T>(query: SQL) => (await rowsOf<T>(db, query))[0] as T;
  const passwordHash = await createPasswordHasher(1024).hash(PASSWORD);
  const user = async (u: typeof CUSTOMER, role: string) =>
    one<{ id: number }>(sql`insert into users (email, username, first_name, last_name, role, password_hash)
      values (${u.email}, ${u.username}, ${u.first}, ${u.last}, ${role}, ${passwordHash}) returning id`);
  const customer = await user(CUSTOMER, 'REGULAR');
  await user(ADMIN, 'ADMIN');
  const category = await one<{ id: number }>(
    sql`insert into categories (name, slug) values ('Fabrics', 'fabrics') returning id`,
  );
  const product = await one<{
    id: number;
  }>(sql`insert into products (name, slug, description, category_id, type)
    values ('Ankara wrapper', 'ankara-wrapper', 'Six yards of wax print', ${category.id}, 'variable') returning id`);
  const variant = await one<{ id: number }>(sql`insert into variants
    (product_id, sku, regular_price_kobo, sale_price_kobo, stock)
    values (${product.id}, 'ANK-6Y-IND', 1500000, 0, 7) returning id`);
  const attribute = await one<{ id: number }>(
    sql`insert into attributes (name) values ('Colour') returning id`,
  );
  const value = await one<{ id: number }>(
    sql`insert into attribute_values (attribute_id, value) values (${attribute.id}, 'Indigo') returning id`,
  );
  await db.execute(sql`insert into variant_attribute_values (variant_id, attribute_value_id)
    values (${variant.id}, ${value.id})`);
  const order = await one<{ id: number }>(sql`insert into orders (number, user_id, status, payment_status,
      payment_method, subtotal_kobo, shipping_fee_kobo, total_kobo, shipping_full_name, shipping_phone,
      shipping_street, shipping_city, shipping_state)
    values ('KSW-20261122-UPGR4D', ${customer.id}, 'delivered', 'paid', 'pay_on_delivery', 3000000, 150000,
      3150000, 'Adaeze Okafor', '08031234567', '12 Awolowo Road', 'Ikeja', 'Lagos') returning id`);
  await db.execute(sql`insert into order_items
    (order_id, product_id, variant_id, product_name, variant_label, sku, unit_price_kobo, quantity)
    values (${order.id}, ${product.id}, ${variant.id}, 'Ankara wrapper', 'Indigo', 'ANK-6Y-IND', 1500000, 2)`);
  if (tags.includes('0004_payments_and_handled_messages'))
    await db.execute(
      sql`insert into payments (order_id, kind, amount_kobo) values (${order.id}, 'delivery', 3150000)`,
    );
  return { customerId: customer.id, productId: product.id, variantId: variant.id, orderId: order.id };
}

type Shop = Awaited<ReturnType<typeof fillShop>>;

/** The rows are all there, every migration of this version is recorded once, and the API answers for them. */
async function expectShop(t: TestApp, shop: Shop, migrationsTable: string) {
  const { db } = t.database;
  const rows = (query: SQL) => rowsOf<Record<string, unknown>>(db, query);
  expect(await rows(sql`select email, role from users order by id`)).toEqual([
    { email: CUSTOMER.email, role: 'REGULAR' },
    { email: ADMIN.email, role: 'ADMIN' },
  ]);
  expect(
    await rows(sql`select o.number, o.status, i.quantity, p.kind, p.amount_kobo::text as amount
      from orders o join order_items i on i.order_id = o.id join payments p on p.order_id = o.id`),
  ).toEqual([
    { number: 'KSW-20261122-UPGR4D', status: 'delivered', quantity: 2, kind: 'delivery', amount: '3150000' },
  ]);
  const recorded = await rowsOf<{ hash: string }>(db, sql.raw(`select hash from ${migrationsTable}`));
  const head = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);
  expect(recorded.map((r) => r.hash).sort()).toEqual([...head].sort());

  const { access } = await login(t.app, CUSTOMER.email);
  const headers = { authorization: `Bearer ${access}` };
  const list = await t.app.inject({ url: '/api/orders', headers });
  expect(list.statusCode).toBe(200);
  expect(list.json().data.results).toMatchObject([{ id: shop.orderId, number: 'KSW-20261122-UPGR4D' }]);
  const order = await t.app.inject({ url: `/api/orders/${shop.orderId}`, headers });
  expect(order.statusCode).toBe(200);
  expect(order.json().data).toMatchObject({
    status: 'delivered',
    payment_status: 'paid',
    payment_method: 'pay_on_delivery',
    total: 31500,
    items: [{ product_name: 'Ankara wrapper', variant_label: 'Indigo', quantity: 2, unit_price: 15000 }],
    shipping_address: { full_name: 'Adaeze Okafor', state: 'Lagos' },
  });
  // An order from before the status history has one entry: its status as it stood.
  expect(order.json().data.history).toEqual([
    {
      status: 'delivered',
      at: expect.any(String),
      by: 'system',
      note: 'Recorded from the order as it stood',
    },
  ]);

  const product = await t.app.inject({ url: `/api/products/${shop.productId}` });
  expect(product.statusCode).toBe(200);
  expect(product.json().data).toMatchObject({
    name: 'Ankara wrapper',
    price: 15000,
    in_stock: true,
    variants: [{ id: shop.variantId, stock: 7, regular_price: 15000, attributes: [{ value: 'Indigo' }] }],
  });
  const found = await t.app.inject({ url: '/api/products?search=ankara' });
  expect(found.statusCode).toBe(200);
  expect(found.json().data.results.map((p: { id: number }) => p.id)).toEqual([shop.productId]);

  const admin = await login(t.app, ADMIN.email);
  const payments = await t.app.inject({
    url: '/api/admin/transactions',
    headers: { authorization: `Bearer ${admin.access}` },
  });
  expect(payments.statusCode).toBe(200);
  expect(payments.json().data).toMatchObject({
    results: [{ order_id: shop.orderId, kind: 'delivery', amount: 31500 }],
    total_amount: 31500,
  });
}

describe.each(databases)(
  'a database made by an earlier version of the shop upgrades to this one (%s)',
  (kind) => {
    /**
     * A database made by the versions of the first of these migration sets and filled as they had it, then started by
     * the others' in turn (each migrating it as that version did), then by this version, which must find everything
     * and answer for it. Gives the versions that could not start on it (their migration failed and was rolled back).
     */
    async function upgrade([first, ...later]: typeof sets): Promise<string[]> {
      if (!first) throw new Error('no version to make the database with');
      const made = await openTestDatabase(kind, { empty: true });
      const couldNotStart: string[] = [];
      let shop: Shop;
      try {
        await migrateAs(made, first.folder);
        shop = await fillShop(made.database, first.tags);
        for (const set of later)
          await migrateAs(made, set.folder).catch(() => couldNotStart.push(set.versions[0] ?? set.folder));
      } catch (err) {
        await made.database.close();
        await made.drop();
        throw err;
      }
      // This version's app on it: it migrates as it starts (and closes the database should that fail).
      const t = await buildTestApp({ kind, database: made });
      try {
        await expectShop(t, shop, migrationsTable(made));
      } finally {
        await t.close();
      }
      return couldNotStart;
    }

    it.each(sets)('made by $label', async (set) => {
      await upgrade([set]);
    });

    it('made by the first version and started by every later one in turn, stranded since 0.16.0', async () => {
      // 0.13.0 skipped 0009 (dated before the 0003–0008 this database had recorded), so 0.16.0's 0018 found no refunds
      // table; it and every later version could not start on this database until this one.
      expect(await upgrade(sets)).toEqual(['0.16.0']);
    });
  },
);

// The step's rules are the same SQL on either database: run on one (PostgreSQL when there is one).
describe.each(databases.slice(-1))('a migration generated again (%s)', (kind) => {
  it('does not run again a migration it has under an earlier date (one generated again, its SQL the same)', async () => {
    const last = headJournal.at(-1);
    if (!last) throw new Error('no migrations');
    const firstGenerated = { ...last, when: last.when - 86_400_000 };
    const journal = {
      version: '7',
      dialect: 'postgresql',
      entries: [...headJournal.slice(0, -1), firstGenerated],
    };
    const made = await openTestDatabase(kind, { empty: true });
    try {
      await migrateWith(made, migrationsFolder(`${kind}-generated-again`, JSON.stringify(journal)));
      await made.database.migrate();
      const recorded = await rowsOf<{ created_at: string }>(
        made.database.db,
        sql.raw(`select created_at from ${migrationsTable(made)} order by id`),
      );
      expect(recorded.map((row) => Number(row.created_at))).toEqual(headJournal.map((entry) => entry.when));
    } finally {
      await made.database.close();
      await made.drop();
    }
  });
});

describe('the migrations', () => {
  it('are dated each no earlier than the one before it (drizzle runs only those dated after the last one applied)', () => {
    const earlier = headJournal.filter((entry, i) => i > 0 && entry.when < (headJournal[i - 1]?.when ?? 0));
    expect(earlier.map((entry) => entry.tag)).toEqual([]);
  });

  it('keep the SQL each earlier version shipped (a database knows a migration it has by its hash)', () => {
    const hashes = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);
    const head = Object.fromEntries(headJournal.map((entry, i) => [entry.tag, hashes[i]]));
    expect(Object.keys(shippedSql).length).toBeGreaterThan(0);
    for (const [tag, hash] of Object.entries(shippedSql)) expect([tag, head[tag]]).toEqual([tag, hash]);
  });
});

describe('the versions', () => {
  it("are CHANGELOG.md's sections: every earlier one dated as it landed, and the newest this package's", () => {
    const changelog = readFileSync(join(API_DIR, '..', 'CHANGELOG.md'), 'utf8');
    const sections = [...changelog.matchAll(/^## (\d+\.\d+\.\d+) — (\d{4}-\d{2}-\d{2}|unreleased)$/gm)].map(
      ([, version, date]) => ({ version, date }),
    );
    const { version } = JSON.parse(readFileSync(join(API_DIR, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(sections[0]?.version).toBe(version);
    // A version that landed is tagged, and its migrations are in the fixtures (scripts/release-fixtures.mjs).
    expect(sections.filter((s) => s.date !== 'unreleased').reverse()).toEqual(
      releases.map((r) => ({ version: r.version, date: r.date })),
    );
  });
});
