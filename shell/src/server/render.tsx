import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  dehydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { ServerStyleSheet } from 'styled-components';
import { CATEGORIES_STALE_MS } from 'shared-contracts';
import type { StoreDelivery, StoreSettings } from 'shared-contracts/schemas/settings';
import {
  apiClient,
  catalogApi,
  createQueryClient,
  pageMetaAtom,
  queryKeys,
  STORE_SETTINGS_STALE_MS,
  storeApi,
  type PageMeta,
} from 'shop-sdk';
import type { RemoteName } from '../lib/runtime-config';
import { App } from '../app/app';
import { remoteOfPath } from '../app/routes';
import { settled } from 'shared-contracts/lazy-page';
import { RemoteRenderingContext } from '../federation/remote-page';
import { loadedVersions, loadPinned, type PinnedRemote, type ServerRoutesModule } from './pinned-remotes';
import { serializeQueryErrors } from '../app/query-state';
import { TtlCache } from '../lib/ttl-cache';
import { basenameOf, splitLocalePath, type Locale } from 'shared-contracts/locales';
import { ShopIntlProvider } from 'shared-contracts/i18n';
import { shellMessages } from '../messages';
import { noScriptCatalogue } from '../messages/no-script';

export { loadedVersions, remoteOfPath, type PinnedRemote };

/** How long a remote (its entry and its data) may take on the server before its section renders in the browser. */
export const REMOTE_TIMEOUT_MS = 5000;
/** How long the whole render may take before it gives up and the browser renders the page. */
export const RENDER_TIMEOUT_MS = 10_000;

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The shopper's address, passed on to the API (its rate limits count shoppers, not this server). */
  clientAddress?: string;
  /** The remotes that render on the server, each pinned to the version this page is rendered with. */
  remotes: readonly PinnedRemote[];
}

export interface RenderedPage {
  status: number;
  meta: PageMeta | null;
  /** styled-components' `<style>` tags for everything in the HTML. */
  styles: string;
  /** The HTML of `#root`. */
  body: Readable;
  /** The query cache, for the browser to start from (no request made twice). */
  state: DehydratedState;
  /** The remotes whose section is in the HTML, with their versions: the browser hydrates exactly those builds. */
  rendered: readonly PinnedRemote[];
  /**
   * The sign-in dialog's markup, drawn by the account remote in the page's language, for the prompt on load to show
   * before the dialog's code has come (shell/src/app/drawn-sign-in.ts); null when the account could not draw it.
   */
  signIn?: string | null;
}

/**
 * The remotes whose pages render on the server. The account's server build draws only the sign-in dialog: its pages
 * are a signed-in shopper's own, which this server cannot see.
 */
const PAGES_ON_SERVER: ReadonlySet<RemoteName> = new Set(['catalog']);

/**
 * The shop's Settings every page shows (the footer's contact details; the help pages' zones, stations and return
 * window), asked of the API at most once per this many ms for all pages rendered meanwhile (a page rendered while
 * the API does not answer keeps the last answer it gave).
 */
const SHARED_SETTINGS_MS = 30_000;
const sharedSettings = new TtlCache<'settings', StoreSettings>(() => storeApi.settings(), {
  ttlMs: SHARED_SETTINGS_MS,
});
const sharedDelivery = new TtlCache<'delivery', StoreDelivery>(() => storeApi.delivery(), {
  ttlMs: SHARED_SETTINGS_MS,
});

/** The help pages that show the delivery zones and pickup stations. */
const DELIVERY_PAGES = new Set(['/shipping', '/faq']);

/** Per render: the shopper's address and the page's language, for the render's requests to the API. */
const requestContext = new AsyncLocalStorage<{ clientAddress?: string | undefined; locale: Locale }>();

/**
 * Points the shop's API client at the API (from this server, not through the shop's /api proxy). Each request
 * names the shopper's address, with `proxySecret` (API_PROXY_SECRET) as the API's proof that this server names it.
 */
export function configureApi(baseURL: string, proxySecret?: string): void {
  apiClient.configure({ baseURL });
  apiClient.interceptors.request.use((config) => {
    const context = requestContext.getStore();
    const address = context?.clientAddress;
    if (context) config.headers.set('Accept-Language', context.locale);
    if (address) config.headers.set('X-Forwarded-For', address);
    if (address && proxySecret) config.headers.set('X-Proxy-Secret', proxySecret);
    return config;
  });
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The page's remote, loaded and its first screen's data fetched; null when it cannot render on the server. */
async function prepareRemote(
  pinned: PinnedRemote,
  queryClient: QueryClient,
  url: URL,
  exposed = 'routes',
): Promise<ServerRoutesModule | null> {
  try {
    return await withTimeout(
      (async () => {
        const module = await loadPinned(pinned, exposed);
        await module.prefetch?.(queryClient, url);
        return module;
      })(),
      REMOTE_TIMEOUT_MS,
      `The ${pinned.name} remote`,
    );
  } catch (error) {
    console.error(`[kasuwa] the ${pinned.name} section renders in the browser:`, error);
    return null;
  }
}

/**
 * Renders one page of the shop: the shell's chrome, and the section of the remote that serves the URL when that
 * remote renders on the server. Everything the page needs is fetched first and the HTML is streamed once the tree is
 * complete (`onAllReady`), so the HTML holds the whole page for shoppers without JavaScript and for link previewers.
 * Rejects only when the shell itself cannot render; the caller then sends the page the browser renders.
 */
export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { locale } = splitLocalePath(request.url);
  return requestContext.run({ clientAddress: request.clientAddress, locale }, () => render(request));
}

