import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { authDialogAtom, contactDialogAtom, useHydrated, useOfflineSync } from 'shop-sdk';
import { theme } from 'shared-contracts/ui/theme';
import { LoadingScreen } from '../components/loading-screen';
import { Navbar } from '../features/navbar/navbar';
import { OfflineNotice } from '../features/offline/offline-notice';
import { whenContentShown } from '../lib/content-shown';
import { whenIdle } from '../lib/idle';
import { FOOTER_ID, footerHeight } from '../features/footer/footer-id';
import { whenNearOrUsed } from 'shop-sdk/ui/hydrate-when-seen';
import { RouteErrorBoundary } from './route-error-boundary';
import { skipToContent } from './root-layout.messages';
import { useLocale } from 'shared-contracts/i18n';
import type { TranslatedLocale } from 'shared-contracts/locales';
import { suggestedLocale } from '../features/language/suggested-locale';
import { useSignInPromptOnLoad } from './sign-in-prompt';
import { useDrawnSignIn } from './drawn-sign-in';

const AuthDialogs = lazy(() => import('./auth-dialogs'));
/**
 * Resolved by the shop's first navigation: a navigation is a transition, and React must hydrate the footer still
 * holding the server's HTML before it can show the next page, so its code is wanted then wherever it is.
 */
let navigated: () => void = () => undefined;
const firstNavigation = new Promise<void>((resolve) => {
  navigated = resolve;
});

/**
 * The footer's code (the footer, its newsletter form and data-saver switch: 5.1 KB gz), fetched once the page's
 * content is shown, the browser is idle and the footer comes into view (its room, 300 px before; or is touched), or at
 * the first navigation: the footer is below a page at least a screen tall, never on the first screen, so on a signed-in page
 * (`/cart`) it need not count against the budget of docs/architecture.md, "≤ 200 KB gz before content". On the
 * server it renders at once, so the HTML carries the whole footer (docs/storefront.md §1.3) and the browser shows it
 * (its links work as plain links) until its code arrives and hydrates it.
 */
function footerWanted(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  // Asked for as the layout first renders, while the document may still show the page before it (the admin's, when
  // the owner goes to the shop): the content is looked for once that render is done and the browser is idle; then
  // the footer's place (the server's footer, or the room kept for it) is watched until it nears the screen.
  const near = new Promise<void>((resolve) =>
    whenIdle(() =>
      whenContentShown(() =>
        whenIdle(() => {
          const place = document.getElementById(FOOTER_ID);
          // The server's footer is already drawn, its links plain links: its code (the newsletter form, the data
          // saver) is wanted once it is on screen or touched. The room kept for a footer the browser renders alone
          // is empty: its code is fetched as it nears the screen, so a shopper who scrolls finds the footer there.
          if (place) void whenNearOrUsed(place, place.tagName === 'FOOTER' ? '0px' : undefined).then(resolve);
          else resolve();
        }),
      ),
    ),
  );
  return Promise.race([near, firstNavigation]);
}
const Footer = lazy(() =>
  footerWanted()
    .then(() => import('../features/footer/footer'))
    .then(({ Footer }) => ({ default: Footer })),
);
const LanguageSuggestion = lazy(() => import('../features/language/language-suggestion'));
const ContactDialog = lazy(() =>
  import('../features/contact/contact-dialog').then(({ ContactDialog }) => ({ default: ContactDialog })),
);

/** The longest the sign-in dialog waits for the page to settle, in ms. */
const PAGE_SETTLE_LIMIT_MS = 4000;

/**
 * The footer's room while its code is on its way, in a page the browser renders alone (in the server's HTML the
 * footer itself waits there): its colour and its height as measured at each number of link columns, so the page
 * does not grow under a shopper who has scrolled down.
 */
const FooterSpace = styled.div`
  margin-top: auto;
  background: ${theme.inverse};
  ${footerHeight('min-height')}
`;

/**
 * The footer in a boundary of its own. Memoised, with no props: the layout re-renders (the page settling, say)
 * while the footer waits for its code, and a boundary still holding the server's HTML that is given new props drops
 * that HTML for its fallback; this one is given none.
 */
const LazyFooter = memo(function LazyFooter() {
  return (
    <Suspense fallback={<FooterSpace id={FOOTER_ID} aria-hidden="true" />}>
      <Footer />
    </Suspense>
  );
});

/** At least a screen tall, so the footer never starts in view and jumps as a remote's page arrives. */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/** Set once the first page has rendered, its data has arrived and the browser is idle (or after a limit, or on the shopper's first click or key). */
const pageSettledAtom = atom(false);

/**
 * Rendered beside the page, inside its Suspense boundary, so it mounts once the remote's page module has. The page
 * has settled when a query it started (one added after this mounted: not the navbar's) has its answer, nothing is
 * fetching and the browser is idle; a page without queries settles after the limit.
 */
