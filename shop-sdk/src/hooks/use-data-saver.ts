import { useCallback, useSyncExternalStore } from 'react';
import { DATA_SAVER_COOKIE, dataSaverOn } from 'shared-contracts/pictures';

/** A year: the data saver is a setting of the device, kept until the shopper turns it off. */
const MAX_AGE_S = 365 * 24 * 60 * 60;
const CHANGED = 'kasuwa:data-saver';
const read = () => dataSaverOn(document.cookie);
const subscribe = (listener: () => void) => {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
};

/**
 * The footer's data saver (docs/storefront.md §10), kept on the device in a cookie that the API reads as it reads
 * `Save-Data: on`: pictures at most 480 px wide, and a product's other pictures only when tapped. Off on the server
 * and while hydrating, so the server's HTML is the same for everyone.
 */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((value: boolean) => {
    document.cookie = value
      ? `${DATA_SAVER_COOKIE}=on; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax`
      : `${DATA_SAVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    window.dispatchEvent(new Event(CHANGED));
  }, []);
  return [on, set];
}
