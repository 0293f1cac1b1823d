import { useQuery } from '@tanstack/react-query';
import { STORE_ADDRESS, STORE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from 'shared-contracts/constants';
import { storeApi } from '../endpoints';
import { formatNigerianPhone } from 'shared-contracts/phone';
import { queryKeys } from '../query-keys';
import type { ShopDetails } from 'shared-contracts/schemas/settings';

/** How long the shop's details and delivery Settings are kept before they are asked for again. */
export const STORE_SETTINGS_STALE_MS = 5 * 60 * 1000;

/** What the pages show until Settings have answered (or when they cannot): the shop's details as first set up. */
export const DEFAULT_SHOP_DETAILS: ShopDetails = {
  name: STORE_NAME,
  support_email: SUPPORT_EMAIL,
  support_phone: SUPPORT_PHONE,
  address: STORE_ADDRESS,
  return_window_days: 7,
};

/** The shop's details for a page (Settings → Shop details), its phone written as people read it ('+234 801 …'). */
export function useShopDetails(): ShopDetails {
  const { data } = useQuery({
    queryKey: queryKeys.store.settings(),
    queryFn: storeApi.settings,
    staleTime: STORE_SETTINGS_STALE_MS,
  });
  if (!data) return DEFAULT_SHOP_DETAILS;
  return { ...data.shop, support_phone: formatNigerianPhone(data.shop.support_phone) };
}

/** The query of the delivery zones, open pickup stations and holidays, for a page's hook or its server loader. */
export const storeDeliveryQueryOptions = () => ({
  queryKey: queryKeys.store.delivery(),
  queryFn: storeApi.delivery,
  staleTime: STORE_SETTINGS_STALE_MS,
});

/** The delivery zones and open pickup stations (Settings → Delivery). */
export const useStoreDelivery = () => useQuery(storeDeliveryQueryOptions());
