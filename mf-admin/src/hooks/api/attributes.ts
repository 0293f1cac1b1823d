import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AttributeInput } from 'shared-contracts';
import { adminApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

export const useAttributes = () =>
  useQuery({ queryKey: adminKeys.attributes.list(), queryFn: adminApi.attributes });

function useInvalidateAttributes() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: adminKeys.attributes.lists() });
}

export function useCreateAttribute() {
  const invalidate = useInvalidateAttributes();
  return useMutation({
    mutationFn: (body: AttributeInput) => adminApi.createAttribute(body),
    onSuccess: invalidate,
  });
}

export function useUpdateAttribute() {
  const invalidate = useInvalidateAttributes();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AttributeInput }) => adminApi.updateAttribute(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteAttribute() {
  const invalidate = useInvalidateAttributes();
  return useMutation({ mutationFn: (id: number) => adminApi.deleteAttribute(id), onSuccess: invalidate });
}
