import { StrictMode, startTransition, type ReactNode } from 'react';
import { loadRuntimeConfig, type RuntimeConfig } from './lib/runtime-config';
import { readServerPage, type ServerPage } from './app/server-page';
import { loadRemoteComponent, registerShopRemotes } from './federation/remotes';
import { contentShown, whenContentShown } from './lib/content-shown';
import { whenIdle } from './lib/idle';
import { splitLocalePath, type Locale } from 'shared-contracts/locales';
import { shellMessages } from './messages';
import { ensurePluralRules } from './lib/plural-rules';
import { holdUntilHydrated, type FirstTouch } from './lib/first-touch';
import { promptBeforeHydration } from './app/prompt-before-hydration';
import { suggestedLocale } from './features/language/suggested-locale';
import { HYDRATE_AT_ONCE } from 'shared-contracts/hydration';
import { dataSaverOn } from 'shared-contracts/pictures';
import { UPDATED_FLAG } from './features/offline/updated-flag';
import { OFFLINE_CHANGES_KEY, SESSION_STORAGE_KEY } from 'shop-runtime/constants';
import type { RemoteName } from './lib/runtime-config';

/**
 * Runs `load` in a task of its own. Evaluated together, when the last of their files had arrived, react-dom,
 * react-query and the shop runtime made one task of 100–150 ms on a phone (four times a desktop's time); each now
 * gets its own. Their files are all in the bootstrap's chunk group: nothing here waits for the network.
 */
const inItsOwnTask = <T,>(load: () => Promise<T>): Promise<T> =>
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);

