import { loadRuntimeConfig, type RuntimeConfig } from '../../lib/runtime-config';
import { versionOfManifest } from 'shared-contracts/schemas/release-versions';
import { NAVIGATED_EVENT } from './navigated';
import { UPDATED_FLAG } from './updated-flag';

/**
 * The watch for new versions (docs/storefront.md §11.4). A new version, of the shell (a new worker waiting) or of a
 * remote (a `/runtime-config.json` that names another build), never changes the page the shopper is on: it takes
 * effect on the next link the shopper follows, which then loads as a whole page, where a quiet "Updated" says so
 * (register.ts). A checkout in progress is never reloaded.
 */

const CHECK_INTERVAL_MS = 60_000;
/** How long a new worker may take to take over before the page is loaded anyway. */
const TAKEOVER_LIMIT_MS = 1500;

export interface UpdateEnvironment {
  serviceWorker: ServiceWorkerContainer | undefined;
  fetch: typeof fetch;
  location: Pick<Location, 'assign' | 'origin'>;
  storage: Pick<Storage, 'setItem'>;
  now: () => number;
}

const browser = (): UpdateEnvironment => ({
  serviceWorker: navigator.serviceWorker,
  fetch: (...args) => fetch(...args),
  location: window.location,
  storage: window.sessionStorage,
  now: () => Date.now(),
});

/**
 * A remote has another version than this page runs: the fresh config names a build of it, and not the one loaded. A
 * config that names a remote's current manifest (`mf-manifest.json`, a remote never released through the registry)
 * says nothing about its version: that remote's next build arrives with the next whole page, as before.
 */
export const remotesChanged = (loaded: RuntimeConfig, fresh: RuntimeConfig): boolean =>
  (Object.keys(fresh.remotes) as (keyof RuntimeConfig['remotes'])[]).some(
    (name) => versionOfManifest(fresh.remotes[name]) !== null && fresh.remotes[name] !== loaded.remotes[name],
  );

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
 * Watches for a new version and applies it on the next link followed. `loaded` is the config this page runs (null
 * when it could not be read: then only the shell's updates are watched). Started by `registerWorker` at the shopper's
 * first change of page, which is when it is first needed.
 */
export async function startUpdates(loaded: RuntimeConfig | null, env: UpdateEnvironment = browser()) {
  const container = env.serviceWorker;
  const registration = await container?.getRegistration();
  let remotesUpdated = false;
  const shellUpdated = () => Boolean(registration?.waiting && container?.controller);
  const pending = () => remotesUpdated || shellUpdated();

  let lastCheck = 0;
  async function check() {
    if (pending() || env.now() - lastCheck < CHECK_INTERVAL_MS) return;
    lastCheck = env.now();
    await registration?.update().catch(() => undefined);
    if (!loaded) return;
    try {
      // Past the HTTP cache: the config a page load would read now.
      const fresh = await loadRuntimeConfig((url, init) => env.fetch(url, { ...init, cache: 'no-cache' }));
      if (remotesChanged(loaded, fresh)) remotesUpdated = true;
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

  void check();
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
