/** Where the queue is kept on the device (localStorage). */
export const OFFLINE_CHANGES_KEY = 'kasuwa:offline-changes';
/** Dispatched on the window when this tab changes the queue (another tab's change arrives as `storage`). */
export const OFFLINE_CHANGES_EVENT = 'kasuwa:offline-changes';

/**
 * Calls `callback` once changes are stored on the device: at once if some are, else when the first is (in this tab
 * or another). Until then a page needs none of the queue's code. Answers what cancels it.
 */
export function onceChangesStored(callback: () => void): () => void {
  const stored = () =>
    typeof localStorage !== 'undefined' && localStorage.getItem(OFFLINE_CHANGES_KEY) !== null;
  if (stored()) {
    callback();
    return () => undefined;
  }
  const check = () => {
    if (!stored()) return;
    stop();
    callback();
  };
  const stop = () => {
    window.removeEventListener(OFFLINE_CHANGES_EVENT, check);
    window.removeEventListener('storage', check);
  };
  window.addEventListener(OFFLINE_CHANGES_EVENT, check);
  window.addEventListener('storage', check);
  return stop;
}
