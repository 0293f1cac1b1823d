import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CategoryInput } from 'shared-contracts';
import { queryKeys } from 'shop-sdk';
import { adminApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

export const useAdminCategories = () =>
  useQuery({ queryKey: adminKeys.categories.list(), queryFn: adminApi.categories });

/** The admin list and the storefront's cached category menu both change. */
function useInvalidateCategories() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKeys.categories.lists() });
    void client.invalidateQueries({ queryKey: queryKeys.categories.all });
  };
}

export function useCreateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (body: CategoryInput) => adminApi.createCategory(body),
    onSuccess: invalidate,
  });
}

export function useUpdateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryInput }) => adminApi.updateCategory(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({ mutationFn: (id: number) => adminApi.deleteCategory(id), onSuccess: invalidate });
}
