import { useQuery } from '@tanstack/react-query';
import { adminApi } from 'shop-sdk/admin';
import { adminKeys } from './query-keys';

export const useDashboard = () => useQuery({ queryKey: adminKeys.dashboard(), queryFn: adminApi.dashboard });
