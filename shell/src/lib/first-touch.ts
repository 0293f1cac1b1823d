/**
 * What a shopper does to a server-rendered page before its script has hydrated it (docs/performance.md, "Hydrated on
 * the first touch"). The page is the server's HTML until the shopper first touches it: a tap, a key, a pointer moved
 * over it, a field focused. `touched` settles then, and the page's script hydrates it.
 *
 * Until `release` is called (the page has hydrated, or could not), a click on a link or a button is held: the browser
 * does not follow it (a link would load the whole next page, a button of the script's would do nothing) and it is
 * clicked again once the page's code is there. What is typed, chosen or ticked in a field goes through as it comes:
 * the field's code adopts it as it hydrates (`useTypedBeforeHydration` in shop-sdk, as for a page whose scripts have
 * not even arrived). So do a click with a modifier key (a new tab) and a click in a dialog the server drew (it has its
 * own handling, `showDrawnDialog`).
 */

import { changedFromMarkup, type Field } from 'shared-contracts/fields';

/** The events that mean the shopper has started to use the page. */
const TOUCH_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel'] as const;

/** What a click acts on: held until the page has hydrated. */
const ACTIVATED =
  'a[href], button, summary, [role="button"], [role="tab"], input[type="submit"], input[type="button"], input[type="image"]';

/**
 * A dialog the server drew (shared-contracts/ui/modal, which keeps the attribute to itself: importing it here would
 * put the modal in the bootstrap's chunk): it answers clicks itself.
 */
const DRAWN_DIALOG = '[data-drawn-dialog]';

export interface FirstTouch {
  /** Settles at the shopper's first touch (or at once, after `start`). */
  touched: Promise<void>;
  /** Settles `touched` now: the page hydrates without waiting for a touch. */
  start: () => void;
  /**
   * A part of the page has hydrated (`part` says which elements are in it): a click held there is given to its code,
   * and clicks there are no longer held.
   */
  hydrated: (part: (element: Element) => boolean) => void;
  /** The page has hydrated (or could not): the held click is given to its code, and nothing is held any more. */
  release: () => void;
}

/**
 * Whether the shopper used the page before its script started (on a slow connection the page is there long before
 * it): a field focused or changed, the page scrolled.
 */
function touchedBefore(doc: Document, view: Window): boolean {
  const active = doc.activeElement;
  return (
    (active !== null && active !== doc.body && active !== doc.documentElement) ||
    view.scrollY > 0 ||
    [...doc.querySelectorAll<Field>('input, select, textarea')].some(changedFromMarkup)
  );
}

/**
 * Starts to listen; call it as the page's script starts. A page the shopper already used by then counts as touched.
 */
export function holdUntilHydrated(target: Window = window): FirstTouch {
  const listening = new AbortController();
  const { signal } = listening;
  let start: () => void = () => undefined;
  const touched = new Promise<void>((resolve) => {
    start = resolve;
  });
  const begin = () => start();
  const touchedBy = (event: Event) => {
    // A drawn dialog takes focus itself as it opens (the shopper's own tab into it is a key first).
    if (event.type === 'focusin' && event.target instanceof Element && event.target.closest(DRAWN_DIALOG))
      return;
    begin();
    touching.abort();
  };
  // Listened to until the first touch.
  const touching = new AbortController();
  for (const type of TOUCH_EVENTS)
    target.addEventListener(type, touchedBy, { capture: true, passive: true, signal: touching.signal });
  if (touchedBefore(target.document, target)) {
    begin();
    touching.abort();
  }

  let held: HTMLElement | null = null;
  let ready: (element: Element) => boolean = () => false;
  /** After what the fields' code adopted as it hydrated: React renders it before the next task. */
  const clickAgain = () => {
    const click = held;
    held = null;
    if (click) target.setTimeout(() => click.isConnected && click.click(), 0);
  };
  target.addEventListener(
    'click',
    (event: MouseEvent) => {
      begin();
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const element = event.target instanceof Element ? event.target : null;
      if (!element || element.closest(DRAWN_DIALOG)) return;
      const activated = element.closest<HTMLElement>(ACTIVATED);
      if (!activated || ready(activated)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = activated;
    },
    { capture: true, signal },
  );
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    listening.abort();
    touching.abort();
    begin();
    clickAgain();
  };
  const hydrated = (part: (element: Element) => boolean) => {
    ready = part;
    if (held && part(held)) clickAgain();
  };
  return { touched, start: begin, hydrated, release };
}
