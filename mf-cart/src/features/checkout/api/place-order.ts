import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { cartAtom, ordersApi, queryKeys, statusOf, type Order } from 'shared-contracts';
import type { CheckoutBody } from '../components/checkout-form';

/**
 * POST orders/checkout with one idempotency key per attempt. When an attempt gets no answer (the network
 * failed), clicking again resends the same body with the same key, so the server can answer the first order
 * instead of placing a second one; a changed body or an answered attempt starts a new key.
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  const setCart = useSetAtom(cartAtom);
  const unanswered = useRef<{ key: string; body: string } | null>(null);
  return useMutation({
    mutationFn: (body: CheckoutBody) => {
      const text = JSON.stringify(body);
      const key = unanswered.current?.body === text ? unanswered.current.key : globalThis.crypto.randomUUID();
      unanswered.current = { key, body: text };
      return ordersApi.checkout(body, key);
    },
    onSuccess: (order: Order) => {
      unanswered.current = null;
      // The server emptied the cart: the badge drops at once, and the profile refetch confirms it.
      setCart([]);
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      client.removeQueries({ queryKey: queryKeys.orders.quote() });
      void client.invalidateQueries({ queryKey: queryKeys.orders.lists() });
      void client.invalidateQueries({ queryKey: queryKeys.profile.all });
    },
    onError: (error) => {
      if (statusOf(error) !== undefined) unanswered.current = null;
    },
  });
}
