import { useEffect, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { authDialogAtom, isAuthenticatedAtom, useRequireAuth } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Page } from 'shared-contracts/ui/layout';

interface Props {
  /** The toast shown to an anonymous shopper, e.g. 'Please login to view your cart!'. */
  message: string;
  children: ReactNode;
}

/** Cart and wishlist need a signed-in shopper: otherwise the error toast, the sign-in dialog, and a prompt here. */
export function RequireAuth({ message, children }: Props) {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const requireAuth = useRequireAuth();
  const openDialog = useSetAtom(authDialogAtom);
  useEffect(() => {
    if (!authenticated) requireAuth(message);
    // Only when the page is entered or the shopper signs out, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authenticated, message]);
  if (authenticated) return children;
  return (
    <Page>
      <h1>Sign in to continue</h1>
      <p>{message}</p>
      <Button onClick={() => openDialog('login')}>Login</Button>
    </Page>
  );
}
