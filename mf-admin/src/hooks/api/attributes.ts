import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, queryKeys, type AttributeInput } from 'shared-contracts';

export const useAttributes = () =>
  useQuery({ queryKey: queryKeys.admin.attributes(), queryFn: adminApi.attributes });

function useInvalidateAttributes() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: queryKeys.admin.attributes() });
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
