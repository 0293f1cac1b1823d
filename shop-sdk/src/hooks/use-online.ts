import { useSyncExternalStore } from 'react';

const read = () => navigator.onLine;
const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * Whether the device says it has a connection (docs/storefront.md §11). Online on the server and while hydrating,
 * so the server's HTML is the same for everyone.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}
