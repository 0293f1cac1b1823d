import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReturnStatus } from 'shared-contracts';
import { adminReturnsApi, type ReturnAction } from 'shop-sdk/admin-returns';
import { adminKeys } from './query-keys';

export const useReturns = (query: { status?: ReturnStatus | undefined; page: number }) =>
  useQuery({
    queryKey: adminKeys.returns.list(query),
    queryFn: () => adminReturnsApi.returns(query),
  });

export const useReturn = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.returns.detail(id ?? 0),
    queryFn: () => adminReturnsApi.return(id ?? 0),
    enabled: id !== null,
  });

/** Returns to decide on and to refund (the dashboard and the Returns page show them). */
export const useReturnsWaiting = () =>
  useQuery({
    queryKey: [...adminKeys.returns.all, 'waiting'],
    queryFn: adminReturnsApi.returnsWaiting,
  });

export const useReturnsReport = (days: number) =>
  useQuery({
    queryKey: [...adminKeys.returns.all, 'report', days],
    queryFn: () => adminReturnsApi.returnsReport(days),
  });

/** One step of a return; the queue, the order it belongs to, stock and the dashboard are refreshed. */
export function useReturnAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ReturnAction }) =>
      adminReturnsApi.returnAction(id, action),
    onSuccess: (answer) => {
      client.setQueryData(adminKeys.returns.detail(answer.id), answer);
      void client.invalidateQueries({ queryKey: adminKeys.returns.all });
      void client.invalidateQueries({ queryKey: adminKeys.orders.detail(answer.order_id) });
      void client.invalidateQueries({ queryKey: adminKeys.products.all });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
