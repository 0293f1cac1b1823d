import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useOnline } from 'shop-sdk';
import { IfUnavailable } from './if-unavailable';
import { offlineMessage } from './offline.messages';

// Its code loads when the connection drops: the service worker keeps it, so it is there offline.
const OfflineBanner = lazy(() =>
  import('./offline-banner').then(({ OfflineBanner }) => ({ default: OfflineBanner })),
);

/** Without a worker (a browser that has none, a first visit) the banner's code cannot arrive offline: the words can. */
function PlainNotice() {
  return (
    <p role="status" style={{ margin: 0, padding: '10px 12px', textAlign: 'center', fontWeight: 600 }}>
      {useIntl().formatMessage(offlineMessage)}
    </p>
  );
}

/** docs/storefront.md §11.1: the offline banner, while the device has no connection. */
export function OfflineNotice() {
  const online = useOnline();
  return online ? null : (
    <IfUnavailable fallback={<PlainNotice />}>
      <Suspense fallback={<PlainNotice />}>
        <OfflineBanner />
      </Suspense>
    </IfUnavailable>
  );
}
