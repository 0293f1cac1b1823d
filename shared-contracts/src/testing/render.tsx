import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { authDialogAtom, cartAtom, createQueryClient, kasuwaStore, signIn, signOut } from 'shared-contracts';

/** Shows the current URL so tests can assert what the page wrote into it. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a page at `url` inside the providers the shell gives a remote. */
export function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={kasuwaStore}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastContainer limit={20} />
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const signInShopper = () => signIn({ access: 'access-token', refresh: 'refresh-token' });

export function resetSession() {
  signOut();
  kasuwaStore.set(cartAtom, []);
  kasuwaStore.set(authDialogAtom, null);
}

export const apiError = (status: number, body: object) =>
  new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, {
    status,
    statusText: '',
    data: body,
    headers: {},
    config: { headers: new AxiosHeaders() },
  } as AxiosResponse);
