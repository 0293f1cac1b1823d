/**
 * What a modal dialog does to the page while it is open, apart from React: the kit's Dialog uses it, and so does a
 * dialog the server drew, shown before its code has come (`showDrawnDialog`).
 */

/** `field`: the first field (or the element marked `data-autofocus`); `dialog`: the dialog itself. */
export type InitialFocus = 'field' | 'dialog';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusableIn = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));

/**
 * Where focus goes on open: the panel itself when asked (a dialog the shopper did not open: a phone's keyboard
 * must not cover the page), else an element marked `data-autofocus`, else the first field, else the panel.
 */
const initialFocus = (panel: HTMLElement, focus: InitialFocus) =>
  (focus === 'dialog' ? panel : null) ??
  panel.querySelector<HTMLElement>('[data-autofocus]') ??
  panel.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea') ??
  panel;

/**
 * Opens a modal dialog whose panel is in `container`: the container joins the page, the rest of the page is made inert
 * and does not scroll, and the focus goes in. Returns what undoes all of that and gives the focus back to where it
 * was. Nested dialogs work: each one undoes only what it did. (A dialog the server drew, before its code has come,
 * opens with this too.)
 */
export function holdModal(
  container: HTMLElement,
  panel: HTMLElement | null,
  focus: InitialFocus,
): () => void {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const { body } = document;
  // Keep the page from shifting sideways when its scrollbar disappears. Read before anything below changes
  // the page, so that the reading does not force a layout of the whole page in the middle of opening.
  const { clientWidth } = document.documentElement;
  const scrollbar = clientWidth > 0 ? window.innerWidth - clientWidth : 0;
  body.appendChild(container);

  const { overflow, paddingRight } = body.style;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;

  // The panel itself is at the top of a fixed backdrop, already in view: focused without scrolling into view,
  // the browser is not made to lay the whole page out here, in the task that opened the dialog (on a phone,
  // 100 ms and more on a long page when the dialog opens by itself on load); it does so in its next frame.
  const target = panel ? initialFocus(panel, focus) : null;
  target?.focus(target === panel ? { preventScroll: true } : undefined);

  // The rest of the page is made inert after the focus, in the same task. `inert` on the page's root makes the
  // browser compute the style of every element of the page again: set before the focus, which brings the page's
  // style up to date, that work was done here, in the task that opened the dialog; set after it, the browser does
  // it when it next draws the page.
  const madeInert = [...body.children].filter(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && element !== container && !element.hasAttribute('inert'),
  );
  madeInert.forEach((element) => element.setAttribute('inert', ''));

  return () => {
    madeInert.forEach((element) => element.removeAttribute('inert'));
    body.style.overflow = overflow;
    body.style.paddingRight = paddingRight;
    container.remove();
    if (previous?.isConnected) previous.focus();
  };
}

