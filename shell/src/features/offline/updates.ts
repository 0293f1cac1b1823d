import { notify, runtimeConfigSchema, whenIdle, type RuntimeConfig } from 'shared-contracts';
import * as v from 'valibot';
import { NAVIGATED_EVENT } from './navigated';

/**
 * The shop's service worker and its updates (docs/storefront.md §11.4). A new version, of the shell (a new worker)
 * or of a remote (a new `/runtime-config.json`), never changes the page the shopper is on: it takes effect on the next
 * link the shopper follows, which then loads as a whole page, and a quiet "Updated" says so. A checkout in progress
 * is never reloaded.
 */

export const UPDATED_MESSAGE = 'Updated';
const UPDATED_FLAG = 'kasuwa:updated';
const CHECK_INTERVAL_MS = 60_000;
/** How long a new worker may take to take over before the page is loaded anyway. */
const TAKEOVER_LIMIT_MS = 1500;

export interface UpdateEnvironment {
  serviceWorker: ServiceWorkerContainer | undefined;
  fetch: typeof fetch;
  location: Pick<Location, 'assign' | 'origin'>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
  /** The URLs this page loaded before a worker controlled it, for a first worker to keep. */
  loadedUrls: () => string[];
}

const browser = (): UpdateEnvironment => ({
  serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  fetch: (...args) => fetch(...args),
  location: window.location,
  storage: window.sessionStorage,
  now: () => Date.now(),
  loadedUrls: () => [
    window.location.href,
    ...performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\.(?:js|json)(?:$|\?)|\/api\/(?:products|images)\b/.test(url)),
  ],
});

/** The remotes two configs name differ: a remote has published a new version since this page loaded. */
export const remotesChanged = (loaded: RuntimeConfig, fresh: RuntimeConfig): boolean =>
  JSON.stringify(Object.entries(loaded.remotes).sort()) !==
  JSON.stringify(Object.entries(fresh.remotes).sort());

/** A plain click on a link to another page of the shop, which the router would otherwise handle in the page. */
export function shopLinkOf(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement)) return null;
  if (target.target && target.target !== '_self') return null;
  if (target.hasAttribute('download')) return null;
  const url = new URL(target.href);
  return url.origin === origin ? url.href : null;
}

/**
 * Registers the worker, then watches for a new version and applies it on the next link followed. `loaded` is the
 * config this page runs (null when it could not be read: then only the shell's updates are watched).
 */
export async function startUpdates(loaded: RuntimeConfig | null, env: UpdateEnvironment = browser()) {
  if (env.storage.getItem(UPDATED_FLAG)) {
    env.storage.removeItem(UPDATED_FLAG);
    notify.info(UPDATED_MESSAGE);
  }
  const container = env.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  let remotesUpdated = false;
  if (container) {
    const controlled = Boolean(container.controller);
    registration = await container.register('/sw.js', { updateViaCache: 'none' });
    if (!controlled) {
      // The first worker keeps what this page loaded before it took over (mostly from the HTTP cache).
      const ready = await container.ready;
      ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: env.loadedUrls() } });
    }
  }
  const shellUpdated = () => Boolean(registration?.waiting && container?.controller);
  const pending = () => remotesUpdated || shellUpdated();

  let lastCheck = env.now();
  async function check() {
    if (pending() || env.now() - lastCheck < CHECK_INTERVAL_MS) return;
    lastCheck = env.now();
    await registration?.update().catch(() => undefined);
    if (!loaded) return;
    try {
      const response = await env.fetch('/runtime-config.json', {
        cache: 'no-cache',
        credentials: 'same-origin',
      });
      const fresh = v.safeParse(runtimeConfigSchema, await response.json());
      if (response.ok && fresh.success && remotesChanged(loaded, fresh.output)) remotesUpdated = true;
    } catch {
      // Offline or a bad answer: nothing is known to have changed.
    }
  }

  /** The new worker takes over (when there is one), then the page at `href` loads whole. */
  async function loadUpdated(href: string) {
    env.storage.setItem(UPDATED_FLAG, '1');
    const waiting = registration?.waiting;
    if (waiting && container) {
      await new Promise<void>((resolve) => {
        const limit = setTimeout(resolve, TAKEOVER_LIMIT_MS);
        container.addEventListener(
          'controllerchange',
          () => {
            clearTimeout(limit);
            resolve();
          },
          { once: true },
        );
        waiting.postMessage({ type: 'SKIP_WAITING' });
      });
    }
    env.location.assign(href);
  }

  const onNavigated = () => void check();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const onClick = (event: MouseEvent) => {
    if (!pending()) return;
    const href = shopLinkOf(event, env.location.origin);
    if (!href) return;
    event.preventDefault();
    event.stopPropagation();
    void loadUpdated(href);
  };
  window.addEventListener(NAVIGATED_EVENT, onNavigated);
  document.addEventListener('visibilitychange', onVisible);
  // Before the router's own handler (React listens on the root, below the window).
  window.addEventListener('click', onClick, { capture: true });
  return {
    pending,
    check: () => {
      lastCheck = 0;
      return check();
    },
    stop() {
      window.removeEventListener(NAVIGATED_EVENT, onNavigated);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('click', onClick, { capture: true });
    },
  };
}

/** Starts the above once the browser is idle, with the config the page runs once it is known. */
export function startUpdatesWhenIdle(config: Promise<RuntimeConfig | null>) {
  whenIdle(() => {
    void config
      .then((loaded) => startUpdates(loaded))
      .catch((error: unknown) => console.error('[kasuwa] service worker:', error));
  }, 5000);
}
