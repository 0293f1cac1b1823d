import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CampaignInput } from 'shared-contracts/schemas/campaigns';
import { adminApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

/** How often the list refreshes while a campaign is going out, so its counts move. */
const SENDING_REFRESH_MS = 2000;

export const useCampaigns = () =>
  useQuery({
    queryKey: adminKeys.campaigns.list(),
    queryFn: () => adminApi.campaigns(),
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((c) => c.status === 'sending') ? SENDING_REFRESH_MS : false,
  });

export const useCampaignPreview = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.campaigns.detail(id ?? 0),
    queryFn: () => adminApi.campaignPreview(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });

function useInvalidateCampaigns() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.campaigns.all });
}

export function useSaveCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CampaignInput }) =>
      id === null ? adminApi.createCampaign(body) : adminApi.updateCampaign(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({ mutationFn: (id: number) => adminApi.deleteCampaign(id), onSuccess: invalidate });
}

export const useTestCampaign = () => useMutation({ mutationFn: (id: number) => adminApi.testCampaign(id) });

export function useSendCampaign() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({ mutationFn: (id: number) => adminApi.sendCampaign(id), onSuccess: invalidate });
}
