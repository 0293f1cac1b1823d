import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { users } from '../../db/schema.js';
import { PASSWORD, login, phoneShopper, shopper } from '../../../test/fixtures.js';
import { issuePhoneCode } from './auth/phone-sign-in.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';

describe.each(databases)('profile and roles (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      extend: (app) => {
        app.get('/probe/admin', { preHandler: app.requireAdmin }, async (request) => ({
          data: request.user,
        }));
      },
    });
  });
  afterAll(async () => t.close());

  it('refuses an access token without exp or sub', async () => {
    const { user } = await shopper(t.app);
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const noExp = await new SignJWT({ role: 'REGULAR' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .sign(key);
    const noSub = await new SignJWT({ role: 'REGULAR' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(key);
    for (const token of [noExp, noSub]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('takes admin access from a demoted admin within 30 s, and answers 401 once the account is gone', async () => {
    const { headers, user } = await shopper(t.app, 'ADMIN');
    expect((await t.app.inject({ method: 'GET', url: '/probe/admin', headers })).statusCode).toBe(200);
    await t.app.db.update(users).set({ role: 'REGULAR' }).where(eq(users.id, user.id));
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 30_001);
    try {
      const demoted = await t.app.inject({ method: 'GET', url: '/probe/admin', headers });
      expect(demoted.statusCode).toBe(401);
      await t.app.db.delete(users).where(eq(users.id, user.id));
      clock.mockReturnValue(now + 60_002);
      const gone = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
      expect(gone.statusCode).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });

  it('answers the profile with role and cart', async () => {
    const { headers, user } = await shopper(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Ada',
      last_name: 'Obi',
      phone: null,
      role: 'REGULAR',
      cart: { cart_items: [] },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ detail: 'Authentication credentials were not provided.' });
  });

  it('updates names and a Nigerian phone, stored as +234', async () => {
    const { headers } = await shopper(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { first_name: ' Ngozi ', phone: '0803 123 4567' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Ngozi', phone: '+2348031234567' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { phone: '12345', first_name: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['first_name', 'phone']);
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers,
      payload: { phone: null },
    });
    expect(cleared.json().data.phone).toBeNull();
  });

  it('applies the registration rules to a new username, and keeps usernames unique whatever their case', async () => {
    const { headers } = await shopper(t.app);
    const other = await shopper(t.app);
    const patch = (username: string) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: { username } });
    const odd = await patch('has space & <b>');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors).toEqual({
      username: ['Username may contain only letters, digits and @/./+/-/_'],
    });
    const taken = await patch(other.user.username.toUpperCase());
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      message: 'A user with that username already exists.',
      errors: { username: ['A user with that username already exists.'] },
    });
    const fine = await patch('ngozi.o');
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data.username).toBe('ngozi.o');
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: 'N',
        last_name: 'O',
        username: 'Ngozi.O',
        email: 'another-ngozi@example.ng',
        password: 'Passw0rdA',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().errors).toEqual({ username: ['A user with that username already exists.'] });
  });

  it('changes the password only with the current one', async () => {
    const { headers, user } = await shopper(t.app);
    const url = '/api/users/me/change-password';
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { current_password: 'nope', new_password: 'N3wPassword' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: ['Current password is incorrect.'] });
    const weak = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { current_password: PASSWORD, new_password: 'weak' },
    });
    expect(weak.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { current_password: PASSWORD, new_password: 'N3wPassword' },
    });
    expect(ok.statusCode).toBe(200);
    await expect(login(t.app, user.email, 'N3wPassword')).resolves.toHaveProperty('access');
  });

  it('lets an account made with a phone number alone set a first password, then sign in with its email and it', async () => {
    const { headers, phone } = await phoneShopper(t.app);
    const me = async () =>
      (await t.app.inject({ url: '/api/users/me', headers })).json<{ data: { has_password: boolean } }>()
        .data;
    expect(await me()).toMatchObject({ email: null, has_password: false });
    // Another session of the same number, which setting the password ends.
    const code = await issuePhoneCode(t.app.db, t.config.jwtSecret, phone);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/verify',
      payload: { phone, code },
    });
    expect(other.statusCode).toBe(200);

    // No password to give yet: changing one is refused in words, and counts as no wrong guess.
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/change-password',
      headers,
      payload: { current_password: 'anything', new_password: 'N3wPassword' },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe('Your account has no password yet. Set one instead.');
    const set = (payload: object, as = headers) =>
      t.app.inject({ method: 'POST', url: '/api/users/me/set-password', headers: as, payload });
    const weak = await set({ new_password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.new_password).toContain('Password must be at least 8 characters');
    const ok = await set({ new_password: 'Fir5tPassword' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { message: 'Your password has been set.' } });
    expect(await me()).toMatchObject({ has_password: true });
    const again = await set({ new_password: 'Sec0ndPassword' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Your account already has a password. Change it with your current password.',
    );
    expect((await set({ new_password: 'Sec0ndPassword' }, (await shopper(t.app)).headers)).statusCode).toBe(
      409,
    );
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: other.json().data.refresh },
    });
    expect(refreshed.statusCode).toBe(401);

    // With an email added, it signs in with the email and the password, and changes it as any account does.
    const email = `musa.${phone.slice(4)}@example.ng`;
    const added = await t.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: { email } });
    expect(added.statusCode).toBe(200);
    await expect(login(t.app, email, 'Fir5tPassword')).resolves.toHaveProperty('access');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/change-password',
      headers,
      payload: { current_password: 'Fir5tPassword', new_password: 'Sec0ndPassword' },
    });
    expect(changed.statusCode).toBe(200);
    await expect(login(t.app, email, 'Sec0ndPassword')).resolves.toHaveProperty('access');
  });

  it('requireAdmin: 401 without a token, 403 for a shopper, 200 for an admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/probe/admin' })).statusCode).toBe(401);
    const regular = await shopper(t.app);
    const forbidden = await t.app.inject({ method: 'GET', url: '/probe/admin', headers: regular.headers });
    expect(forbidden.statusCode).toBe(403);
    const admin = await shopper(t.app, 'ADMIN');
    const ok = await t.app.inject({ method: 'GET', url: '/probe/admin', headers: admin.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: admin.user.id, role: 'ADMIN', session: expect.any(String) });
  });

  it('refuses tokens signed with another secret or algorithm', async () => {
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ role: 'ADMIN' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret'));
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: '1', role: 'ADMIN' })).toString('base64url')}.`;
    for (const token of [forged, none]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/probe/admin',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
