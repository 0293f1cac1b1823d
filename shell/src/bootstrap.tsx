import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { loadRuntimeConfig, type RuntimeConfig } from './lib/runtime-config';
import { readServerPage, type ServerPage } from './app/server-page';
import { loadRemoteComponent, registerShopRemotes } from './federation/remotes';
import { whenContentShown } from './lib/content-shown';
import { whenIdle } from './lib/idle';
import { splitLocalePath } from 'shared-contracts/locales';
import { shellMessages } from './messages';
import { ensurePluralRules } from './lib/plural-rules';

/**
 * Runs `load` in a task of its own. Evaluated together, when the last of their files had arrived, react-dom,
 * react-query and the shop runtime made one task of 100–150 ms on a phone (four times a desktop's time); each now
 * gets its own. Their files are all in the bootstrap's chunk group: nothing here waits for the network.
 */
const inItsOwnTask = <T,>(load: () => Promise<T>): Promise<T> =>
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);

/** Runs `run` once its render has been committed (on the server, never): the root's hydration, here. */
function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/** The runtime config: the one the server rendered the page with, else /runtime-config.json. */
function runtimeConfig(page: ServerPage | null): Promise<RuntimeConfig | null> {
  if (page) return Promise.resolve(page.config);
  return loadRuntimeConfig().catch((error: unknown) => {
    // Without the config no remote can load; the shell still renders and each section says it is unavailable.
    console.error('[kasuwa]', error);
    return null;
  });
}

async function start() {
  const page = readServerPage();
  // The page's language is its URL's prefix (docs/storefront.md §18); the shell's words in it come with the libraries.
  const { locale, path } = splitLocalePath(window.location.pathname);
  const messages = shellMessages.load(locale);
  const pluralRules = ensurePluralRules(locale).catch((error: unknown) => console.error('[kasuwa]', error));
  // The config is asked for first; the libraries are evaluated while it is on its way.
  const config = runtimeConfig(page);
  startUpdatesAfterLoad(config);
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
    const root = createRoot(container);
    // As a transition, React renders the first screen in slices of a few milliseconds and lets the browser
    // handle input and paint between them, instead of in one long task.
    startTransition(() => root.render(app(<App {...shell} />)));
    return;
  }

  // The server rendered this page: the browser starts from its data and hydrates its HTML with the same builds
  // of the same remotes.
  const [{ hydrateQueryState }, { RemoteRenderingContext }] = await Promise.all([
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
  startTransition(() => {
    hydrateRoot(
      container,
      app(
        <RemoteRenderingContext.Provider
          value={{ rendersBeforeHydration: (remote) => rendered.has(remote), afterShell: remotesLoaded }}
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

void start();
