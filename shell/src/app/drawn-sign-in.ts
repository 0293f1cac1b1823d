import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { authDialogAtom, signInRequestAtom, useTypingInAField } from 'shop-sdk';
import { DRAWN_SIGN_IN_ID } from './server-page';
import { takeEarlyPrompt } from './prompt-before-hydration';

/**
 * The prompt on load (docs/storefront.md §2.3) shown with the sign-in dialog the server drew into the page (the account
 * remote's markup, in the page's language), not with the account's code: most shoppers close it or never touch it,
 * and its code (about a quarter of a first visit's script) is then never fetched. `ready`: the page has settled and
 * nothing was touched before. Returns whether it is shown (or was taken by the dialog with its code). `onTouch` is
 * called when the shopper starts to use it: the dialog's code is then fetched, and takes its place as it opens.
 */
export function useDrawnSignIn(ready: boolean, onTouch: () => void): boolean {
  const [dialog, setDialog] = useAtom(authDialogAtom);
  const [request, setRequest] = useAtom(signInRequestAtom);
  const shown = useRef<(() => void) | null>(null);
  // It waits while the shopper is typing into a field of the page, as the dialog with its code does.
  const typing = useTypingInAField();
  const onLoad = dialog === 'login' && request?.kind === 'on-load';
  // Read once the page has settled: never on the server.
  const template = ready && onLoad && !shown.current ? document.getElementById(DRAWN_SIGN_IN_ID) : null;
  const drawable = template !== null && template instanceof HTMLTemplateElement;

  useEffect(() => {
    if (!drawable || typing || shown.current) return;
    let ended = false;
    // Until its code has come, it counts as shown: ending it then keeps it from showing.
    shown.current = () => {
      ended = true;
    };
    // Its code comes only to a page that has the drawing (not to a page the browser renders alone, as /cart); if it
    // cannot come, the dialog with its code is asked for.
    void import('shared-contracts/ui/modal').then(({ showDrawnDialog }) => {
      if (ended) return;
      shown.current = showDrawnDialog(template.content.cloneNode(true) as DocumentFragment, {
        onClose: () => {
          shown.current = null;
          setRequest(null);
          setDialog(null);
        },
        onTouch,
      });
    }, onTouch);
  });
  // Closed meanwhile another way (signed in from another tab): it goes, unused.
  useEffect(() => {
    if (dialog !== null) return;
    shown.current?.();
    shown.current = null;
  }, [dialog]);
  // Shown before the page hydrated (prompt-before-hydration.ts): taken over as it is, touched or not.
  useEffect(() => {
    const early = takeEarlyPrompt();
    if (!early) return;
    shown.current = early.end;
    setRequest({ kind: 'on-load' });
    setDialog('login');
    early.listen({
      touch: onTouch,
      close: () => {
        shown.current = null;
        setRequest(null);
        setDialog(null);
      },
    });
  }, [onTouch, setRequest, setDialog]);
  return drawable || shown.current !== null;
}
