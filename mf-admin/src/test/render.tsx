import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createQueryClient, sessionAtom, type Role } from 'shared-contracts';

// Lazy routes and a shared, busy CPU: give async queries and tests more room than the defaults.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

/** A JWT-shaped token whose payload carries `role` (the client only decodes it). */
export function fakeAccessToken(role: Role): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', role, exp: 4_000_000_000 })}.signature`;
}

export function signedInStore(role: Role | null) {
  // The session atom reads localStorage 'auth' on first use: start every test from a clean slate.
  localStorage.clear();
  const store = createStore();
  if (role)
    store.set(sessionAtom, { tokens: { access: fakeAccessToken(role), refresh: `refresh-${role}` }, role });
  return store;
}

/** Renders `ui` under /admin/* (like the shell) with fresh providers; other paths show their path. */
export function renderAdmin(ui: ReactElement, { path = '/admin', role = 'ADMIN' as Role | null } = {}) {
  const store = signedInStore(role);
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={ui} />
            <Route path="*" element={<p>shop home</p>} />
          </Routes>
          <ToastContainer limit={20} />
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...result, store, client };
}