/** Whether the device keeps `key` (a policy that refuses storage keeps nothing). */
function stored(key: string, storage: 'localStorage' | 'sessionStorage' = 'localStorage'): boolean {
  try {
    return window[storage].getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether a server-rendered page hydrates as soon as its code is there, rather than at the shopper's first touch
 * (docs/performance.md, "Hydrated on the first touch"): when it has something to show by itself. A page whose
 * content the browser renders (the cart, the checkout, the sign-in pages, the admin: the server's HTML holds their
 * loading screen); a signed-in shopper's header, cart count and hearts (the server renders signed out), and their
 * changes made offline to send; the data saver's switch turned on; the "Updated" of a page that took a new version
 * (§11.4); an offline page's notice; a language to suggest (§18); a part marked to run at once
 * (a countdown).
 */
function hydratesAtOnce(locale: Locale): boolean {
  return (
    !contentShown() ||
    stored(SESSION_STORAGE_KEY) ||
    // shop-runtime's changesStored() says the same, but importing the runtime here would evaluate it before the touch.
    stored(OFFLINE_CHANGES_KEY) ||
    dataSaverOn(document.cookie) ||
    stored(UPDATED_FLAG, 'sessionStorage') ||
    !navigator.onLine ||
    suggestedLocale(locale, navigator.languages, document.cookie) !== null ||
    document.querySelector(`[${HYDRATE_AT_ONCE}]`) !== null
  );
}

/** The longest a click made before hydration is held, in ms: then it is given to whatever the page has by then. */
const HOLD_LIMIT_MS = 15_000;

/** The runtime config: the one the server rendered the page with, else /runtime-config.json. */
function runtimeConfig(page: ServerPage | null): Promise<RuntimeConfig | null> {
  if (page) return Promise.resolve(page.config);
  return loadRuntimeConfig().catch((error: unknown) => {
    // Without the config no remote can load; the shell still renders and each section says it is unavailable.
    console.error('[kasuwa]', error);
    return null;
  });
}

async function start(touch: FirstTouch) {
  const page = readServerPage();
  // The page's language is its URL's prefix (docs/storefront.md §18); the shell's words in it come with the libraries.
  const { locale, path } = splitLocalePath(window.location.pathname);
  if (page && !hydratesAtOnce(locale)) promptBeforeHydration(touch.touched);
  else touch.start();
  const messages = shellMessages.load(locale);
  const pluralRules = ensurePluralRules(locale).catch((error: unknown) => console.error('[kasuwa]', error));
  // The config is asked for first; the libraries are evaluated while it is on its way.
  const config = runtimeConfig(page);
  startUpdatesAfterLoad(config);
  // An anonymous shopper's page stays the server's HTML, its links plain links, until the shopper first touches it:
  // only then are the libraries and the shop's code evaluated and the page hydrated. Their files came with this one
  // (its chunk group), so the touch waits for the processor alone.
  await touch.touched;
  const { createRoot, hydrateRoot } = await inItsOwnTask(
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  );
  await inItsOwnTask(() => import(/* webpackMode: "eager" */ '@tanstack/react-query'));
  // The shop runtime uses the two above, already evaluated by now.
  const { apiClient, shopQueryClient } = await inItsOwnTask(
    () => import(/* webpackMode: "eager" */ './app/shop-runtime'),
  );
  // The API answers in the page's language (the catalogue's names, the signed-in shopper's mails).
  apiClient.interceptors.request.use((request) => {
    request.headers.set('Accept-Language', locale);
    return request;
  });
  const loaded = await config;
  if (loaded) {
    try {
      registerShopRemotes(loaded);
      apiClient.configure({ baseURL: loaded.apiBaseUrl });
    } catch (error) {
      console.error('[kasuwa]', error);
    }
  }

  // The App's modules (and the libraries only they use) are in this chunk but run only now.
  const { App } = await inItsOwnTask(() => import(/* webpackMode: "eager" */ './app/app'));
  await pluralRules;
  const shell = { queryClient: shopQueryClient, locale, messages: await messages };
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (children: ReactNode) => <StrictMode>{children}</StrictMode>;

  if (!page) {
    touch.release();
    const root = createRoot(container);
    // As a transition, React renders the first screen in slices of a few milliseconds and lets the browser
    // handle input and paint between them, instead of in one long task.
    startTransition(() => root.render(app(<App {...shell} />)));
    return;
  }

  // The server rendered this page: the browser starts from its data and hydrates its HTML with the same builds
  // of the same remotes.
  const [{ hydrateQueryState }, { RemoteRenderingContext, OnCommit }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/query-state'),
    import(/* webpackMode: "eager" */ './federation/remote-page'),
  ]);
  hydrateQueryState(shopQueryClient, page.state);
  const rendered = new Set(page.rendered);
  // As a transition, React hydrates in slices of about 5 ms and lets the browser handle input between them; outside
  // one, hydration is a single task of the whole page (300 ms and more on a phone). A tap on a part not yet hydrated
  // makes React hydrate that part first.
  let shellHydrated: () => void = () => undefined;
  const afterShell = new Promise<void>((resolve) => {
    shellHydrated = resolve;
  });
  // The remotes the server rendered are loaded once the shell's own parts (the navbar above all) have hydrated: their
  // code is not evaluated before the page answers a tap on its header, and their sections keep the server's HTML
  // until then. The page's own code comes too: a page still loading would suspend its section's hydration again.
  // A remote that cannot be loaded is caught by its section's boundary.
  const remotesLoaded = afterShell
    .then(() =>
      Promise.allSettled(
        page.rendered.map(async (remote) => {
          const routes = await loadRemoteComponent(remote, './routes');
          await routes.preload?.(path);
        }),
      ),
    )
    .then(() => undefined);
  // A click held in a section is given to the page's code once every section the server rendered has hydrated (or
  // given up), or at the limit.
  const sectionsLeft = new Set<RemoteName>(page.rendered);
  let sectionsDone: () => void = () => undefined;
  const allSections = new Promise<void>((resolve) => {
    sectionsDone = resolve;
    if (sectionsLeft.size === 0) resolve();
  });
  const sectionDone = (remote: RemoteName) => {
    sectionsLeft.delete(remote);
    if (sectionsLeft.size === 0) sectionsDone();
  };
  // The shell's own parts answer first: the header, the dialogs (the page's sections are inside its main landmark).
  void afterShell.then(() => touch.hydrated((element) => !element.closest('main')));
  void Promise.race([
    afterShell.then(() => allSections),
    new Promise<void>((resolve) => window.setTimeout(resolve, HOLD_LIMIT_MS)),
  ]).then(touch.release);
  startTransition(() => {
    hydrateRoot(
      container,
      app(
        <RemoteRenderingContext.Provider
          value={{
            rendersBeforeHydration: (remote) => rendered.has(remote),
            afterShell: remotesLoaded,
            sectionDone,
          }}
        >
          <App {...shell} />
          <OnCommit run={shellHydrated} />
        </RemoteRenderingContext.Provider>,
      ),
      {
        onRecoverableError(error) {
          console.error('[kasuwa] hydration:', error);
        },
      },
    );
  });
}

/**
 * The service worker and the watch for new versions (docs/storefront.md §11), once the page has loaded, its content
 * is shown and the browser is idle: neither is on the path to the first product. A signed-in page (`/cart`,
 * `/admin`) has loaded long before its content, which the browser renders from its data, so the load alone would
 * put their code before it (docs/architecture.md: "≤ 200 KB gz before content"). Production builds only
 * (development has no worker).
 */
function startUpdatesAfterLoad(config: Promise<RuntimeConfig | null>) {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const begin = () =>
    void import('./features/offline/register')
      .then(({ registerWhenIdle }) => registerWhenIdle(config))
      .catch((error: unknown) => console.error('[kasuwa] service worker:', error));
  const afterContent = () => whenContentShown(() => whenIdle(begin));
  if (document.readyState === 'complete') afterContent();
  else window.addEventListener('load', afterContent, { once: true });
}

// Held from now on: a click before the page has hydrated is given to its code once it has, or to the browser if the
// code cannot start.
const touch = holdUntilHydrated();
start(touch).catch((error: unknown) => {
  console.error('[kasuwa]', error);
  touch.release();
});
