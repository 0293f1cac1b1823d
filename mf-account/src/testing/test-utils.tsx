import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createQueryClient, type Role, type Tokens } from 'shared-contracts';

function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

type Options = { route?: string; store?: ReturnType<typeof createStore>; fakeTimers?: boolean };

/** Renders with the providers the shell gives a remote, plus the current path in `getByTestId('location')`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', store = createStore(), fakeTimers = false }: Options = {},
) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationDisplay />
                </>
              }
            />
          </Routes>
          <ToastContainer />
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...result, user, store, queryClient };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens whose access token carries the given role claim (unsigned: the browser only reads the claim). */
export function tokensFor(role?: Role): Tokens {
  const payload = { sub: '7', exp: Math.floor(Date.now() / 1000) + 900, ...(role ? { role } : {}) };
  return {
    access: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`,
    refresh: 'refresh-token',
  };
}

/** An axios error as the API client raises it; `body: undefined` is a failure without a response body. */
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
