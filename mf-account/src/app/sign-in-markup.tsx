import { useId } from 'react';
import { OwnMessages } from 'shared-contracts/i18n';
import { DialogDrawnInPlace } from 'shared-contracts/ui/dialog';
import { authMessages } from '../messages';
import { AuthDialog } from './auth-dialogs';

const nothing = () => undefined;

/**
 * The sign-in dialog as the server draws it into each page it renders (docs/storefront.md §2.3): the prompt that
 * opens on load shows this markup at once, and the dialog's code (this remote's `./AuthDialogs`) comes only when the
 * shopper touches it. It never runs in the browser, so what it would do on a click is nothing.
 */
export default function SignInMarkup() {
  const titleId = useId();
  return (
    <DialogDrawnInPlace.Provider value>
      <OwnMessages catalogue={authMessages}>
        <AuthDialog
          dialog="login"
          titleId={titleId}
          onClose={nothing}
          onSwitch={nothing}
          initialFocus="dialog"
        />
      </OwnMessages>
    </DialogDrawnInPlace.Provider>
  );
}
