import type { Params } from 'react-router-dom';

/**
 * What a tracking page's URL asks for: the order number (its path, or `?number=` from the form of /track) and the
 * phone the form sent (`?phone=`). The page and its server loader read it alike, so the server fetches exactly the
 * lookup the page shows.
 */
export function trackLookupOf(params: Params, search: URLSearchParams) {
  return {
    orderNumber: (params.orderNumber ?? search.get('number') ?? '').trim().toUpperCase(),
    phone: (search.get('phone') ?? '').trim(),
  };
}

/** A tracking page's own address: its order number, and never the phone. */
export const trackPath = (orderNumber: string) =>
  orderNumber ? `/track/${encodeURIComponent(orderNumber)}` : '/track';
