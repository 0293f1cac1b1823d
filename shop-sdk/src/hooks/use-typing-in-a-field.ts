import { useSyncExternalStore } from 'react';

/** Fields a shopper types into (not buttons, boxes to tick or choices). */
const TEXT_ENTRY = new Set(['text', 'search', 'email', 'tel', 'number', 'password', 'url']);

/** Whether the focus is in a field of the page the shopper types into (a dialog's own fields are not the page's). */
function typingInAField(): boolean {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || field.closest('[role="dialog"]')) return false;
  if (field instanceof HTMLInputElement) return TEXT_ENTRY.has(field.type);
  return field instanceof HTMLTextAreaElement || field.isContentEditable;
}

function subscribeToFocus(onChange: () => void) {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/**
 * Whether the shopper is typing into a field of the page (the header's search, say): a dialog that opens by itself
 * waits until they leave it, or it would take the focus from under their words.
 */
export const useTypingInAField = () => useSyncExternalStore(subscribeToFocus, typingInAField, () => false);