function PageSettled() {
  const queryClient = useQueryClient();
  const setSettled = useSetAtom(pageSettledAtom);
  // Hydrating the server's HTML: the page's data came with it, so it has settled once the browser is idle.
  const hydrated = useHydrated();
  const [fromServer] = useState(!hydrated);
  useEffect(() => {
    if (fromServer) return whenIdle(() => setSettled(true));
    const cache = queryClient.getQueryCache();
    const before = new Set(cache.getAll());
    let cancelIdle: (() => void) | undefined;
    const check = () => {
      const answered = cache.getAll().some((query) => !before.has(query) && query.state.status !== 'pending');
      if (answered && queryClient.isFetching() === 0) cancelIdle ??= whenIdle(() => setSettled(true));
      else {
        cancelIdle?.();
        cancelIdle = undefined;
      }
    };
    const unsubscribe = cache.subscribe(check);
    return () => {
      unsubscribe();
      cancelIdle?.();
    };
  }, [queryClient, setSettled, fromServer]);
  return null;
}

/** A page that has no queries, or one that failed (a remote that is down), settles after the limit. */
function useSettleLimit() {
  const [settled, setSettled] = useAtom(pageSettledAtom);
  useEffect(() => {
    if (settled) return undefined;
    const limit = window.setTimeout(() => setSettled(true), PAGE_SETTLE_LIMIT_MS);
    return () => window.clearTimeout(limit);
  }, [settled, setSettled]);
}

/**
 * The account remote's dialogs load the first time one is asked for, then stay mounted. The sign-in prompt of
 * docs/storefront.md §2.3 is asked for on load: it waits until the page has settled, so it is not on the path to the
 * first product, and then shows the dialog the server drew; the remote loads once the shopper touches it.
 */
function LazyAuthDialogs() {
  const dialog = useAtomValue(authDialogAtom);
  const [settled, setSettled] = useAtom(pageSettledAtom);
  const [wanted, setWanted] = useState(false);
  const [touchedEarly, setTouchedEarly] = useState(false);
  // A shopper who clicks or types before then (the cart link, say) gets the dialog at once.
  useEffect(() => {
    if (settled) return undefined;
    const settle = () => {
      setTouchedEarly(true);
      setSettled(true);
    };
    window.addEventListener('pointerdown', settle, { once: true, capture: true });
    window.addEventListener('keydown', settle, { once: true, capture: true });
    return () => {
      window.removeEventListener('pointerdown', settle, { capture: true });
      window.removeEventListener('keydown', settle, { capture: true });
    };
  }, [settled, setSettled]);
  const drawn = useDrawnSignIn(settled && !touchedEarly && !wanted, () => setWanted(true));
  useEffect(() => {
    if (dialog !== null && settled && !drawn) setWanted(true);
  }, [dialog, settled, drawn]);
  return wanted ? (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  ) : null;
}

/** The Contact dialog's code loads the first time it is opened, then stays mounted (it keeps its draft). */
function LazyContactDialog() {
  const open = useAtomValue(contactDialogAtom);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted ? (
    <Suspense fallback={null}>
      <ContactDialog />
    </Suspense>
  ) : null;
}

/**
 * A first visit whose browser prefers another of the shop's languages is offered it once the page has settled
 * (docs/storefront.md §18); its code loads only then.
 */
function LazyLanguageSuggestion() {
  const settled = useAtomValue(pageSettledAtom);
  const page = useLocale();
  const [offer, setOffer] = useState<TranslatedLocale | null>(null);
  useEffect(() => {
    if (settled) setOffer(suggestedLocale(page, navigator.languages, document.cookie));
  }, [settled, page]);
  return offer ? (
    <Suspense fallback={null}>
      <LanguageSuggestion locale={offer} />
    </Suspense>
  ) : null;
}

/** Tells the footer's code that a navigation wants it (footerWanted). */
function FooterOnNavigation() {
  const { key } = useLocation();
  const [first] = useState(key);
  if (key !== first) navigated();
  return null;
}

/** The storefront layout of `/`: navbar, page, footer, and the dialogs it can open. */
export function RootLayout() {
  const { formatMessage: t } = useIntl();
  useSignInPromptOnLoad();
  useSettleLimit();
  // The one mount of the offline sync for the whole page (docs/storefront.md §11.2).
  useOfflineSync();
  return (
    <>
      <a className="skip-link" href="#main">
        {t(skipToContent)}
      </a>
      <Navbar />
      <OfflineNotice />
      <LazyLanguageSuggestion />
      <Main id="main">
        {/* A page that throws keeps the navbar and footer around the error page. */}
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
            <PageSettled />
          </Suspense>
        </RouteErrorBoundary>
      </Main>
      {/* In the server's HTML; in the browser its code hydrates it once it nears the screen (footerWanted). */}
      <FooterOnNavigation />
      <LazyFooter />
      <LazyContactDialog />
      <LazyAuthDialogs />
    </>
  );
}
