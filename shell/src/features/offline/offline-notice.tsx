import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useOnline } from 'shared-contracts';
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

class PlainIfUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? plainNotice : this.props.children;
  }
}

/** docs/storefront.md §11.1: the offline banner, while the device has no connection. */
export function OfflineNotice() {
  const online = useOnline();
  return online ? null : (
    <PlainIfUnavailable>
      <Suspense fallback={plainNotice}>
        <OfflineBanner />
      </Suspense>
    </PlainIfUnavailable>
  );
}
