import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PayLaterStatus } from 'shared-contracts';
import { adminApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

export const usePayLaterPlans = (status: PayLaterStatus | undefined) => {
  const query = status ? { status } : {};
  return useQuery({
    queryKey: adminKeys.payLater.list(query),
    queryFn: () => adminApi.payLaterPlans(query),
  });
};

/** Plans change their order's payment status, so orders and the dashboard are refreshed too. */
function useInvalidatePlans() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKeys.payLater.lists() });
    void client.invalidateQueries({ queryKey: adminKeys.orders.all });
    void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
  };
}

export function useApprovePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: (id: number) => adminApi.approvePlan(id), onSuccess: invalidate });
}

export function useRejectPlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: (id: number) => adminApi.rejectPlan(id), onSuccess: invalidate });
}

export function useRecordInstalment() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount?: number }) => adminApi.recordInstalment(id, amount),
    onSuccess: invalidate,
  });
}
