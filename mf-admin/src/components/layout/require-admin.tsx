import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionAtom } from 'shared-contracts';

export const ADMIN_LOGIN_PATH = '/admin/auth/login';

/** Anonymous visitors and non-admin accounts are sent to the admin sign-in page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session?.role !== 'ADMIN') return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: location.pathname }} />;
  return children;
}
