import type * as ReactToastify from 'react-toastify';
import { createElement } from 'react';
import type { Id, ToastContent, ToastOptions } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from 'shared-contracts/constants';
import { ToastWords, type ToastAction } from './toast-action';
import type { ToastText } from './words';

export type { ToastAction } from './toast-action';

/** A toast's content: its words in the page's language, and the action it offers after them. */
function contentOf(text: ToastText, action?: ToastAction): ToastContent {
  return ({ closeToast }) => createElement(ToastWords, { text, action, onAction: closeToast });
}

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | undefined;

/**
 * react-toastify is not on the first load: it is fetched with the first toast. Toasts sent before its container
 * mounts are queued by react-toastify 11 and shown once it does.
 */
export function loadToastify(): Promise<Toastify> {
  toastify ??= import('react-toastify');
  return toastify;
}

/**
 * Whether a toast has been asked for, so the toast container must mount (see ToastHost). Kept on the window, not
 * in this module: a remote built against another version of the contracts has its own copy of it.
 */
const WANTED = 'kasuwa:toast-wanted';
export const toastHostWanted = {
  get: () => document.documentElement.hasAttribute(`data-${WANTED.replace(':', '-')}`),
  subscribe(listener: () => void) {
    window.addEventListener(WANTED, listener);
    return () => window.removeEventListener(WANTED, listener);
  },
};

function want() {
  if (toastHostWanted.get()) return;
  document.documentElement.setAttribute(`data-${WANTED.replace(':', '-')}`, '');
  window.dispatchEvent(new Event(WANTED));
}

let lastId = 0;
/** Ids of another copy of this module (a remote built against another version) must not collide with ours. */
const idPrefix = `kasuwa-toast-${Math.random().toString(36).slice(2, 8)}`;

/** Sends a toast once react-toastify has loaded; the id is ours, so it is known at once. */
function show(
  text: ToastText,
  options: ToastOptions & {
    kind: 'success' | 'error' | 'info' | 'loading';
    action?: ToastAction | undefined;
  },
): Id {
  const { kind, action, ...rest } = options;
  const toastId = options.toastId ?? `${idPrefix}-${++lastId}`;
  want();
  void loadToastify().then(({ toast }) => toast[kind](contentOf(text, action), { ...rest, toastId }));
  return toastId;
}

/**
 * Replaces a toast. react-toastify drops an update of a toast still waiting for its container (the task ended
 * before the first toast of the page was on screen), so such a toast is withdrawn and the outcome shown instead.
 */
function update(
  id: Id,
  outcome: {
    render: ToastText;
    type: 'success' | 'error';
    autoClose: number;
    action?: ToastAction | undefined;
  },
) {
  want();
  const { action, ...rest } = outcome;
  const render = contentOf(outcome.render, action);
  void loadToastify().then(({ toast }) => {
    if (toast.isActive(id)) toast.update(id, { ...rest, render, isLoading: false });
    else {
      toast.dismiss(id);
      toast[outcome.type](render, { autoClose: outcome.autoClose, toastId: `${String(id)}-outcome` });
    }
  });
}

/** Toasts with the durations of docs/storefront.md §9.3. */
export const notify = {
  /** With `action`, the toast offers a link after its words ("View cart"). */
  success: (text: ToastText, action?: ToastAction) =>
    show(text, { kind: 'success', autoClose: TOAST_SUCCESS_MS, action }),
  error: (text: ToastText) => show(text, { kind: 'error', autoClose: TOAST_ERROR_MS }),
  info: (text: ToastText) => show(text, { kind: 'info', autoClose: TOAST_DEFAULT_MS }),
  /** A loading toast that stays until it is replaced. */
  loading: (text: ToastText): Id => show(text, { kind: 'loading' }),
  resolve: (id: Id, text: ToastText, action?: ToastAction) =>
    update(id, { render: text, type: 'success', autoClose: TOAST_SUCCESS_MS, action }),
  reject: (id: Id, text: ToastText) => update(id, { render: text, type: 'error', autoClose: TOAST_ERROR_MS }),
};

/** Shows a loading toast while `task` runs, then replaces it with the success or error toast. */
export async function withToast<T>(
  task: () => Promise<T>,
  texts: { loading: ToastText; success: ToastText; error: ToastText | ((error: unknown) => ToastText) },
): Promise<T> {
  const id = notify.loading(texts.loading);
  try {
    const result = await task();
    notify.resolve(id, texts.success);
    return result;
  } catch (error) {
    notify.reject(id, typeof texts.error === 'function' ? texts.error(error) : texts.error);
    throw error;
  }
}
