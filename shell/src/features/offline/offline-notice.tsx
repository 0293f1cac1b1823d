import { lazy, Suspense } from 'react';
import { useOnline } from 'shared-contracts';

// Its code loads when the connection drops; the service worker keeps it, so it is there offline.
const OfflineBanner = lazy(() =>
  import('./offline-banner').then(({ OfflineBanner }) => ({ default: OfflineBanner })),
);

/** docs/storefront.md §11.1: the offline banner, while the device has no connection. */
export function OfflineNotice() {
  const online = useOnline();
  return online ? null : (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
