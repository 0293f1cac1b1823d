import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shipment, TrackAnswer } from 'shared-contracts/schemas/delivery';
import { request } from './endpoints';
import { queryKeys } from './query-keys';

const { get, post } = request;

/** Courier delivery as the shopper sees it (docs/delivery.md, "The shopper"). */
export const deliveryApi = {
  /** The courier's shipment of one of the signed-in shopper's orders, with its events; null until it is booked. */
  shipment: (orderId: number) => get<Shipment | null>(`orders/${orderId}/shipment`),
  /**
   * Where an order is, for anyone with its number and the phone it was placed with. Not retried: the API allows
   * 10 a minute per client, and a retry would spend them.
   */
  track: (orderNumber: string, phone: string) =>
    post<TrackAnswer>(`track/${encodeURIComponent(orderNumber)}`, { phone }, { retry: false }),
};

/** How long a shipment or a tracking answer is shown before it is asked for again. */
const DELIVERY_STALE_MS = 60_000;

/** GET orders/{id}/shipment, under the order's own key: reading the order again reads its shipment again. */
export const orderShipmentQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.orders.shipment(orderId),
    queryFn: () => deliveryApi.shipment(orderId),
    staleTime: DELIVERY_STALE_MS,
  });

/** The order's shipment, asked for only while `enabled` (an order the shop has not shipped has none). */
export const useOrderShipment = (orderId: number, enabled = true) =>
  useQuery({ ...orderShipmentQueryOptions(orderId), enabled });

/**
 * POST track/{number}: the public tracking page's lookup, the same on the server (its loader) and in the browser.
 * A refusal (404 for a number and phone that do not go together, 429 for too many tries) is the answer, not tried
 * again; the page is not asked again when the window regains focus, which would spend the client's tries.
 */
export const trackOrderQueryOptions = (orderNumber: string, phone: string) =>
  queryOptions({
    queryKey: queryKeys.track.order(orderNumber, phone),
    queryFn: () => deliveryApi.track(orderNumber, phone),
    staleTime: DELIVERY_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** The tracking lookup, asked only once both the number and the phone are given. */
export const useTrackOrder = (orderNumber: string, phone: string) =>
  useQuery({ ...trackOrderQueryOptions(orderNumber, phone), enabled: orderNumber !== '' && phone !== '' });
