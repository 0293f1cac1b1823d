import { desc, eq, sql } from 'drizzle-orm';
import type { SettingsChange, SettingsSection } from 'shared-contracts/schemas/settings';
import type { Paginated } from 'shared-contracts/schemas/common';
import type { Executor } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { users } from '../../db/schema.js';
import { settingsHistory } from './tables.js';

async function actorEmail(db: Executor, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? `user ${userId}`;
}

/** One line of the history: who changed what, and the values before and after. */
export async function recordSettingsChange(
  tx: Executor,
  actorId: number,
  section: SettingsSection,
  summary: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(settingsHistory).values({
    section,
    summary: summary.slice(0, 300),
    actorId,
    actor: await actorEmail(tx, actorId),
    before: before ?? null,
    after: after ?? null,
  });
}

export async function settingsHistoryPage(db: Executor, page: number): Promise<Paginated<SettingsChange>> {
  const pageSize = 50;
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(settingsHistory)
        .orderBy(desc(settingsHistory.createdAt), desc(settingsHistory.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => db.select({ n: sql<number>`count(*)::int` }).from(settingsHistory),
  ]);
  return {
    results: rows.map((r) => ({
      id: r.id,
      section: r.section as SettingsSection,
      summary: r.summary,
      actor: r.actor,
      before: r.before,
      after: r.after,
      created_at: r.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
}
