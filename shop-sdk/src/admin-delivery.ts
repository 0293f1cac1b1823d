import type * as v from 'valibot';
import type { ApiErrorBody } from 'shared-contracts/schemas/common';
import type {
  AdminShipment,
  OrderShipment,
  shipOrdersSchema,
  ShipResult,
} from 'shared-contracts/schemas/delivery';
import { apiClient, isApiError } from './api-client';
import { request } from './endpoints';

const { get, post } = request;

export type ShipOrders = v.InferOutput<typeof shipOrdersSchema>;

/**
 * The admin's delivery queries. Under `['admin']`, so signing out drops them with the admin's other data; an order's
 * shipment is apart from the order itself, so shipping refreshes both.
 */
export const adminDeliveryKeys = {
  all: ['admin', 'delivery'] as const,
  shipment: (orderId: number) => ['admin', 'delivery', 'shipment', orderId] as const,
  /** The shipments that need the admin: waiting for the courier, failed attempts, returned parcels. */
  queue: () => ['admin', 'delivery', 'queue'] as const,
};

/**
 * A file's error comes as a Blob, as the file would have: read it back into the API's `{message}`, so the admin sees
 * the API's words ("This order has no label yet") instead of a generic failure.
 */
async function withErrorBody(error: unknown): Promise<unknown> {
  if (!isApiError<ApiErrorBody>(error) || !error.response) return error;
  const body: unknown = error.response.data;
  if (!(body instanceof Blob) || !body.type.includes('json')) return error;
  try {
    const parsed: unknown = JSON.parse(await body.text());
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed)
      error.response.data = parsed as ApiErrorBody;
  } catch {
    // Not the API's JSON after all: the caller's fallback words stand.
  }
  return error;
}

/**
 * The admin's side of courier delivery (`/api/admin/orders/ship`, `/api/admin/shipments`, docs/delivery.md): Ship
 * (one order or several), an order's shipment and its label, and the shipments that need the admin. Apart from
 * admin.ts, as the transfers and returns are, so the admin's other pages do not carry them.
 */
export const adminDeliveryApi = {
  /** Books each order with the courier; answers what happened to each (booked, queued or refused, and why). */
  ship: (body: ShipOrders) => post<ShipResult[]>('admin/orders/ship', body, { retry: false }),
  /** The order's shipment with its events oldest first, or its booking waiting for the courier; null if never shipped. */
  shipment: (orderId: number) => get<OrderShipment | null>(`admin/orders/${orderId}/shipment`),
  /** The courier's label, a PDF, fetched with the admin's token. */
  label: async (orderId: number): Promise<Blob> => {
    try {
      return (await apiClient.get<Blob>(`admin/orders/${orderId}/label`, { responseType: 'blob' })).data;
    } catch (error) {
      throw await withErrorBody(error);
    }
  },
  queue: () => get<AdminShipment[]>('admin/shipments'),
};
