import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { type Order } from 'shared-contracts';
import { cartAtom, ordersApi, queryKeys, useAttemptKey } from 'shop-sdk';
import type { CheckoutBody } from '../components/checkout-form';

/**
 * POST orders/checkout with one idempotency key per attempt; clicking again after a network failure resends
 * the same key, so the order is never placed twice.
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  const setCart = useSetAtom(cartAtom);
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (body: CheckoutBody) => ordersApi.checkout(body, attempt.keyFor(body)),
    onSuccess: (order: Order) => {
      attempt.settle();
      // The server emptied the cart: the badge drops at once, and the profile refetch confirms it.
      setCart([]);
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      client.removeQueries({ queryKey: queryKeys.orders.quote() });
      void client.invalidateQueries({ queryKey: queryKeys.orders.lists() });
      void client.invalidateQueries({ queryKey: queryKeys.profile.all });
    },
    onError: (error) => attempt.settle(error),
  });
}
