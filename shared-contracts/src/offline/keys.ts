/** Where the queue is kept on the device (localStorage). */
export const OFFLINE_CHANGES_KEY = 'kasuwa:offline-changes';
/** Dispatched on the window when this tab changes the queue (another tab's change arrives as `storage`). */
export const OFFLINE_CHANGES_EVENT = 'kasuwa:offline-changes';

const changesStored = () =>
  typeof localStorage !== 'undefined' && localStorage.getItem(OFFLINE_CHANGES_KEY) !== null;

/** Long enough after a page starts for its content to be there first. */
const AFTER_CONTENT_MS = 3000;

/**
 * When a signed-in shopper's page fetches the offline code (to keep, show and send changes): a little after its
 * content, so it is there before the connection goes, or as soon as changes are stored (at once when some already
 * are). Public pages never do. Answers what cancels it.
 */
export function afterContent(run: () => void): () => void {
  if (changesStored()) {
    run();
    return () => undefined;
  }
  const once = () => {
    if (!changesStored()) return;
    stop();
    run();
  };
  const timer = setTimeout(() => {
    stop();
    run();
  }, AFTER_CONTENT_MS);
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener(OFFLINE_CHANGES_EVENT, once);
    window.removeEventListener('storage', once);
  };
  window.addEventListener(OFFLINE_CHANGES_EVENT, once);
  window.addEventListener('storage', once);
  return stop;
}
