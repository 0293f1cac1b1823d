import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Order } from 'shared-contracts/schemas/orders';
import type { OrderReturn } from 'shared-contracts/schemas/returns';
import type { ProductImage } from 'shared-contracts/schemas/catalog';
import { listFiles, type BackupManifest } from '../src/backup/archive.js';
import { backupShop } from '../src/backup/backup.js';
import { BackupRefused, type BackupConfig } from '../src/backup/common.js';
import { readBackupManifest, restoreShop } from '../src/backup/restore.js';
import { loadConfig } from '../src/config.js';
import { migrationsSchemaOf, openDatabase } from '../src/db/client.js';
import { SHOP_VERSION } from '../src/version.js';
import { multipartBody, PNG_1PX } from './admin-helpers.js';
import { address, addToCart, createProduct, shopper } from './fixtures.js';
import { buildTestApp, databases, openTestDatabase, type DatabaseKind, type TestApp } from './helpers.js';
import { completeAtProvider, payShop, startPayment, verify, webhooksProcessed } from './payments-helpers.js';
import {
  CLI,
  everything,
  forgedBackup,
  newPostgresDatabase,
  run,
  SHOP_TABLES,
  TSX,
} from './backup-helpers.js';

describe.each(databases)('backup and restore (%s)', (kind: DatabaseKind) => {
  let tmp: string;
  let t: TestApp;
  let source: BackupConfig;
  let schemaName: string | undefined;
  let dataSchema: string;
  let migrationsSchema: string;
  let before: Awaited<ReturnType<typeof everything>>;
  let backup: string;
  let manifest: BackupManifest;
  let productPicture: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'kasuwa-backup-test-'));
    // The shop: on PGlite in a folder of its own (as npm start keeps it), on PostgreSQL in a schema of its own; with
    // the Paystack simulator, so that orders are paid online and refunds go back the way they came.
    const made = await openTestDatabase(
      kind,
      kind === 'pglite' ? { pgliteDir: join(tmp, 'shop', 'pglite') } : {},
    );
    const shop = await payShop(kind, {}, made);
    t = shop.t;
    let open = true;
    const stop = async () => {
      if (!open) return;
      open = false;
      await shop.sim.settled();
      await webhooksProcessed(shop);
      await t.app.close();
    };
    cleanups.push(async () => {
      await stop();
      await t.database.close().catch(() => undefined);
      await made.drop();
      await shop.sim.app.close();
      rmSync(t.config.dataDir, { recursive: true, force: true });
    });
    schemaName = made.schemaName;
    dataSchema = schemaName ?? 'public';
    migrationsSchema = migrationsSchemaOf(schemaName);
    source = {
      databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined,
      databaseSchema: schemaName,
      pgliteDir: join(tmp, 'shop', 'pglite'),
      dataDir: t.config.dataDir,
      uploadDir: t.config.uploadDir,
    };

    // Orders placed through the API: one paid online, delivered and returned with a photo; one to pay on delivery,
    // waiting; a product picture.
    const admin = await shopper(t.app, 'ADMIN');
    const who = await shopper(t.app);
    const a = await createProduct(t.app, { price: 5000, stock: 10 });
    const b = await createProduct(t.app, { price: 3000, stock: 10 });
    const checkout = async (lines: [typeof a, number][], method: 'pay_now' | 'pay_on_delivery') => {
      for (const [{ product, variant }, quantity] of lines)
        await addToCart(t.app, who.headers, product.id, variant.id, quantity);
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/orders/checkout',
        headers: who.headers,
        payload: { shipping_address: address, payment_method: method },
      });
      if (placed.statusCode !== 201) throw new Error(`checkout: ${placed.statusCode} ${placed.body}`);
      return placed.json<{ data: Order }>().data;
    };
    const delivered = await checkout(
      [
        [a, 2],
        [b, 1],
      ],
      'pay_now',
    );
    const { reference } = await startPayment(shop, delivered.id, who.headers);
    await completeAtProvider(shop, reference);
    await verify(shop, delivered.id, reference, who.headers);
    for (const status of ['processing', 'shipped', 'delivered']) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/orders/${delivered.id}/status`,
        headers: admin.headers,
        payload: { status },
      });
      if (moved.statusCode !== 200) throw new Error(`status ${status}: ${moved.statusCode} ${moved.body}`);
    }
    await checkout([[b, 3]], 'pay_on_delivery');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${delivered.id}/returns`,
      headers: who.headers,
      payload: {
        lines: [{ order_item_id: delivered.items[0]?.id, quantity: 1 }],
        reason: 'damaged',
        note: 'Torn at the hem',
      },
    });
    if (asked.statusCode !== 201) throw new Error(`return: ${asked.statusCode} ${asked.body}`);
    const returned = asked.json<{ data: Order }>().data.returns?.[0] as OrderReturn;
    const photo = multipartBody({}, { name: 'torn.png', type: 'image/png', content: PNG_1PX });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/returns/${returned.id}/photos`,
      headers: { ...who.headers, ...photo.headers },
      payload: photo.payload,
    });
    if (sent.statusCode !== 201) throw new Error(`photo: ${sent.statusCode} ${sent.body}`);
    const picture = multipartBody(
      { alt: 'Front' },
      { name: 'front.png', type: 'image/png', content: PNG_1PX },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${a.product.id}/images`,
      headers: { ...admin.headers, ...picture.headers },
      payload: picture.payload,
    });
    if (uploaded.statusCode !== 201) throw new Error(`picture: ${uploaded.statusCode} ${uploaded.body}`);
    productPicture = uploaded.json<{ data: ProductImage }>().data.url.replace('/api/uploads/', '');

    if (kind === 'pglite') {
      // The shop has its folder open: a backup now would read it half-written.
      await expect(backupShop(source, join(tmp, 'refused.tar.gz'))).rejects.toThrow(
        /is open: a shop is running on it/,
      );
      expect(existsSync(join(tmp, 'refused.tar.gz'))).toBe(false);
    }
    // The shop stops (its timers would otherwise write between the snapshot and the backup); PostgreSQL's pg_dump
    // would take a consistent snapshot of a running one all the same.
    await stop();
    before = await everything(t.database, dataSchema, migrationsSchema);
    if (kind === 'pglite') await t.database.close();
    backup = join(tmp, 'backups', 'shop.tar.gz');
    manifest = await backupShop(source, backup);
    if (kind === 'postgres') await t.database.close();
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  /** A new shop's configuration: its own folders, and on PostgreSQL a new empty database. */
  async function newShop(): Promise<BackupConfig> {
    const dataDir = mkdtempSync(join(tmp, 'restored-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    if (kind === 'pglite') return { ...config, databaseUrl: undefined, databaseSchema: undefined };
    const target = await newPostgresDatabase();
    cleanups.push(target.drop);
    return { ...config, databaseUrl: target.url, databaseSchema: schemaName };
  }

  const open = (config: BackupConfig) =>
    openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, schemaName: config.databaseSchema, poolSize: 1 }
        : { pgliteDir: config.pgliteDir },
    );

  it('writes one file with the version, the last migration and the pictures', async () => {
    expect(await readBackupManifest(backup)).toEqual(manifest);
    expect(manifest).toMatchObject({
      shopVersion: SHOP_VERSION,
      database: { kind },
      migration: { hash: expect.stringMatching(/^[0-9a-f]{64}$/), tag: expect.stringMatching(/^\d{4}_/) },
      files: { 'return-photos': 1 },
    });
    // The picture and its variants (the shop's own dot-folders, such as drawn share pictures, are left out).
    expect(manifest.files.uploads).toBeGreaterThan(1);
    const journal = before.contents[`${migrationsSchema}.__drizzle_migrations`] ?? [];
    expect(journal.at(-1)).toMatchObject({ hash: manifest.migration.hash });
  });

  it('restores into a new, empty shop: every table, row for row, the sequences, and the pictures', async () => {
    const target = await newShop();
    await restoreShop(target, backup);
    const restored = await open(target);
    let after: typeof before;
    try {
      after = await everything(restored, dataSchema, migrationsSchema);
    } finally {
      await restored.close();
    }
    // Every table of the shop's schema is there, and holds rows where the shop had them.
    const compared = Object.keys(before.contents);
    expect(SHOP_TABLES.length).toBeGreaterThan(40);
    expect(SHOP_TABLES.filter((name) => !compared.includes(`${dataSchema}.${name}`))).toEqual([]);
    for (const table of [
      'orders',
      'order_items',
      'returns',
      'return_photos',
      'product_images',
      'users',
      'products',
    ])
      expect(before.contents[`${dataSchema}.${table}`]?.length).toBeGreaterThan(0);
    expect(Object.keys(after.contents)).toEqual(compared);
    for (const table of compared)
      expect({ table, rows: after.contents[table] }).toEqual({ table, rows: before.contents[table] });
    expect(after.sequences).toEqual(before.sequences);

    // The pictures, byte for byte, and served by a shop on the restored database.
    const files = (root: string) => listFiles(root).then((all) => all.map((file) => relative(root, file)));
    for (const [from, to] of [
      [source.uploadDir, target.uploadDir],
      [join(source.dataDir, 'return-photos'), join(target.dataDir, 'return-photos')],
    ] as const) {
      const names = await files(from);
      expect(await files(to)).toEqual(names);
      for (const name of names)
        expect(readFileSync(join(to, name)).equals(readFileSync(join(from, name)))).toBe(true);
    }
    const shop = await buildTestApp({
      kind,
      database: { database: await open(target), drop: async () => {} },
      config: { uploadDir: target.uploadDir },
    });
    try {
      const served = await shop.app.inject({ method: 'GET', url: `/api/uploads/${productPicture}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(readFileSync(join(source.uploadDir, productPicture)))).toBe(true);
    } finally {
      await shop.close();
    }

    // Restoring again into the same, now not empty, database is refused and changes nothing.
    const again = restoreShop(target, backup);
    await expect(again).rejects.toThrow(BackupRefused);
    await expect(again).rejects.toThrow(
      kind === 'pglite' ? /already holds a database.*move that folder aside/ : /is not empty.*create one/,
    );
  }, 120_000);

  it('refuses a backup of a newer shop, or of a migration this one lacks, and leaves the target empty', async () => {
    const target = await newShop();
    const [major, minor] = SHOP_VERSION.split('.').map(Number);
    const newer = await forgedBackup(tmp, { ...manifest, shopVersion: `${major}.${(minor ?? 0) + 1}.0` });
    await expect(restoreShop(target, newer)).rejects.toThrow(/newer than this shop.*upgrade the shop first/);
    const unknown = await forgedBackup(tmp, {
      ...manifest,
      migration: { ...manifest.migration, hash: 'f'.repeat(64), tag: '9999_later' },
    });
    await expect(restoreShop(target, unknown)).rejects.toThrow(/migrated to 9999_later, which this shop/);

    // The command says so and exits non-zero.
    const env = {
      ...process.env,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      DATABASE_SCHEMA: target.databaseSchema ?? '',
    };
    const refused = await run(TSX, [CLI, 'restore', newer], { env }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`newer than this shop (${SHOP_VERSION})`);

    // Nothing was written: the target still takes the backup.
    expect(existsSync(join(target.pgliteDir, 'PG_VERSION'))).toBe(false);
    await restoreShop(target, backup);
  }, 120_000);
});
