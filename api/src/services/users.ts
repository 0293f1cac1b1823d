import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { users } from '../db/schema.js';
import type { Role } from '../lib/tokens.js';

/** The role a user has now, or null when the account no longer exists. */
export async function currentRole(db: Executor, userId: number): Promise<Role | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? null;
}
