import { asc, eq, isNotNull } from 'drizzle-orm';
import type { AdminSettings } from 'shared-contracts/schemas/settings';
import type { Executor } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { categories, products } from '../../db/schema.js';
import { listHolidays } from './holidays.js';
import { paymentWaysOf } from './payment-ways.js';
import { loadSettingsRow, shopOf } from './shop.js';
import { listStations } from './stations.js';
import { rateFromBp } from './vat.js';
import { listZones } from './zones.js';

/** Every setting as the admin's Settings page shows it, with the VAT classes of categories and products. */
export async function adminSettings(db: Executor, payNowAvailable: boolean): Promise<AdminSettings> {
  const [row, zones, stations, cats, overrides, holidays] = await readAll(db, [
    () => loadSettingsRow(db),
    () => listZones(db),
    () => listStations(db, false),
    () =>
      db
        .select({ id: categories.id, name: categories.name, vat_class: categories.vatClass })
        .from(categories)
        .orderBy(asc(categories.name)),
    () =>
      db
        .select({
          id: products.id,
          name: products.name,
          category: categories.name,
          vat_class: products.vatClass,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(isNotNull(products.vatClass))
        .orderBy(asc(products.name)),
    () => listHolidays(db),
  ]);
  return {
    shop: shopOf(row),
    vat_rate: rateFromBp(row.vatRateBp),
    payment_ways: paymentWaysOf(row, payNowAvailable),
    zones,
    stations,
    categories: cats,
    product_overrides: overrides.map((o) => ({ ...o, vat_class: o.vat_class ?? 'standard' })),
    holidays,
    updated_at: row.updatedAt.toISOString(),
  };
}
