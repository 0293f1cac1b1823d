import { useId } from 'react';
import { useAtom } from 'jotai';
import { authDialogAtom, signInRequestAtom } from 'shop-sdk';
import { OwnMessages } from 'shared-contracts/i18n';
import { Dialog } from 'shared-contracts/ui/dialog';
import { LoginForm } from '../features/auth/components/login-form';
import { SignupForm } from '../features/auth/components/signup-form';
import { authMessages } from '../messages';

/**
 * The sign-in and create-account dialogs, driven by authDialogAtom; the shell renders this once, over any page, and
 * it is in the page's language with the words of signing in (the shell loads it when a dialog is first asked for, so
 * the words come with it; not the account pages' words).
 */
export default function AuthDialogs() {
  return (
    <OwnMessages catalogue={authMessages}>
      <Dialogs />
    </OwnMessages>
  );
}

/**
 * The dialog asked for, if any. The dialog that opened by itself on load takes focus itself; one the shopper opened
 * puts them in its first field.
 */
function Dialogs() {
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const [request, setRequest] = useAtom(signInRequestAtom);
  const titleId = useId();
  if (!dialog) return null;
  // Closed without signing in: the action that asked for it is not done later.
  const close = () => {
    setRequest(null);
    setDialog(null);
  };
  /** The shopper switched forms: the next one is theirs. */
  const switchTo = (next: 'login' | 'signup') => {
    if (request?.kind === 'on-load') setRequest(null);
    setDialog(next);
  };
  return (
    <Dialog
      key={dialog}
      labelledBy={titleId}
      onClose={close}
      initialFocus={request?.kind === 'on-load' ? 'dialog' : 'field'}
    >
      {dialog === 'login' ? (
        <LoginForm titleId={titleId} onSwitchToSignup={() => switchTo('signup')} />
      ) : (
        <SignupForm titleId={titleId} onSwitchToLogin={() => switchTo('login')} />
      )}
    </Dialog>
  );
}