/** The keys of an open dialog: Escape closes it (only the innermost), Tab stays inside its panel. */
export function dialogKeyDown(
  event: Pick<globalThis.KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault' | 'stopPropagation'>,
  panel: HTMLElement,
  onClose: () => void,
): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = focusableIn(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** The close button of a dialog, as the markup the server drew names it. */
export const DIALOG_CLOSE = 'data-dialog-close';

/** The attribute of the container of a dialog the server drew, while it is shown. */
const DRAWN = 'data-drawn-dialog';
/**
 * Sent to that container when a dialog with its code takes its place: the copy of this module that showed it may be
 * another build's (the shell's), and it undoes what it did.
 */
const TAKEN = 'kasuwa:drawn-dialog-taken';
/** What a shopper uses in a dialog, in the order both the drawn and the live dialog have them. */
const CONTROLS = 'input, select, textarea, button, a[href]';

export interface DrawnDialogOptions {
  /** The shopper closed it (×, Escape, the backdrop). */
  onClose: () => void;
  /** The shopper started to use it (a tap, a key, a field focused): its code is needed. Called once. */
  onTouch: () => void;
}

/**
 * Shows a dialog the server drew (`markup`: the kit Dialog's markup, drawn in place) as a modal, before its code has
 * come. It closes as the kit's Dialog does; any other use of it calls `onTouch` once, and it stays until the same
 * dialog, rendered with its code, opens and takes its place (`takeDrawnDialog`) with what the shopper typed, ticked
 * and focused, and the button they pressed meanwhile. Returns what removes it unused.
 */
export function showDrawnDialog(
  markup: DocumentFragment,
  { onClose, onTouch }: DrawnDialogOptions,
): () => void {
  const container = document.createElement('div');
  container.setAttribute(DRAWN, '');
  container.append(markup);
  const backdrop = container.firstElementChild;
  const panel = container.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  let touched = false;
  const touch = () => {
    if (touched) return;
    touched = true;
    onTouch();
  };
  const remember = (what: 'pending' | 'focused', element: Element | null) => {
    const index = element ? [...container.querySelectorAll(CONTROLS)].indexOf(element) : -1;
    if (index >= 0) container.dataset[what] = String(index);
  };
  const isClose = (target: EventTarget | null) =>
    target instanceof Element && !!target.closest(`[${DIALOG_CLOSE}]`);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') touch();
    if (panel) dialogKeyDown(event, panel, close);
  };
  const onMouseDown = (event: MouseEvent) => {
    if (event.target === backdrop) close();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.target !== backdrop && !isClose(event.target)) touch();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== panel && !isClose(event.target)) touch();
  };
  const onClick = (event: MouseEvent) => {
    if (isClose(event.target)) {
      close();
      return;
    }
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type !== 'submit') {
      remember('pending', button);
      touch();
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    remember('pending', event.submitter);
    touch();
  };
  const onTaken = () => {
    remember('focused', document.activeElement);
    end();
  };
  // Every listener goes with the dialog.
  const listening = new AbortController();
  const { signal } = listening;
  container.addEventListener('keydown', onKeyDown, { signal });
  container.addEventListener('mousedown', onMouseDown, { signal });
  container.addEventListener('pointerdown', onPointerDown, { signal });
  container.addEventListener('focusin', onFocusIn, { signal });
  container.addEventListener('click', onClick, { signal });
  container.addEventListener('submit', onSubmit, { signal });
  container.addEventListener(TAKEN, onTaken, { signal });
  const release = holdModal(container, panel, 'dialog');

  let shown = true;
  function end() {
    if (!shown) return;
    shown = false;
    listening.abort();
    container.removeAttribute(DRAWN);
    release();
  }
  function close() {
    end();
    onClose();
  }
  return end;
}

/**
 * Called by a dialog with its code as it opens: takes the place of the dialog the server drew, if one is shown. The
 * drawn one is removed at once (the page as it was, for this dialog to hold); the function returned then gives the
 * new panel what the shopper did in the drawn one. Null when none is shown.
 */
export function takeDrawnDialog(): ((panel: HTMLElement) => void) | null {
  const drawn = document.querySelector<HTMLElement>(`[${DRAWN}]`);
  if (!drawn) return null;
  drawn.dispatchEvent(new Event(TAKEN));
  // Once the new dialog's render is done (it opens inside one): a change made while React commits is undone by
  // React, which puts its own values back.
  return (panel) => queueMicrotask(() => handOver(drawn, panel));
}

function handOver(drawn: HTMLElement, panel: HTMLElement) {
  const from = [...drawn.querySelectorAll<HTMLElement>(CONTROLS)];
  const to = [...panel.querySelectorAll<HTMLElement>(CONTROLS)];
  // The same dialog has the same controls in the same order; another (the frame shown when the code cannot come) is
  // given nothing.
  const same =
    from.length === to.length &&
    from.every(
      (element, i) =>
        element.tagName === to[i]?.tagName && element.getAttribute('type') === to[i]?.getAttribute('type'),
    );
  if (!same) return;
  from.forEach((source, i) => {
    const target = to[i];
    if (source instanceof HTMLInputElement && target instanceof HTMLInputElement) {
      if (source.type === 'checkbox' || source.type === 'radio') {
        if (source.checked !== target.checked) target.click();
      } else if (source.value !== target.value) typeInto(target, source.value);
    } else if (
      (source instanceof HTMLTextAreaElement && target instanceof HTMLTextAreaElement) ||
      (source instanceof HTMLSelectElement && target instanceof HTMLSelectElement)
    ) {
      if (source.value !== target.value) typeInto(target, source.value);
    }
  });
  const at = (what: 'pending' | 'focused') => {
    const index = Number(drawn.dataset[what]);
    return Number.isInteger(index) ? to[index] : undefined;
  };
  at('focused')?.focus();
  const pending = at('pending');
  // Pressed once the values above are in the form's state: React renders them before the next task.
  if (pending) window.setTimeout(() => pending.click(), 0);
}

/** Gives a field a value as typing does, so that the code behind it sees the change. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
