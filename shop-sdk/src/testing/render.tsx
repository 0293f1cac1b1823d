import { Suspense, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { TOAST_LIMIT, type Role, type Tokens } from 'shared-contracts';
import { ShopIntlProvider, type Messages } from 'shared-contracts/i18n';
import type { Locale, TranslatedLocale } from 'shared-contracts/locales';
import sharedPcm from 'shared-contracts/messages/pcm.json';
import sharedHa from 'shared-contracts/messages/ha.json';
import sharedYo from 'shared-contracts/messages/yo.json';
import sharedIg from 'shared-contracts/messages/ig.json';
import sdkPcm from '../messages/pcm.json';
import sdkHa from '../messages/ha.json';
import sdkYo from '../messages/yo.json';
import sdkIg from '../messages/ig.json';
import {
  authDialogAtom,
  signInRequestAtom,
  cartAtom,
  contactDialogAtom,
  createQueryClient,
  kasuwaStore,
  signIn,
  signOut,
  useOfflineSync,
} from 'shop-sdk';

// Two cores shared by many test runs: leave async queries and tests room before calling them failed.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

type Store = typeof kasuwaStore;

export type RenderOptions = {
  /** The URL the router starts at. */
  url?: string;
  /** The route pattern `ui` renders at; other URLs show "elsewhere" unless `routes` names them. */
  path?: string;
  /** Other pages, so a test can see where a link or a redirect went. */
  routes?: { path: string; element: ReactNode }[];
  /** Defaults to the shop's one store, as in the composed shop; pass `createStore()` to isolate a test. */
  store?: Store;
  queryClient?: QueryClient;
  /** Lets `user` drive jest's fake timers. */
  fakeTimers?: boolean;
  /** The page's language and the words of the package under test in it (English by default). */
  locale?: Locale;
  messages?: Messages;
};

/** Shows the current URL so tests can assert where the page went. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** What the shell mounts once for every page: the sync of changes made offline. */
function ShellSync() {
  useOfflineSync();
  return null;
}

/**
 * `renderInShop` for a part that suspends as it starts (its words a catalogue of their own, in a language): rendered
 * inside a Suspense boundary, and returned once what it waits for has come.
 */
export async function renderInShopWhenReady(ui: ReactElement, options: RenderOptions = {}) {
  let view: ReturnType<typeof renderInShop> | undefined;
  await act(async () => {
    view = renderInShop(<Suspense fallback={<p>loading</p>}>{ui}</Suspense>, options);
  });
  return view as ReturnType<typeof renderInShop>;
}

/**
 * Renders `ui` inside the providers the shell gives every remote (store, QueryClient, router, toasts), with
 * the offline sync the shell mounts.
 * `currentPath()` tells where the router is; `user` is a user-event instance.
 */
export function renderInShop(ui: ReactElement, options: RenderOptions = {}) {
  const {
    url = '/',
    path = '*',
    routes = [],
    store = kasuwaStore,
    fakeTimers = false,
    locale = 'en-NG',
    messages = {},
  } = options;
  const queryClient = options.queryClient ?? createQueryClient();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const result = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <ShopIntlProvider locale={locale} messages={{ ...pageWords(locale), ...messages }}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={ui} />
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              {path !== '*' && <Route path="*" element={<p>elsewhere</p>} />}
            </Routes>
            <LocationProbe />
            <ToastContainer limit={TOAST_LIMIT} />
          </MemoryRouter>
        </ShopIntlProvider>
        <ShellSync />
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return {
    ...result,
    user,
    store,
    queryClient,
    currentPath: () => screen.getByTestId('location').textContent,
  };
}

/**
 * A page before and after its scripts arrive: `ui`'s HTML as the server sends it, in a container of the document;
 * `before` then acts on that HTML (what a shopper types or chooses before the scripts run), and React hydrates
 * `hydrate` (by default `ui`) over it, through Testing Library (which unmounts it after the test). React reports a
 * hydration mismatch to `onRecoverableError`.
 */
export function hydrateServerHtml(
  ui: ReactElement,
  {
    before,
    hydrate = ui,
    onRecoverableError,
  }: {
    before?: (container: HTMLElement) => void;
    hydrate?: ReactElement;
    onRecoverableError?: (error: unknown) => void;
  } = {},
) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(ui);
  before?.(container);
  return render(hydrate, { container, hydrate: true, ...(onRecoverableError ? { onRecoverableError } : {}) });
}

/**
 * Renders `ui` as the shell's server does, before any script runs (`useHydrated` is false), and returns an element
 * holding that HTML to query.
 */
export function renderOnServer(ui: ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <ShopIntlProvider locale="en-NG" messages={{}}>
        {ui}
      </ShopIntlProvider>
    </QueryClientProvider>,
  );
  return host;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT-shaped access token with a role claim (unsigned: the browser only reads the claim). */
export function fakeAccessToken(role?: Role): string {
  const payload = { sub: '7', exp: 4_102_444_800, ...(role ? { role } : {}) };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

/** Tokens whose access token carries the given role claim. */
export const tokensFor = (role?: Role): Tokens => ({
  access: fakeAccessToken(role),
  refresh: 'refresh-token',
});

/** Signs a shopper in on `store` (the shop's store unless given). */
export const signInShopper = (store: Store = kasuwaStore) => signIn(tokensFor('REGULAR'), store);

/** Signed out, empty cart, no dialog open: the state a fresh page starts in. */
export function resetSession(store: Store = kasuwaStore) {
  signOut(store);
  store.set(cartAtom, []);
  store.set(authDialogAtom, null);
  store.set(signInRequestAtom, null);
  store.set(contactDialogAtom, false);
}

/** An axios error as the API client raises it; no `body` is a failure without a response (network). */
export function apiError(status: number, body?: object): AxiosError {
  const headers = new AxiosHeaders();
  const response =
    body === undefined
      ? undefined
      : ({ status, statusText: '', data: body, headers: {}, config: { headers } } as AxiosResponse);
  return new AxiosError(
    'Request failed',
    body === undefined ? 'ERR_NETWORK' : 'ERR_BAD_REQUEST',
    { headers },
    null,
    response,
  );
}

/** The words the shell gives every page in a language (the shared ones and the SDK's), as in the shop. */
const PAGE_WORDS: Readonly<Record<TranslatedLocale, Messages>> = {
  pcm: { ...sharedPcm, ...sdkPcm },
  ha: { ...sharedHa, ...sdkHa },
  yo: { ...sharedYo, ...sdkYo },
  ig: { ...sharedIg, ...sdkIg },
};

const pageWords = (locale: Locale): Messages => (locale === 'en-NG' ? {} : PAGE_WORDS[locale]);
