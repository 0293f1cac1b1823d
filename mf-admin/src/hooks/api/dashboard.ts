import { useQuery } from '@tanstack/react-query';
import { adminApi } from './admin-api';
import { adminKeys } from './query-keys';

export const useDashboard = () => useQuery({ queryKey: adminKeys.dashboard(), queryFn: adminApi.dashboard });
