import type { ReactElement } from 'react';
import { createStore } from 'jotai';
import { type Role } from 'shared-contracts';
import { signIn } from 'shop-sdk';
import { renderInShop, tokensFor } from 'shop-sdk/testing/render';

/**
 * The shop's render helper with the admin mounted under /admin/* (as the shell mounts it), on a store of
 * its own signed in as `role`. Any URL outside /admin shows "elsewhere".
 */
export function renderAdmin(ui: ReactElement, { url = '/admin', role = 'ADMIN' as Role | null } = {}) {
  // The session atom reads localStorage 'auth' on first use: start every test from a clean slate.
  localStorage.clear();
  const store = createStore();
  if (role) signIn({ ...tokensFor(role), refresh: `refresh-${role}` }, store);
  return renderInShop(ui, { url, path: '/admin/*', store });
}
