import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, queryKeys, type PayLaterStatus } from 'shared-contracts';

const planLists = queryKeys.admin.payLater({}).slice(0, 2);

export const usePayLaterPlans = (status: PayLaterStatus | undefined) => {
  const query = status ? { status } : {};
  return useQuery({
    queryKey: queryKeys.admin.payLater(query),
    queryFn: () => adminApi.payLaterPlans(query),
  });
};

/** Plans change their order's payment status, so orders and the dashboard are refreshed too. */
function useInvalidatePlans() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: planLists });
    void client.invalidateQueries({ queryKey: queryKeys.admin.orders({}).slice(0, 2) });
    void client.invalidateQueries({ queryKey: queryKeys.admin.dashboard() });
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
