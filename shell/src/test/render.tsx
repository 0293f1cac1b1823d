import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from 'shared-contracts';

// Two cores shared by many test runs: leave async queries and tests room before calling them failed.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

interface Options {
  path?: string;
  extraRoutes?: { path: string; element: ReactNode }[];
  store?: ReturnType<typeof createStore>;
  queryClient?: ReturnType<typeof createQueryClient>;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a shell component inside the shop's providers; `currentPath()` tells where the router is. */
export function renderInShop(ui: ReactElement, options: Options = {}) {
  const store = options.store ?? createStore();
  const queryClient = options.queryClient ?? createQueryClient();
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route path="/" element={ui} />
            <Route path="/cart" element={<p>cart page</p>} />
            <Route path="/wishlist" element={<p>wishlist page</p>} />
            {(options.extraRoutes ?? []).map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastContainer limit={20} />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...result, store, queryClient, currentPath: () => screen.getByTestId('location').textContent };
}

/** A syntactically valid JWT carrying a role claim (the client only decodes it). */
export function fakeAccessToken(role: 'ADMIN' | 'REGULAR' = 'REGULAR'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', role, exp: 4102444800 })}.signature`;
}
