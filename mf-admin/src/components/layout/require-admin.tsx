import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { sessionAtom } from 'shop-sdk';

export const ADMIN_LOGIN_PATH = '/admin/auth/login';

/** How long a signed-out admin page waits for the navigation that usually follows a logout. */
const LEAVE_GRACE_MS = 1000;

/** Anonymous visitors and non-admin accounts are sent to the admin sign-in page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const isAdmin = session?.role === 'ADMIN';
  const [wasAdmin, setWasAdmin] = useState(isAdmin);
  if (isAdmin && !wasAdmin) setWasAdmin(true);

  // Logout clears the session at once but navigates to the shop in a transition; redirecting to the admin
  // login here would override that. Only when no navigation comes (e.g. signed out in another tab) go there.
  const leaving = !session && wasAdmin;
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => navigate(ADMIN_LOGIN_PATH, { replace: true }), LEAVE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [leaving, navigate]);

  if (isAdmin) return children;
  if (leaving) return null;
  return <Navigate to={ADMIN_LOGIN_PATH} replace state={{ from: location.pathname }} />;
}
