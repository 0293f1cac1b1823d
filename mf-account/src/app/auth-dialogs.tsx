import { useId } from 'react';
import { useAtom } from 'jotai';
import { authDialogAtom } from 'shared-contracts';
import { Dialog } from 'shared-contracts/ui/dialog';
import { LoginForm } from '../features/auth/components/login-form';
import { SignupForm } from '../features/auth/components/signup-form';

/** The sign-in and create-account dialogs, driven by authDialogAtom; the shell renders this once. */
export default function AuthDialogs() {
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const titleId = useId();
  if (!dialog) return null;
  const close = () => setDialog(null);
  return (
    <Dialog key={dialog} labelledBy={titleId} onClose={close}>
      {dialog === 'login' ? (
        <LoginForm titleId={titleId} onSwitchToSignup={() => setDialog('signup')} />
      ) : (
        <SignupForm titleId={titleId} onSwitchToLogin={() => setDialog('login')} />
      )}
    </Dialog>
  );
}
