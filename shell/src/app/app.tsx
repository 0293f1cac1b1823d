import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { createGlobalStyle } from 'styled-components';
import { kasuwaStore, useProfile } from 'shop-sdk';
import { theme } from 'shared-contracts/ui/theme';
import { ToastHost } from 'shop-sdk/ui/toast-host';
import { ShopIntlProvider, type Messages } from 'shared-contracts/i18n';
import { basenameOf, DEFAULT_LOCALE, type Locale } from 'shared-contracts/locales';
import { NAVIGATED_EVENT } from '../features/offline/navigated';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { ShopRoutes } from './routes';
import { SessionExpiredRedirect } from './session-expired-redirect';

const GlobalStyle = createGlobalStyle`
  a { color: ${theme.primary}; }
  .skip-link { position: absolute; left: -9999px; top: 0; z-index: 100; padding: 8px 12px; background: #fff; }
  .skip-link:focus { left: 8px; top: 8px; }
  /* On a phone, toasts open just below the sticky header, so the cart and its count stay in sight. */
  @media (max-width: 640px) {
    body .Toastify__toast-container--top-right {
      top: calc(var(--kasuwa-header-height, 0px) + 4px);
    }
  }
`;

/** docs/storefront.md §4.1: a stored session is already in the store (read from localStorage 'auth'); when signed in, the profile (and with it the cart) is fetched. */
function SessionBootstrap() {
  useProfile();
  return null;
}

/** docs/storefront.md §11.4: each change of page (not the first page) is when the shop looks for a new version of itself. */
function NavigationSignal() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) window.dispatchEvent(new Event(NAVIGATED_EVENT));
  }, [pathname]);
  return null;
}

interface Props {
  queryClient: QueryClient;
  /** The browser's one store by default; the server makes one per request. */
  store?: typeof kasuwaStore;
  /** The browser's history by default; the server renders the requested URL. */
  Router?: ComponentType<{ basename: string; children: ReactNode }>;
  /** The page's language (its URL's prefix, docs/storefront.md §18); English by default. */
  locale?: Locale;
  /** The shell's words in that language (none for English, whose words are in the code). */
  messages?: Messages;
}

const NO_MESSAGES: Messages = {};

/** The shop's providers: the one jotai store and QueryClient every remote renders inside, the language, the router and toasts. */
export function App({
  queryClient,
  store = kasuwaStore,
  Router = BrowserRouter,
  locale = DEFAULT_LOCALE,
  messages = NO_MESSAGES,
}: Props) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <GlobalStyle />
        <SessionBootstrap />
        <ShopIntlProvider locale={locale} messages={messages}>
          <Router basename={basenameOf(locale)}>
            <SessionExpiredRedirect />
            <NavigationSignal />
            <ScrollOnNavigate />
            <RouteErrorBoundary>
              <ShopRoutes />
            </RouteErrorBoundary>
            {/* Inside the router: a toast's action ("View cart") is a link of the shop. */}
            <ToastHost />
          </Router>
        </ShopIntlProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
