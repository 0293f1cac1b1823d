import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { jobLeases } from '../db/schema.js';

/** Takes the named lease for `ms` if it is free or lapsed (one conditional write; the winner runs the job). */
export async function takeLease(db: Executor, name: string, holder: string, ms: number): Promise<boolean> {
  const until = new Date(Date.now() + ms);
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: until },
      setWhere: sql`${jobLeases.expiresAt} < now() or ${jobLeases.holder} = ${holder}`,
    })
    .returning({ holder: jobLeases.holder });
  return rows.length === 1;
}
