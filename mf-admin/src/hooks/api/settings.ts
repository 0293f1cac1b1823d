import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

export const useAdminSettings = () => useQuery({ queryKey: adminKeys.settings(), queryFn: settingsApi.all });

export const useSettingsHistory = (page: number) =>
  useQuery({ queryKey: adminKeys.settingsHistory(page), queryFn: () => settingsApi.history(page) });

/** Any change of the settings: the settings and their history are read again. */
export function useSettingsChange<Args>(change: (args: Args) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.settings() }),
  });
}
