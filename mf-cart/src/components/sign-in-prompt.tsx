import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { authDialogAtom, notify } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { EmptyState } from 'shared-contracts/ui/states';

/**
 * What cart and wishlist show an anonymous shopper (SPEC §2): on arrival the error toast (e.g. 'Please login to
 * view your cart!') and the sign-in dialog, and here a way to open the dialog again.
 */
export function SignInPrompt({ message }: { message: string }) {
  const openDialog = useSetAtom(authDialogAtom);
  useEffect(() => {
    notify.error(message);
    openDialog('login');
  }, [message, openDialog]);
  return (
    <EmptyState title={message}>
      <Button type="button" onClick={() => openDialog('login')}>
        Sign In
      </Button>
    </EmptyState>
  );
}
