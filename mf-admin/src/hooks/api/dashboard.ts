import { useQuery } from '@tanstack/react-query';
import { adminDashboardApi } from 'shop-sdk/admin-dashboard';
import { adminKeys } from './query-keys';

export const useDashboard = () =>
  useQuery({ queryKey: adminKeys.dashboard(), queryFn: adminDashboardApi.kpis });
