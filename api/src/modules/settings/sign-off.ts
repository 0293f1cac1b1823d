import { formatNigerianPhone } from 'shared-contracts/phone';
import type { Executor } from '../../db/client.js';
import { loadSettingsRow, type SettingsRow } from './shop.js';

export const signOffOf = (shop: SettingsRow): string[] => [
  '',
  shop.shopName,
  `${shop.supportEmail} · ${formatNigerianPhone(shop.supportPhone)}`,
  shop.address,
];

/** The sign-off every mail about an order ends with: the shop's name and how to reach it (Settings). */
export async function shopSignOff(db: Executor): Promise<string[]> {
  return signOffOf(await loadSettingsRow(db));
}
