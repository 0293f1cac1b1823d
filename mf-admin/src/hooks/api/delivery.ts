import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminDeliveryApi, adminDeliveryKeys } from 'shop-sdk/admin-delivery';
import { adminKeys } from './query-keys';

/** An order's shipment with the courier and its events; null until the courier has booked it. */
export const useShipment = (orderId: number) =>
  useQuery({
    queryKey: adminDeliveryKeys.shipment(orderId),
    queryFn: () => adminDeliveryApi.shipment(orderId),
    enabled: Number.isInteger(orderId) && orderId > 0,
  });

/** The shipments that need the admin: bookings waiting for the courier, failed attempts, returned parcels. */
export const useShipmentQueue = () =>
  useQuery({ queryKey: adminDeliveryKeys.queue(), queryFn: adminDeliveryApi.queue });

/**
 * Ships orders with the courier. Each answers booked, queued or refused; the orders (moved to processing) and every
 * shipment, the queue among them, are refreshed whatever the outcomes, as are the dashboard's counts.
 */
export function useShipOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: number[]) => adminDeliveryApi.ship({ order_ids: orderIds }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminKeys.orders.all });
      void client.invalidateQueries({ queryKey: adminDeliveryKeys.all });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
