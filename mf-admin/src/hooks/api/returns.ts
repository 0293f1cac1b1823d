import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminReturn,
  type Paginated,
  type ReturnMethod,
  type ReturnsReport,
  type ReturnStatus,
  type ReturnsWaiting,
} from 'shared-contracts';
import { request } from 'shop-sdk';
import { adminKeys } from './query-keys';

const { get, post } = request;

export const useReturns = (query: { status?: ReturnStatus | undefined; page: number }) =>
  useQuery({
    queryKey: adminKeys.returns.list(query),
    queryFn: () =>
      get<Paginated<AdminReturn>>('admin/returns', {
        ...(query.status ? { status: query.status } : {}),
        page: query.page,
      }),
  });

export const useReturn = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.returns.detail(id ?? 0),
    queryFn: () => get<AdminReturn>(`admin/returns/${id ?? 0}`),
    enabled: id !== null,
  });

/** Returns to decide on and to refund (the dashboard and the Returns page show them). */
export const useReturnsWaiting = () =>
  useQuery({
    queryKey: [...adminKeys.returns.all, 'waiting'],
    queryFn: () => get<ReturnsWaiting>('admin/returns/waiting'),
  });

export const useReturnsReport = (days: number) =>
  useQuery({
    queryKey: [...adminKeys.returns.all, 'report', days],
    queryFn: () => get<ReturnsReport>('admin/returns/report', { days }),
  });

export type ReturnAction =
  | { kind: 'approve'; method: ReturnMethod; instructions: string }
  | { kind: 'reject'; reason: string }
  | { kind: 'receive'; lines: { id: number; resellable: boolean }[] }
  | { kind: 'refund'; transfer_reference?: string };

/** One step of a return; the queue, the order it belongs to, stock and the dashboard are refreshed. */
export function useReturnAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ReturnAction }) => {
      const { kind, ...body } = action;
      return post<AdminReturn>(`admin/returns/${id}/${kind}`, body, { retry: false });
    },
    onSuccess: (answer) => {
      client.setQueryData(adminKeys.returns.detail(answer.id), answer);
      void client.invalidateQueries({ queryKey: adminKeys.returns.all });
      void client.invalidateQueries({ queryKey: adminKeys.orders.detail(answer.order_id) });
      void client.invalidateQueries({ queryKey: adminKeys.products.all });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
