import { notify } from 'shop-sdk';
import type { RuntimeConfig } from '../../lib/runtime-config';
import { whenIdle } from '../../lib/idle';
import { NAVIGATED_EVENT } from './navigated';
import { UPDATED_FLAG, UPDATED_MESSAGE } from './updated-flag';

/**
 * The shop's service worker, registered once the page has loaded and the browser is idle, off the path to the first
 * product (docs/storefront.md §11). The watch for new versions (updates.ts) loads at the shopper's first change of
 * page, the first moment it can matter.
 */

export interface RegisterEnvironment {
  serviceWorker: ServiceWorkerContainer;
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
  /** The URLs this page loaded before a worker controlled it, for a first worker to keep. */
  loadedUrls: () => string[];
}

const browser = (): RegisterEnvironment => ({
  serviceWorker: navigator.serviceWorker,
  storage: window.sessionStorage,
  loadedUrls: () => [
    window.location.href,
    ...performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\.(?:js|json)(?:$|\?)|\/api\/(?:products|images)\b/.test(url)),
  ],
});

export async function registerWorker(env: RegisterEnvironment = browser()): Promise<void> {
  if (env.storage.getItem(UPDATED_FLAG)) {
    env.storage.removeItem(UPDATED_FLAG);
    notify.info(UPDATED_MESSAGE);
  }
  const controlled = Boolean(env.serviceWorker.controller);
  await env.serviceWorker.register('/sw.js', { updateViaCache: 'none' });
  if (!controlled) {
    // A first worker keeps what this page loaded before it took over (mostly from the HTTP cache).
    const ready = await env.serviceWorker.ready;
    ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: env.loadedUrls() } });
  }
}

/**
 * When the browser is idle: registers the worker, and loads the watch at the first change of page, with the config
 * the page runs.
 */
export function registerWhenIdle(config: Promise<RuntimeConfig | null>): void {
  whenIdle(() => {
    void registerWorker().catch((error: unknown) => console.error('[kasuwa] service worker:', error));
  }, 5000);
  window.addEventListener(
    NAVIGATED_EVENT,
    () => {
      void Promise.all([config, import('./updates')])
        .then(([loaded, { startUpdates }]) => startUpdates(loaded))
        .catch((error: unknown) => console.error('[kasuwa] updates:', error));
    },
    { once: true },
  );
}
