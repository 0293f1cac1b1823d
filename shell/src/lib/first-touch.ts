/**
 * What a shopper does to a server-rendered page before its script has hydrated it (docs/performance.md, "Hydrated on
 * the first touch"). The page is the server's HTML until the shopper first touches it: a tap, a key, a pointer moved
 * over it, a field focused. `touched` settles then, and the page's script hydrates it.
 *
 * Until `release` is called (the page has hydrated, or could not), a click on a link, a button or a box is held: the
 * browser does not follow it (a link would load the whole next page, a button of the script's would do nothing) and
 * it is clicked again once the page's code is there. What the shopper typed into a field meanwhile is typed again
 * then, so that the code behind the field has it too. A click with a modifier key (a new tab) and a click in a dialog
 * the server drew (it has its own handling, `showDrawnDialog`) go through as they come.
 */

/** The events that mean the shopper has started to use the page. */
const TOUCH_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel'] as const;

/** What a click acts on: held until the page has hydrated. */
const ACTIVATED = 'a[href], button, input, label, summary, [role="button"], [role="tab"]';

/** A dialog the server drew (shared-contracts/ui/modal): it answers clicks itself. */
const DRAWN_DIALOG = '[data-drawn-dialog]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** Whether `field` is typed into or chosen from (not a box, a button or a file). */
const takesText = (field: Field): boolean =>
  !(field instanceof HTMLInputElement) ||
  !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image'].includes(field.type);

export interface FirstTouch {
  /** Settles at the shopper's first touch (or at once, after `start`). */
  touched: Promise<void>;
  /** Settles `touched` now: the page hydrates without waiting for a touch. */
  start: () => void;
  /** The page has hydrated (or could not): the held click and the typing are given to its code, and nothing is held any more. */
  release: () => void;
}

/** Starts to listen; call it before the page can be touched, i.e. as the page's script starts. */
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
    if (event.type === 'focusin' && event.target instanceof Element && event.target.closest(DRAWN_DIALOG)) return;
    begin();
    touching.abort();
  };
  // Listened to until the first touch.
  const touching = new AbortController();
  for (const type of TOUCH_EVENTS)
    target.addEventListener(type, touchedBy, { capture: true, passive: true, signal: touching.signal });

  let held: HTMLElement | null = null;
  const typed = new Set<Field>();
  target.addEventListener(
    'click',
    (event: MouseEvent) => {
      begin();
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const element = event.target instanceof Element ? event.target : null;
      if (!element || element.closest(DRAWN_DIALOG)) return;
      const activated = element.closest<HTMLElement>(ACTIVATED);
      // Into a text field: the caret goes where it was clicked, and the field is typed into as usual.
      if (!activated || (activated instanceof HTMLInputElement && takesText(activated))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = activated;
    },
    { capture: true, signal },
  );
  // A box is clicked (held above); a text field or a list is typed into or chosen from.
  const onInput = (event: Event) => {
    const field = event.target;
    if (isField(field) && takesText(field) && !field.closest(DRAWN_DIALOG)) typed.add(field);
  };
  target.addEventListener('input', onInput, { capture: true, signal });
  target.addEventListener('change', onInput, { capture: true, signal });

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    listening.abort();
    touching.abort();
    begin();
    for (const field of typed) if (field.isConnected) typeAgain(field);
    const click = held;
    held = null;
    // Once what was typed is in the code's state: React renders it before the next task.
    if (click) target.setTimeout(() => click.isConnected && click.click(), 0);
  };
  return { touched, start: begin, release };
}

/**
 * Gives the code that now runs a field what was typed into it before: its value is set back to empty the way the code
 * sees (the element's own `value`, which React watches), then to what was typed the way typing does, with the event.
 */
function typeAgain(field: Field) {
  const value = field.value;
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
