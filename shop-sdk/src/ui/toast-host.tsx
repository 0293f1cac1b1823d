import { lazy, Suspense, useSyncExternalStore } from 'react';
// From the package, not '../notify': the shared module's copy, not a second one bundled with this file.
import { TOAST_LIMIT } from 'shared-contracts';
import { loadToastify, toastHostWanted } from 'shop-sdk';

const ToastContainer = lazy(() => loadToastify().then(({ ToastContainer }) => ({ default: ToastContainer })));

/**
 * The one toast container, kept off the first load: it mounts with the first toast, and toasts sent before it has
 * loaded wait in react-toastify's queue.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(toastHostWanted.subscribe, toastHostWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer limit={TOAST_LIMIT} position="top-right" newestOnTop />
    </Suspense>
  );
}
