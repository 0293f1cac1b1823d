import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Order } from 'shared-contracts';
import { errorMessage, notify, ordersApi, queryKeys, useAttemptKey } from 'shop-sdk';

/** POST orders/{id}/cancel, one idempotency key per attempt; the stock goes back on sale. */
export function useCancelOrder() {
  const client = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (id: number) => ordersApi.cancel(id, attempt.keyFor(id)),
    onSuccess: (order: Order) => {
      attempt.settle();
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      void client.invalidateQueries({ queryKey: queryKeys.orders.lists() });
      notify.success(`Order ${order.number} was cancelled.`);
    },
    onError: (error, id) => {
      attempt.settle(error);
      notify.error(errorMessage(error, 'We could not cancel the order. Please try again.'));
      void client.invalidateQueries({ queryKey: queryKeys.orders.detail(id) });
    },
  });
}
