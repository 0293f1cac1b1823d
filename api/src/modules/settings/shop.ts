import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ShopDetails, shopDetailsInputSchema } from 'shared-contracts/schemas/settings';
import type { Executor } from '../../db/client.js';
import { shopSettings } from './tables.js';
import { HttpError } from '../../lib/http-error.js';
import { recordSettingsChange } from './history.js';

export type SettingsRow = typeof shopSettings.$inferSelect;

/** The one row of shop-wide settings (migration 0013 writes it). */
export async function loadSettingsRow(db: Executor, forUpdate = false): Promise<SettingsRow> {
  const query = db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new HttpError(500, 'The shop settings are missing');
  return row;
}

export const shopOf = (row: SettingsRow): ShopDetails => ({
  name: row.shopName,
  support_email: row.supportEmail,
  support_phone: row.supportPhone,
  support_hours: row.supportHours,
  address: row.address,
  return_window_days: row.returnWindowDays,
});

export async function updateShopDetails(
  db: Executor,
  actorId: number,
  input: v.InferOutput<typeof shopDetailsInputSchema>,
): Promise<ShopDetails> {
  return db.transaction(async (tx) => {
    const before = shopOf(await loadSettingsRow(tx, true));
    const [row] = await tx
      .update(shopSettings)
      .set({
        shopName: input.name,
        supportEmail: input.support_email,
        supportPhone: input.support_phone,
        ...(input.support_hours === undefined ? {} : { supportHours: input.support_hours }),
        address: input.address,
        returnWindowDays: input.return_window_days,
        updatedAt: new Date(),
      })
      .where(eq(shopSettings.id, 1))
      .returning();
    if (!row) throw new HttpError(500, 'The shop settings are missing');
    const after = shopOf(row);
    await recordSettingsChange(tx, actorId, 'shop', 'Shop details changed', before, after);
    return after;
  });
}
