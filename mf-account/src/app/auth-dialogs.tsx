import { useId, useSyncExternalStore } from 'react';
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

/** Fields a shopper types into (not buttons, boxes to tick or choices). */
const TEXT_ENTRY = new Set(['text', 'search', 'email', 'tel', 'number', 'password', 'url']);

/** Whether the focus is in a field of the page the shopper types into (a dialog's own fields are not the page's). */
function typingInAField(): boolean {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || field.closest('[role="dialog"]')) return false;
  if (field instanceof HTMLInputElement) return TEXT_ENTRY.has(field.type);
  return field instanceof HTMLTextAreaElement || field.isContentEditable;
}

function subscribeToFocus(onChange: () => void) {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/** Whether the shopper is typing into a field of the page behind the dialogs (it has the focus). */
const useTypingInAField = () => useSyncExternalStore(subscribeToFocus, typingInAField, () => false);

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
