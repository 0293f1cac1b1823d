import { lazy, Suspense } from 'react';
import { useOnline } from 'shop-sdk';
import { IfUnavailable } from './if-unavailable';
import { OFFLINE_MESSAGE } from './offline-message';

// Its code loads when the connection drops: the service worker keeps it, so it is there offline.
const OfflineBanner = lazy(() =>
  import('./offline-banner').then(({ OfflineBanner }) => ({ default: OfflineBanner })),
);

/** Without a worker (a browser that has none, a first visit) the banner's code cannot arrive offline: the words can. */
const plainNotice = (
  <p role="status" style={{ margin: 0, padding: '10px 12px', textAlign: 'center', fontWeight: 600 }}>
    {OFFLINE_MESSAGE}
  </p>
);

/** docs/storefront.md §11.1: the offline banner, while the device has no connection. */
export function OfflineNotice() {
  const online = useOnline();
  return online ? null : (
    <IfUnavailable fallback={plainNotice}>
      <Suspense fallback={plainNotice}>
        <OfflineBanner />
      </Suspense>
    </IfUnavailable>
  );
}
