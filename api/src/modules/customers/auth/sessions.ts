import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { passwordResetTokens, refreshTokens } from '../tables.js';
import { hashToken, newOpaqueToken, type AuthUser } from '../../../lib/tokens.js';

/** Revokes every refresh token of a family (sign-out, or a spent token presented again). */
export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every refresh family of a user, except `keep` (the session that asked, if any). */
export async function revokeAllSessions(db: Executor, userId: number, keep?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        ...(keep ? [ne(refreshTokens.familyId, keep)] : []),
      ),
    );
}

/** Marks every outstanding password-reset link of a user as spent. */
export async function voidResetLinks(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function storeRefreshToken(
  db: Executor,
  userId: number,
  familyId: string,
  expiresAt: Date,
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({ tokenHash: hashToken(token), familyId, userId, expiresAt });
  return token;
}

/**
 * Spends a refresh token and answers its user and family, or null when it is unknown, expired or spent.
 * A spent or revoked token presented again revokes its whole family (it may have been stolen).
 */
export async function spendRefreshToken(
  db: Executor,
  token: string,
): Promise<{ user: AuthUser; familyId: string; expiresAt: Date } | null> {
  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!stored) return null;
  if (stored.revokedAt || stored.usedAt) {
    await revokeFamily(db, stored.familyId);
    return null;
  }
  if (stored.expiresAt.getTime() <= Date.now()) return null;
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(refreshTokens.id, stored.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    // Someone else used it a moment ago: treat as reuse.
    await revokeFamily(db, stored.familyId);
    return null;
  }
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, stored.userId));
  if (!user) return null;
  return { user, familyId: stored.familyId, expiresAt: stored.expiresAt };
}

/** Signs out the session a refresh token belongs to; an unknown token changes nothing. */
export async function revokeFamilyOf(db: Executor, token: string): Promise<void> {
  const [stored] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (stored) await revokeFamily(db, stored.familyId);
}

/** A new single-use password-reset link token for the user; older links stop working. */
export async function issueResetLink(db: Executor, userId: number, ttlMs: number): Promise<string> {
  const token = newOpaqueToken();
  await voidResetLinks(db, userId);
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Spends a reset link and sets the new password in one transaction, signing the user out everywhere.
 * Answers false when the link is unknown, spent or expired.
 */
/** Whether a reset token is one of ours, unused and unexpired: checked before any password is hashed. */
export async function isResetLinkLive(db: Db, token: string): Promise<boolean> {
  const [live] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return live !== undefined;
}

export async function resetPassword(db: Db, token: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return false;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await revokeAllSessions(tx, used.userId);
    await voidResetLinks(tx, used.userId);
    return true;
  });
}
