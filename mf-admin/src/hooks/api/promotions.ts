import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionInput } from 'shared-contracts/schemas/promotions';
import { adminApi, type PromotionAction } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

export const usePromotions = () =>
  useQuery({ queryKey: adminKeys.promotions.list(), queryFn: adminApi.promotions });

function useInvalidatePromotions() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: adminKeys.promotions.lists() });
}

export function useSavePromotion() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PromotionInput }) =>
      id === null ? adminApi.createPromotion(body) : adminApi.updatePromotion(id, body),
    onSuccess: invalidate,
  });
}

export function usePromotionAction() {
  const invalidate = useInvalidatePromotions();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: PromotionAction }) =>
      adminApi.promotionAction(id, action),
    onSuccess: invalidate,
  });
}