async function render({ url: path, remotes }: RenderRequest): Promise<RenderedPage> {
  // The page's language is its path's prefix; the routes and the remotes see the path without it.
  const { locale, path: bare } = splitLocalePath(path);
  const url = new URL(bare, 'http://shop');
  const messages = shellMessages.load(locale);
  const queryClient = createQueryClient();
  // What failed while prefetching renders as failed (a product that does not exist: its 404), not as loading.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  const store = createStore();
  const remote = remoteOfPath(url.pathname);
  const pinned =
    remote && PAGES_ON_SERVER.has(remote) ? remotes.find(({ name }) => name === remote) : undefined;
  const account = remotes.find(({ name }) => name === 'account');
  const [shellWords, module, signInMarkup] = await Promise.all([
    // The words inside <noscript> too, which only this render shows.
    Promise.all([messages, noScriptCatalogue.load(locale)]).then(([own, noScript]) => ({
      ...own,
      ...noScript,
    })),
    pinned ? prepareRemote(pinned, queryClient, url) : null,
    account ? prepareRemote(account, queryClient, url, 'SignInMarkup') : null,
    // The navbar's category menu.
    queryClient.prefetchQuery({
      queryKey: queryKeys.categories.all,
      queryFn: catalogApi.categories,
      staleTime: CATEGORIES_STALE_MS,
    }),
    // The footer's shop details, on every page.
    queryClient.prefetchQuery({
      queryKey: queryKeys.store.settings(),
      queryFn: () => sharedSettings.get('settings'),
      staleTime: STORE_SETTINGS_STALE_MS,
    }),
    DELIVERY_PAGES.has(url.pathname)
      ? queryClient.prefetchQuery({
          queryKey: queryKeys.store.delivery(),
          queryFn: () => sharedDelivery.get('delivery'),
          staleTime: STORE_SETTINGS_STALE_MS,
        })
      : null,
  ]);
  const rendered = pinned && module ? [pinned] : [];
  const renderedNames = new Set<RemoteName>(rendered.map(({ name }) => name));
  const load = (name: RemoteName) => {
    if (name !== pinned?.name || !module) throw new Error(`${name} is not rendered on the server`);
    return settled(module);
  };

  const sheet = new ServerStyleSheet();
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path} basename={basenameOf(locale)}>
      {children}
    </StaticRouter>
  );
  const SignIn = signInMarkup?.default;
  const signIn = SignIn
    ? await drawnApart(
        sheet.collectStyles(
          <JotaiProvider store={store}>
            <QueryClientProvider client={queryClient}>
              <ShopIntlProvider locale={locale} messages={shellWords}>
                <Router>
                  <SignIn />
                </Router>
              </ShopIntlProvider>
            </QueryClientProvider>
          </JotaiProvider>,
        ),
      ).catch((error: unknown) => {
        console.error('[kasuwa] the sign-in dialog is drawn in the browser:', error);
        return null;
      })
    : null;
  const tree = sheet.collectStyles(
    <RemoteRenderingContext.Provider
      value={{ rendersBeforeHydration: (name) => renderedNames.has(name), load }}
    >
      <App queryClient={queryClient} store={store} Router={Router} locale={locale} messages={shellWords} />
    </RemoteRenderingContext.Provider>,
  );

  return new Promise<RenderedPage>((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, however large: React otherwise sends a large one's fallback first and swaps its
      // content in with a script, which shoppers without JavaScript and link previewers never run.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        const meta = store.get(pageMetaAtom);
        resolve({
          status: meta?.status ?? 200,
          meta,
          styles: sheet.getStyleTags(),
          body,
          state: serializeQueryErrors(
            dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
          ),
          rendered,
          signIn,
        });
        stream.pipe(body);
        body.once('end', () => sheet.seal());
      },
      onShellError(error) {
        clearTimeout(timer);
        sheet.seal();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        // A part that fails is rendered by the browser instead (React leaves its fallback in the HTML).
        console.error('[kasuwa] server render:', error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('The render timed out')), RENDER_TIMEOUT_MS);
  });
}

/** The HTML of a tree rendered on its own, once everything in it has loaded (a catalogue of words, say). */
function drawnApart(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const out = new PassThrough();
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    out.on('data', (chunk) => (html += String(chunk)));
    out.on('end', () => {
      clearTimeout(timer);
      resolve(html);
    });
    const stream = renderToPipeableStream(tree, {
      // Its ids are not the page's (a label names its own field).
      identifierPrefix: 'drawn-',
      onAllReady: () => stream.pipe(out),
      onShellError: fail,
      onError: fail,
    });
    const timer = setTimeout(() => stream.abort(new Error('The drawing timed out')), REMOTE_TIMEOUT_MS);
  });
}
