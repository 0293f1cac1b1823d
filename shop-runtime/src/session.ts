import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import { decodeJwt } from 'jose/jwt/decode';
import { OFFLINE_CHANGES_EVENT, SESSION_STORAGE_KEY, SHOPPER_STORAGE_KEYS } from './constants';

/**
 * The session's own shape. shared-contracts describes the same record with valibot (`storedSessionSchema`); its
 * tests fail if the two drift apart.
 */
export type Role = 'ADMIN' | 'REGULAR';
export interface Tokens {
  access: string;
  refresh: string;
}
export interface StoredSession {
  tokens: Tokens;
  role: Role;
}

const isRole = (value: unknown): value is Role => value === 'ADMIN' || value === 'REGULAR';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A stored record that is not a valid session (tampered, old shape) counts as signed out. */
export function isStoredSession(value: unknown): value is StoredSession {
  if (!isRecord(value) || !isRecord(value.tokens) || !isRole(value.role)) return false;
  return typeof value.tokens.access === 'string' && typeof value.tokens.refresh === 'string';
}

/** Role from the access token's `role` claim; REGULAR when absent or unreadable. */
export function roleFromAccessToken(access: string): Role {
  try {
    const claim = decodeJwt(access).role;
    return isRole(claim) ? claim : 'REGULAR';
  } catch {
    return 'REGULAR';
  }
}

export function sessionFromTokens(tokens: Tokens): StoredSession {
  return { tokens, role: roleFromAccessToken(tokens.access) };
}

/** On the server there is no localStorage: every request is rendered signed out, and nothing is kept. */
const noStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const jsonStorage = createJSONStorage<StoredSession | null>(() =>
  typeof localStorage === 'undefined' ? noStorage : localStorage,
);
const sessionStorage = {
  ...jsonStorage,
  getItem(key: string, initial: StoredSession | null): StoredSession | null {
    const value = jsonStorage.getItem(key, initial);
    return isStoredSession(value) ? value : null;
  },
};

/** The session, persisted under localStorage 'auth' as `{tokens:{access,refresh},role}`. */
export const sessionAtom = atomWithStorage<StoredSession | null>(SESSION_STORAGE_KEY, null, sessionStorage, {
  getOnInit: true,
});
export const isAuthenticatedAtom = atom((get) => get(sessionAtom) !== null);
export const roleAtom = atom((get) => get(sessionAtom)?.role ?? null);

/** Which auth dialog the shell shows; mf-account renders them. */
export type AuthDialog = 'login' | 'signup' | null;
export const authDialogAtom = atom<AuthDialog>(null);

/**
 * Why the sign-in dialog is open, when it was not the shopper's own Login: it opened by itself on load (it then
 * takes focus itself, not Email, so a phone's keyboard does not cover the page), or an action needed sign-in
 * (add to cart, add to wishlist, open the cart or the wishlist), which is completed once the shopper has signed in.
 * Closing the dialog without signing in forgets it.
 */
export type SignInRequest = { kind: 'on-load' } | { kind: 'action'; complete: () => void };
export const signInRequestAtom = atom<SignInRequest | null>(null);
export const contactDialogAtom = atom(false);

/**
 * The one store of the composed shop. shop-runtime is a strict Module Federation singleton, so the shell and
 * every remote read and write the same atoms through it.
 */
export const kasuwaStore = createStore();

export const signIn = (tokens: Tokens, store = kasuwaStore): StoredSession => {
  const session = sessionFromTokens(tokens);
  store.set(sessionAtom, session);
  return session;
};

export const signOut = (store = kasuwaStore): void => {
  store.set(sessionAtom, RESET);
};

/**
 * Logout: signs out and removes everything the device kept for the shopper (SHOPPER_STORAGE_KEYS: the session and
 * the changes made offline), so the next person on a shared phone finds none of it. A session that merely expires
 * keeps its changes: the shopper sends them on signing in again (docs/storefront.md §11.2).
 */
export const signOutAndForget = (store = kasuwaStore): void => {
  signOut(store);
  if (typeof localStorage === 'undefined') return;
  for (const key of SHOPPER_STORAGE_KEYS) localStorage.removeItem(key);
  window.dispatchEvent(new Event(OFFLINE_CHANGES_EVENT));
};
