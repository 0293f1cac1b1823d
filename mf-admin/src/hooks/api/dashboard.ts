import { useQuery } from '@tanstack/react-query';
import { adminApi, queryKeys } from 'shared-contracts';

export const useDashboard = () =>
  useQuery({ queryKey: queryKeys.admin.dashboard(), queryFn: adminApi.dashboard });
