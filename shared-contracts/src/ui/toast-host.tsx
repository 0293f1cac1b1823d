import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from '../constants';
import { loadToastify, toastHostWanted } from '../notify';

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
