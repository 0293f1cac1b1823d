import type { ReactNode } from 'react';
import { useAtom } from 'jotai';
import { authDialogAtom } from 'shared-contracts';
import { Dialog } from 'shared-contracts/ui/dialog';

/** If the account remote cannot load, a sign-in request shows that in a dialog instead of nothing happening. */
export function AuthDialogFrame({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useAtom(authDialogAtom);
  if (dialog === null) return null;
  return (
    <Dialog title="Sign in" onClose={() => setDialog(null)}>
      {children}
    </Dialog>
  );
}
