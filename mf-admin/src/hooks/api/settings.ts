import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Paginated } from 'shared-contracts';
import { request } from 'shop-sdk';
import type { VatClass } from 'shared-contracts/schemas/orders';
import type {
  AdminSettings,
  DeliveryZone,
  HolidayInput,
  PaymentWays,
  PaymentWaysInput,
  PickupStation,
  PublicHoliday,
  SettingsChange,
  ShopDetails,
  ShopDetailsInput,
  StationInput,
  ZoneInput,
} from 'shared-contracts/schemas/settings';
import type { NigerianState } from 'shared-contracts/schemas/orders';
import { adminKeys } from './query-keys';

const { get, post, put, del } = request;

/** /api/admin/settings/*: one typed call per endpoint. */
export const settingsApi = {
  all: () => get<AdminSettings>('admin/settings'),
  history: (page: number) => get<Paginated<SettingsChange>>('admin/settings/history', { page }),
  shop: (body: ShopDetailsInput) => put<ShopDetails>('admin/settings/shop', body),
  vat: (rate: number) => put<{ rate: number }>('admin/settings/vat', { rate }),
  paymentWays: (body: PaymentWaysInput) => put<PaymentWays>('admin/settings/payment-ways', body),
  createZone: (body: ZoneInput) => post<DeliveryZone>('admin/settings/zones', body),
  updateZone: (id: number, body: ZoneInput) => put<DeliveryZone>(`admin/settings/zones/${id}`, body),
  deleteZone: (id: number) => del<null>(`admin/settings/zones/${id}`),
  moveState: (zoneId: number, state: NigerianState) =>
    post<DeliveryZone[]>(`admin/settings/zones/${zoneId}/states`, { state }),
  createStation: (body: StationInput) => post<PickupStation>('admin/settings/stations', body),
  updateStation: (id: number, body: StationInput) =>
    put<PickupStation>(`admin/settings/stations/${id}`, body),
  addHoliday: (body: HolidayInput) => post<PublicHoliday>('admin/settings/holidays', body),
  removeHoliday: (id: number) => del<null>(`admin/settings/holidays/${id}`),
  categoryVat: (id: number, vat_class: VatClass) =>
    put<unknown>(`admin/settings/vat/categories/${id}`, { vat_class }),
  productVat: (id: number, vat_class: VatClass | null) =>
    put<unknown>(`admin/settings/vat/products/${id}`, { vat_class }),
};

export const useAdminSettings = () => useQuery({ queryKey: adminKeys.settings(), queryFn: settingsApi.all });

export const useSettingsHistory = (page: number) =>
  useQuery({ queryKey: adminKeys.settingsHistory(page), queryFn: () => settingsApi.history(page) });

/** Any change of the settings: the settings and their history are read again. */
export function useSettingsChange<Args>(change: (args: Args) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
