import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { getTableName, isTable, sql, type Table } from 'drizzle-orm';
import pg from 'pg';
import { MANIFEST_NAME, writeArchive, type BackupManifest } from '../src/backup/archive.js';
import { repoRoot } from '../src/config.js';
import { schema, type Database } from '../src/db/client.js';
import { cartTables } from '../src/modules/cart/index.js';
import { catalogTables } from '../src/modules/catalog/index.js';
import { customerTables } from '../src/modules/customers/index.js';
import { orderTables } from '../src/modules/orders/index.js';
import { paymentTables } from '../src/modules/payments/index.js';
import { promotionTables } from '../src/modules/promotions/index.js';
import { releaseTables } from '../src/modules/releases/index.js';
import { reviewTables } from '../src/modules/reviews/index.js';
import { settingsTables } from '../src/modules/settings/index.js';
import { rowsOf } from './helpers.js';

/** Shared by the backup tests: the backup CLI, the shop's tables and their contents, forged backups and target databases. */
export const run = promisify(execFile);
export const CLI = join(repoRoot(), 'api', 'src', 'backup', 'cli.ts');
export const TSX = join(repoRoot(), 'node_modules', '.bin', 'tsx');

/** Every table of the shop (db/schema.ts and each module's), by name: the comparison in backup.test.ts must cover them all. */
export const SHOP_TABLES = [
  schema,
  catalogTables,
  cartTables,
  releaseTables,
  reviewTables,
  promotionTables,
  customerTables,
  orderTables,
  paymentTables,
  settingsTables,
]
  .flatMap((tables) => Object.values(tables as Record<string, unknown>))
  .filter((value): value is Table => isTable(value))
  .map((table) => getTableName(table))
  .sort();

type Rows = Record<string, unknown>[];

/**
 * Every row of every table of the shop's schema and of the migrations journal, each table ordered by its primary
 * key, and where each sequence stands (so the next order after a restore gets the next id, not a taken one).
 */
export async function everything(database: Database, dataSchema: string, migrationsSchema: string) {
  const tables = await rowsOf<Record<string, unknown>>(
    database.db,
    sql.raw(`select table_schema, table_name from information_schema.tables
      where table_schema in ('${dataSchema}', '${migrationsSchema}') and table_type = 'BASE TABLE'
      order by table_schema, table_name`),
  );
  const contents: Record<string, Rows> = {};
  for (const { table_schema, table_name } of tables as { table_schema: string; table_name: string }[]) {
    const qualified = `"${table_schema}"."${table_name}"`;
    const key = await rowsOf<Record<string, unknown>>(
      database.db,
      sql.raw(`select a.attname from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = '${qualified}'::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`),
    );
    // A table without a primary key (a link table) is ordered by its whole row.
    const order = key.length > 0 ? key.map((k) => `t."${String(k.attname)}"`).join(', ') : 't::text';
    contents[`${table_schema}.${table_name}`] = await rowsOf<Record<string, unknown>>(
      database.db,
      sql.raw(`select t.* from ${qualified} t order by ${order}`),
    );
  }
  const sequences = await rowsOf<Record<string, unknown>>(
    database.db,
    sql.raw(`select schemaname, sequencename, last_value from pg_sequences
      where schemaname in ('${dataSchema}', '${migrationsSchema}') order by 1, 2`),
  );
  return { contents, sequences };
}

/** A file that reads as a backup made by another shop: this manifest and nothing else. */
export async function forgedBackup(dir: string, manifest: BackupManifest): Promise<string> {
  const file = join(dir, `forged-${randomBytes(4).toString('hex')}.tar.gz`);
  await writeArchive(
    file,
    (async function* () {
      yield { name: MANIFEST_NAME, content: Buffer.from(JSON.stringify(manifest)) };
    })(),
  );
  return file;
}

/** A PostgreSQL database of its own (the restore's target), and how to drop it. */
export async function newPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL ?? '';
  const name = `test_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
