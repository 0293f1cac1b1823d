import type { ReactNode } from 'react';
import { useAtom } from 'jotai';
import { authDialogAtom } from 'shared-contracts';
import { Modal } from '../components/modal';

/** If the account remote cannot load, a sign-in request shows that in a dialog instead of nothing happening. */
export function AuthDialogFrame({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useAtom(authDialogAtom);
  if (dialog === null) return null;
  return (
    <Modal labelledBy="auth-unavailable-title" onClose={() => setDialog(null)}>
      <span id="auth-unavailable-title" hidden>
        Sign in
      </span>
      {children}
    </Modal>
  );
}
