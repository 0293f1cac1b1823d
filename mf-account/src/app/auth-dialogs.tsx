import { useId } from 'react';
import { useAtom } from 'jotai';
import { authDialogAtom, signInRequestAtom, useTypingInAField } from 'shop-sdk';
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
 * puts them in its first field. The one on load waits while the shopper is typing into a field of the page (the
 * header's search, say: a first visit often starts there), and opens once they leave it: opened at once it took the
 * focus from under their words, and what they typed next went nowhere.
 */
function Dialogs() {
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const [request, setRequest] = useAtom(signInRequestAtom);
  const titleId = useId();
  const typing = useTypingInAField();
  if (!dialog) return null;
  if (request?.kind === 'on-load' && typing) return null;
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
    <AuthDialog
      key={dialog}
      dialog={dialog}
      titleId={titleId}
      onClose={close}
      onSwitch={switchTo}
      initialFocus={request?.kind === 'on-load' ? 'dialog' : 'field'}
    />
  );
}

type AuthDialogProps = {
  dialog: 'login' | 'signup';
  titleId: string;
  onClose: () => void;
  onSwitch: (next: 'login' | 'signup') => void;
  initialFocus: 'dialog' | 'field';
};

/** One of the two dialogs, as the browser shows it and as the server draws it (sign-in-markup.tsx). */
export function AuthDialog({ dialog, titleId, onClose, onSwitch, initialFocus }: AuthDialogProps) {
  return (
    <Dialog labelledBy={titleId} onClose={onClose} initialFocus={initialFocus}>
      {dialog === 'login' ? (
        <LoginForm titleId={titleId} onSwitchToSignup={() => onSwitch('signup')} />
      ) : (
        <SignupForm titleId={titleId} onSwitchToLogin={() => onSwitch('login')} />
      )}
    </Dialog>
  );
}
