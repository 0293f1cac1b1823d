import { createStore } from 'jotai';
import { roleFromAccessToken, sessionAtom, signIn, signOut } from './session';
import type * as SessionModule from './session';

const jwt = (claims: object) =>
  `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('reads the role claim, REGULAR when absent or unreadable', () => {
    expect(roleFromAccessToken(jwt({ role: 'ADMIN' }))).toBe('ADMIN');
    expect(roleFromAccessToken(jwt({}))).toBe('REGULAR');
    expect(roleFromAccessToken(jwt({ role: 'ROOT' }))).toBe('REGULAR');
    expect(roleFromAccessToken('garbage')).toBe('REGULAR');
  });

  it("persists under 'auth' as {tokens, role} and clears on sign-out", () => {
    const store = createStore();
    const access = jwt({ role: 'ADMIN' });
    signIn({ access, refresh: 'r' }, store);
    expect(JSON.parse(localStorage.getItem('auth') as string)).toEqual({
      tokens: { access, refresh: 'r' },
      role: 'ADMIN',
    });
    signOut(store);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(store.get(sessionAtom)).toBeNull();
  });

  /** The stored record is read when the app loads, i.e. when the module is first evaluated. */
  const loadSessionAtom = (): typeof sessionAtom => {
    let loaded: typeof sessionAtom | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof SessionModule>('./session').sessionAtom;
    });
    return loaded as typeof sessionAtom;
  };

  it('restores a stored session on load and ignores a malformed one', () => {
    localStorage.setItem('auth', JSON.stringify({ tokens: { access: 'a', refresh: 'b' }, role: 'REGULAR' }));
    expect(createStore().get(loadSessionAtom())).toEqual({
      tokens: { access: 'a', refresh: 'b' },
      role: 'REGULAR',
    });
    localStorage.setItem('auth', JSON.stringify({ tokens: 'x' }));
    expect(createStore().get(loadSessionAtom())).toBeNull();
  });
});
