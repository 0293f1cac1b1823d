import type { Executor } from '../../../db/client.js';
import { loadSettingsRow, signOffOf } from '../../settings/index.js';
import { findUserById } from '../users.js';
import { issueResetLink } from './sessions.js';

/** How long a mailed password reset link works. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** A new single-use reset link (the older ones stop working), in the mail that carries it; null without a mailbox. */
export async function passwordResetMail(
  db: Executor,
  appUrl: string,
  userId: number,
): Promise<{ to: string; subject: string; text: string } | null> {
  const user = await findUserById(db, userId);
  if (!user?.email) return null;
  const token = await issueResetLink(db, userId, RESET_TTL_MS);
  // The shop's name and contact details are its Settings.
  const shop = await loadSettingsRow(db);
  return {
    to: user.email,
    subject: `Reset your ${shop.shopName} password`,
    text: [
      `Hello ${user.firstName},`,
      '',
      'Open this link within one hour to choose a new password:',
      `${appUrl}/auth/reset-password/${token}`,
      '',
      'If you did not ask for this, ignore this message.',
      ...signOffOf(shop),
    ].join('\n'),
  };
}
