import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { passwordResetTokens, refreshTokens } from '../db/schema.js';
import { hashToken, newOpaqueToken } from '../lib/tokens.js';

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
