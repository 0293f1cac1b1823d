import {
  isStoredSession,
  type Role as RuntimeRole,
  type StoredSession as RuntimeSession,
} from 'shop-runtime';
import * as v from 'valibot';
import { storedSessionSchema, type Role, type StoredSession } from 'shared-contracts/schemas/auth';
import { kasuwaStore, sessionAtom } from './session';

/** True only when A and B are assignable both ways; a drift between the runtime and the schemas fails to compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameSession: Same<RuntimeSession, StoredSession> = true;
const sameRole: Same<RuntimeRole, Role> = true;

describe('the session the shop runtime keeps', () => {
  it('has the shape the contracts describe', () => {
    expect([sameSession, sameRole]).toEqual([true, true]);
  });

  it.each([
    { tokens: { access: 'a', refresh: 'b' }, role: 'REGULAR' },
    { tokens: { access: 'a', refresh: 'b' }, role: 'ADMIN', extra: 1 },
    { tokens: { access: 'a' }, role: 'ADMIN' },
    { tokens: { access: 'a', refresh: 2 }, role: 'ADMIN' },
    { tokens: { access: 'a', refresh: 'b' }, role: 'ROOT' },
    { tokens: 'x', role: 'REGULAR' },
    { role: 'REGULAR' },
    null,
    'auth',
  ])('accepts a stored record exactly when storedSessionSchema does: %j', (record) => {
    expect(isStoredSession(record)).toBe(v.is(storedSessionSchema, record));
  });

  it('is the same atom and store whether imported from shared-contracts or from the runtime', async () => {
    const runtime = await import('shop-runtime');
    expect(sessionAtom).toBe(runtime.sessionAtom);
    expect(kasuwaStore).toBe(runtime.kasuwaStore);
  });
});
