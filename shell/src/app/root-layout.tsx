import { Suspense, useEffect, useState } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { authDialogAtom, isAuthenticatedAtom } from 'shared-contracts';
import { LoadingScreen } from '../components/loading-screen';
import { ContactDialog } from '../features/contact/contact-dialog';
import { Footer } from '../features/footer/footer';
import { Navbar } from '../features/navbar/navbar';
import { remotePage } from '../federation/remote-page';
import { AuthDialogFrame } from './auth-dialog-frame';
import { RouteErrorBoundary } from './route-error-boundary';

const AuthDialogs = remotePage('account', './AuthDialogs', { loading: false, frame: AuthDialogFrame });

/** At least a screen tall, so the footer never starts in view and jumps as a remote's page arrives. */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/** Kept in the store, not the module: a new shop (or test) starts unprompted. */
const promptedOnLoadAtom = atom(false);

/** SPEC §2: when the app loads and the shopper is not signed in, the sign-in dialog opens (once per load). */
function useSignInPromptOnLoad() {
  const store = useStore();
  useEffect(() => {
    if (store.get(promptedOnLoadAtom)) return;
    store.set(promptedOnLoadAtom, true);
    if (!store.get(isAuthenticatedAtom)) store.set(authDialogAtom, 'login');
  }, [store]);
}

/** The account remote's dialogs load the first time one is asked for, then stay mounted. */
function LazyAuthDialogs() {
  const dialog = useAtomValue(authDialogAtom);
  const [wanted, setWanted] = useState(dialog !== null);
  useEffect(() => {
    if (dialog !== null) setWanted(true);
  }, [dialog]);
  return wanted ? <AuthDialogs /> : null;
}

/** The storefront layout of `/`: navbar, page, footer, and the dialogs it can open. */
export function RootLayout() {
  useSignInPromptOnLoad();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <Main id="main">
        {/* A page that throws keeps the navbar and footer around the error page. */}
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Main>
      <Footer />
      <ContactDialog />
      <LazyAuthDialogs />
    </>
  );
}
