import { messages } from 'shared-contracts/messages';
import { notify } from './notify';

/**
 * Set when a refresh has failed and the shopper was told so. Kept on the document, not in this module: a remote
 * built against another version of the contracts has its own copy of it.
 */
const MARK = 'data-kasuwa-session-expired';

/** Requests waiting on the same failed refresh all report it in one turn of the event loop. */
let announcing = false;

/**
 * docs/storefront.md §4.1, §8: after a failed refresh, 'Session expired, please signin again.' is the error toast. Said once, however
 * many requests failed with it; the page behind sign-in that the shopper was on then does not add its own toast.
 */
export function announceSessionExpired() {
  if (announcing) return;
  announcing = true;
  setTimeout(() => {
    announcing = false;
  }, 0);
  document.documentElement.setAttribute(MARK, '');
  notify.error(messages.sessionExpired);
}

/** Whether the session has just expired (and was announced); the mark is cleared (also on sign-in), so it answers yes once. */
export function takeSessionExpired(): boolean {
  const root = document.documentElement;
  const expired = root.hasAttribute(MARK);
  root.removeAttribute(MARK);
  return expired;
}
