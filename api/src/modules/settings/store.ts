import { fromKobo } from 'shared-contracts/money';
import type { StoreDelivery, StoreSettings } from 'shared-contracts/schemas/settings';
import type { Executor } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import { holidayDays } from './holidays.js';
import { loadSettingsRow, shopOf } from './shop.js';
import { listStations } from './stations.js';
import { rateFromBp } from './vat.js';
import { listZones } from './zones.js';

/** What the storefront shows of the settings: the shop's details and the standard VAT rate. */
export async function storeSettings(db: Executor): Promise<StoreSettings> {
  const row = await loadSettingsRow(db);
  return { shop: shopOf(row), vat_rate: rateFromBp(row.vatRateBp) };
}

/** What the storefront shows of delivery: the zones, the open stations, the holidays to come, pay on delivery. */
export async function storeDelivery(db: Executor, now = new Date()): Promise<StoreDelivery> {
  const [zones, stations, holidays, row] = await readAll(db, [
    () => listZones(db),
    () => listStations(db, true),
    () => holidayDays(db, now),
    () => loadSettingsRow(db),
  ]);
  return {
    zones,
    stations,
    holidays,
    pay_on_delivery: {
      offered: row.payOnDelivery,
      max: row.payOnDeliveryMaxKobo === null ? null : fromKobo(row.payOnDeliveryMaxKobo),
    },
  };
}
