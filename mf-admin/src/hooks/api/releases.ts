import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReleaseAction, ReleaseRemote } from 'shared-contracts/schemas/releases';
import { adminApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

/** Failure rates move by the minute: the page reads them again every 30 s while it is open. */
export const useReleases = () =>
  useQuery({ queryKey: adminKeys.releases(), queryFn: adminApi.releases, refetchInterval: 30_000 });

export function useReleaseAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ remote, action }: { remote: ReleaseRemote; action: ReleaseAction }) =>
      adminApi.releaseAction(remote, action),
    // A refusal (409: another change came first) also shows the registry as it now is.
    onSettled: () => void client.invalidateQueries({ queryKey: adminKeys.releases() }),
  });
}
