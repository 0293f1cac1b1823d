import { whenIdle } from '../lib/idle';
import { DRAWN_SIGN_IN_ID } from './server-page';

/**
 * Set in the tab's sessionStorage once the sign-in dialog has opened by itself: the prompt of docs/storefront.md
 * §2.3 opens once per browser session, not on every page a shopper opens from a shared link.
 */
export const SIGN_IN_PROMPTED_KEY = 'kasuwa:sign-in-prompted';

export function promptedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(SIGN_IN_PROMPTED_KEY) !== null;
  } catch {
    // Storage refused (a private window's quota, a policy): the prompt then opens once per page load.
    return false;
  }
}

export function rememberPrompted(): void {
  try {
    window.sessionStorage.setItem(SIGN_IN_PROMPTED_KEY, '1');
  } catch {
    // As above.
  }
}

/** The prompt the server drew, shown before the page hydrated; its code takes it over (`useDrawnSignIn`). */
export interface EarlyPrompt {
  /** Removes it unused. */
  end: () => void;
  /** Told when the shopper starts to use it or closes it; at once if they already have. */
  listen: (handlers: { touch: () => void; close: () => void }) => void;
}

let shown: EarlyPrompt | null = null;

/**
 * The prompt on load (docs/storefront.md §2.3) of a page that waits for the shopper's first touch to hydrate: the
 * dialog the server drew, shown with the few lines of shared-contracts/ui/modal once the page has loaded and the
 * browser is idle (as a hydrated page shows it once it has settled), unless the shopper touched the page first (the
 * page then hydrates, and its code opens the prompt as it does after an early click). Only for a shopper who is not
 * signed in: a signed-in shopper's page hydrates at once.
 */
export function promptBeforeHydration(touched: Promise<void>): void {
  let early = false;
  void touched.then(() => {
    early = true;
  });
  const owed = () =>
    !early && !promptedThisSession() && navigator.onLine && document.getElementById(DRAWN_SIGN_IN_ID);
  const show = () =>
    whenIdle(() => {
      if (!owed()) return;
      void import('shared-contracts/ui/modal').then(({ showDrawnDialog }) => {
        const template = owed();
        if (!(template instanceof HTMLTemplateElement)) return;
        rememberPrompted();
        let state: 'shown' | 'touched' | 'closed' = 'shown';
        let handlers: { touch: () => void; close: () => void } | null = null;
        const end = showDrawnDialog(template.content.cloneNode(true) as DocumentFragment, {
          onClose: () => {
            state = 'closed';
            shown = null;
            handlers?.close();
          },
          onTouch: () => {
            state = 'touched';
            handlers?.touch();
          },
        });
        shown = {
          end: () => {
            shown = null;
            end();
          },
          listen: (next) => {
            handlers = next;
            if (state === 'touched') next.touch();
          },
        };
      });
    });
  if (document.readyState === 'complete') show();
  else window.addEventListener('load', show, { once: true });
}

/** The prompt shown before the page hydrated, still open; given once, to the code that takes it over. */
export function takeEarlyPrompt(): EarlyPrompt | null {
  const prompt = shown;
  shown = null;
  return prompt;
}
