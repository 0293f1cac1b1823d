import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../src/db/client.js';
import { databases, type DatabaseKind } from './helpers.js';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const sqlOf = (tag: string) => readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8');

/** A bare database to run migration files on by hand: in-memory PGlite, or a throw-away PostgreSQL schema. */
async function bareDatabase(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const db = new PGlite();
    return {
      exec: async (sql: string) => void (await db.exec(sql)),
      rows: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`create schema "${schema}"; set search_path to "${schema}"`);
  return {
    exec: async (sql: string) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.query(`drop schema "${schema}" cascade`);
      await client.end();
    },
  };
}

describe.each(databases)('migration 0007: usernames unique whatever their case (%s)', (kind) => {
  it('renames the later accounts of a clash, then refuses a new one', async () => {
    const db = await bareDatabase(kind);
    try {
      const tags = journal.entries.map((entry) => entry.tag);
      const at = tags.indexOf('0007_username_unique');
      expect(at).toBeGreaterThan(0);
      for (const tag of tags.slice(0, at)) await db.exec(sqlOf(tag));
      await db.exec(`insert into users (email, username, first_name, last_name, password_hash) values
        ('a@example.ng', 'Ada', 'A', 'A', 'x'), ('b@example.ng', 'ada', 'B', 'B', 'x'),
        ('c@example.ng', 'ADA', 'C', 'C', 'x'), ('d@example.ng', 'obi', 'D', 'D', 'x')`);
      await db.exec(sqlOf('0007_username_unique'));
      const rows = await db.rows<{ id: number; username: string }>(
        'select id, username from users order by id',
      );
      expect(rows.map((r) => r.username)).toEqual(['Ada', `ada-${rows[1]?.id}`, `ADA-${rows[2]?.id}`, 'obi']);
      await expect(
        db.exec(`insert into users (email, username, first_name, last_name, password_hash)
          values ('e@example.ng', 'OBI', 'E', 'E', 'x')`),
      ).rejects.toThrow(/users_username_key/);
    } finally {
      await db.close();
    }
  });
});
