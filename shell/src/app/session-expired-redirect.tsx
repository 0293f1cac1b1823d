import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { announceSessionExpired, apiClient } from 'shop-sdk';

/** The admin's own sign-in page (mf-admin's `ADMIN_LOGIN_PATH`). */
const ADMIN_LOGIN_PATH = '/admin/auth/login';

/**
 * Where a session that could not be refreshed sends its user: from the admin area, the admin's sign-in page; from
 * the storefront, `/` (docs/storefront.md §4.1).
 */
export function afterSessionExpiry(pathname: string): string {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? ADMIN_LOGIN_PATH : '/';
}

/**
 * docs/storefront.md §4.1, §7: when the session cannot be refreshed, the user is told so (error toast) and sent to
 * `/`, or, in the admin area, to its sign-in page.
 */
export function SessionExpiredRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  where.current = pathname;
  useEffect(() => {
    apiClient.configure({
      onSessionExpired: () => {
        announceSessionExpired();
        void navigate(afterSessionExpiry(where.current));
      },
    });
  }, [navigate]);
  return null;
}
