import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SynonymGroup, type SynonymGroupInput } from 'shared-contracts';
import { searchApi } from 'shop-sdk/admin';

/** Under `['admin']`, so signing out drops them with the rest. */
export const searchKeys = {
  synonyms: ['admin', 'search-synonyms'] as const,
  report: ['admin', 'reports', 'searches'] as const,
};

/** A group with its words joined as its name, as the admin's lists show one. */
export type NamedSynonymGroup = SynonymGroup & { name: string };

export const useSynonymGroups = () =>
  useQuery({
    queryKey: searchKeys.synonyms,
    queryFn: searchApi.synonyms,
    select: (groups): NamedSynonymGroup[] => groups.map((g) => ({ ...g, name: g.terms.join(', ') })),
  });

function useInvalidateSynonyms() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: searchKeys.synonyms });
}

export function useCreateSynonymGroup() {
  const invalidate = useInvalidateSynonyms();
  return useMutation({
    mutationFn: (body: SynonymGroupInput) => searchApi.createSynonyms(body),
    onSuccess: invalidate,
  });
}

export function useUpdateSynonymGroup() {
  const invalidate = useInvalidateSynonyms();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SynonymGroupInput }) => searchApi.updateSynonyms(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteSynonymGroup() {
  const invalidate = useInvalidateSynonyms();
  return useMutation({ mutationFn: (id: number) => searchApi.deleteSynonyms(id), onSuccess: invalidate });
}

export const useSearchReport = () => useQuery({ queryKey: searchKeys.report, queryFn: searchApi.report });
