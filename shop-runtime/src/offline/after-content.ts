import { OFFLINE_CHANGES_EVENT, OFFLINE_CHANGES_KEY } from '../constants';

/** Whether changes made offline are stored on this device (by any shopper: the engine sorts out whose). */
export const changesStored = (): boolean =>
  typeof localStorage !== 'undefined' && localStorage.getItem(OFFLINE_CHANGES_KEY) !== null;

/** Long enough after a page starts for its content to be there first. */
export const AFTER_CONTENT_MS = 3000;

/**
 * Runs `run` once changes are stored on the device: at once when some already are, else when this tab or another
 * stores the first. What only shows or sends waiting changes costs a shopper with none nothing
 * (docs/storefront.md §11.2). Answers what cancels it.
 */
export function whenChangesStored(run: () => void): () => void {
  if (changesStored()) {
    run();
    return () => undefined;
  }
  const once = () => {
    if (!changesStored()) return;
    stop();
    run();
  };
  const stop = () => {
    window.removeEventListener(OFFLINE_CHANGES_EVENT, once);
    window.removeEventListener('storage', once);
  };
  window.addEventListener(OFFLINE_CHANGES_EVENT, once);
  window.addEventListener('storage', once);
  return stop;
}

/**
 * When a signed-in shopper's page fetches the code that keeps a change: a little after its content, so it is there
 * before the connection goes, or as soon as changes are stored (at once when some already are). Public pages never
 * call it. Answers what cancels it.
 */
export function afterContent(run: () => void): () => void {
  let done = false;
  let unwatch = (): void => undefined;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    run();
  };
  const timer = setTimeout(once, AFTER_CONTENT_MS);
  unwatch = whenChangesStored(once);
  function stop() {
    clearTimeout(timer);
    unwatch();
  }
  return stop;
}
