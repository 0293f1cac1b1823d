import type { DashboardKpis } from 'shared-contracts';
import { request } from './endpoints';

/**
 * The admin dashboard's figures (`/api/admin/dashboard`). A module of its own, like the payments and returns the
 * dashboard lists (admin-payments.ts, admin-returns.ts): the admin's first screen does not carry every other admin
 * endpoint (admin.ts).
 */
export const adminDashboardApi = {
  kpis: () => request.get<DashboardKpis>('admin/dashboard'),
};
