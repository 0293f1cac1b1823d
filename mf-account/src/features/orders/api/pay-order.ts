import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsApi, queryKeys } from 'shop-sdk';

/**
 * POST orders/{id}/payments/verify: the shopper is back from the provider's page; the server asks the provider and
 * settles the payment. The order is read again after.
 */
export function useVerifyPayment(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => paymentsApi.verify(orderId, reference),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
      void client.invalidateQueries({ queryKey: queryKeys.orders.lists() });
    },
  });
}
