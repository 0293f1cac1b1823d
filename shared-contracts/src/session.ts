import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import { decodeJwt } from 'jose/jwt/decode';
import * as v from 'valibot';
import { SESSION_STORAGE_KEY } from './constants';
import { roleSchema, storedSessionSchema, type Role, type StoredSession, type Tokens } from './schemas/auth';

/** Role from the access token's `role` claim; REGULAR when absent or unreadable. */
export function roleFromAccessToken(access: string): Role {
  try {
    const claim = decodeJwt(access).role;
    return v.is(roleSchema, claim) ? claim : 'REGULAR';
  } catch {
    return 'REGULAR';
  }
}

export function sessionFromTokens(tokens: Tokens): StoredSession {
  return { tokens, role: roleFromAccessToken(tokens.access) };
}

const jsonStorage = createJSONStorage<StoredSession | null>(() => localStorage);
/** A stored record that is not a valid session (tampered, old shape) counts as signed out. */
const sessionStorage = {
  ...jsonStorage,
  getItem(key: string, initial: StoredSession | null): StoredSession | null {
    const value = jsonStorage.getItem(key, initial);
    return v.is(storedSessionSchema, value) ? value : null;
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
export const contactDialogAtom = atom(false);

/**
 * The one store of the composed shop. shared-contracts is a Module Federation singleton, so the shell and
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
