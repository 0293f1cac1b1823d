import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type Order } from 'shared-contracts';
import { errorMessage, notify, ordersApi, queryKeys, useAttemptKey } from 'shop-sdk';
import { cancelled, cancelMessages } from '../orders.messages';

/** POST orders/{id}/cancel, one idempotency key per attempt; the stock goes back on sale. */
export function useCancelOrder() {
  const { formatMessage: t } = useIntl();
  const client = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (id: number) => ordersApi.cancel(id, attempt.keyFor(id)),
    onSuccess: (order: Order) => {
      attempt.settle();
      client.setQueryData(queryKeys.orders.detail(order.id), order);
      void client.invalidateQueries({ queryKey: queryKeys.orders.lists() });
      notify.success(t(cancelled, { number: order.number }));
    },
    onError: (error, id) => {
      attempt.settle(error);
      notify.error(errorMessage(error, t(cancelMessages.failed)));
      void client.invalidateQueries({ queryKey: queryKeys.orders.detail(id) });
    },
  });
}
