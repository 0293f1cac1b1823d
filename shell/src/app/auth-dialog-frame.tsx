import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAtom, useSetAtom } from 'jotai';
import { authDialogAtom, signInRequestAtom } from 'shop-sdk';
import { Dialog } from 'shared-contracts/ui/dialog';
import { authFrameTitle } from './auth-dialog-frame.messages';

/** If the account remote cannot load, a sign-in request shows that in a dialog instead of nothing happening. */
export function AuthDialogFrame({ children }: { children: ReactNode }) {
  const { formatMessage: t } = useIntl();
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const setRequest = useSetAtom(signInRequestAtom);
  if (dialog === null) return null;
  const close = () => {
    setRequest(null);
    setDialog(null);
  };
  return (
    <Dialog title={t(authFrameTitle)} onClose={close}>
      {children}
    </Dialog>
  );
}
