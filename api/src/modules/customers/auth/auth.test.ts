import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { refreshTokens } from '../tables.js';
import { PASSWORD, createUser, login, shopper } from '../../../../test/fixtures.js';
import { waitForMails } from '../../../../test/outbox.js';
import { buildTestApp, databases, type TestApp } from '../../../../test/helpers.js';

describe.each(databases)('auth (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers });

  describe('register', () => {
    const body = {
      first_name: 'Chidi',
      last_name: 'Okeke',
      username: 'chidi',
      email: 'Chidi@Example.ng',
      password: 'Passw0rdA',
    };

    it('creates a REGULAR account even when a role is sent', async () => {
      const res = await post('register', { ...body, role: 'ADMIN' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ email: 'chidi@example.ng', username: 'chidi' });
      const tokens = await login(t.app, 'chidi@example.ng', 'Passw0rdA');
      expect(decodeJwt(tokens.access)).toMatchObject({ role: 'REGULAR', sub: String(res.json().data.id) });
    });

    it('rejects a duplicate email with errors.email, after the same hash a new account costs', async () => {
      const hashes = jest.spyOn(t.app.passwords, 'hash');
      try {
        const res = await post('register', { ...body, email: 'chidi@example.ng' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'A user with that email already exists.',
          errors: { email: ['A user with that email already exists.'] },
        });
        expect(hashes).toHaveBeenCalledTimes(1);
      } finally {
        hashes.mockRestore();
      }
    });

    it('limits the answers that an email is taken per address, like sign-in', async () => {
      const remoteAddress = '192.0.2.88';
      const taken = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { ...body, email: 'chidi@example.ng' },
          remoteAddress,
        });
      for (let i = 0; i < 10; i += 1) expect((await taken()).statusCode).toBe(400);
      const limited = await taken();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many sign-up attempts. Please try again later.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address still registers.
      const fresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...body, email: 'other-chidi@example.ng', username: 'chidi2' },
        remoteAddress: '198.51.100.88',
      });
      expect(fresh.statusCode).toBe(201);
    });

    it('answers field errors with the messages of docs/storefront.md §5.1', async () => {
      const res = await post('register', {
        first_name: ' ',
        last_name: 'x',
        username: 'y',
        email: 'nope',
        password: 'short',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        first_name: ['First name is required'],
        email: ['Email is invalid'],
        password: ['Password must be at least 8 characters'],
      });
      const weak = await post('register', { ...body, email: 'weak@example.ng', password: 'alllowercase1' });
      expect(weak.json().errors).toEqual({
        password: ['Password must contain uppercase, lowercase, and number'],
      });
      const empty = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.email).toEqual(['Email is required']);
    });
  });

  describe('login', () => {
    it('issues an HS256 access token with sub, role and a 15 minute expiry', async () => {
      const admin = await createUser(t.app, 'ADMIN');
      const tokens = await login(t.app, admin.email);
      const claims = decodeJwt(tokens.access);
      expect(claims).toMatchObject({ sub: String(admin.id), role: 'ADMIN' });
      expect((claims.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 60);
      expect((claims.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);
      expect(
        JSON.parse(Buffer.from(tokens.access.split('.')[0] ?? '', 'base64url').toString()),
      ).toMatchObject({ alg: 'HS256' });
    });

    it('answers an unknown email and a wrong password the same way', async () => {
      const user = await createUser(t.app);
      const unknown = await post('login', { email: 'nobody@example.ng', password: PASSWORD });
      const wrong = await post('login', { email: user.email, password: 'WrongPass1' });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      // Words that do not suggest the account is missing when only the password was wrong.
      expect(wrong.json()).toMatchObject({ detail: 'Email or password is incorrect.' });
    });

    it('keeps a remembered session 30 days and a plain one 1 day', async () => {
      const user = await createUser(t.app);
      const plain = await login(t.app, user.email);
      const remembered = await login(t.app, user.email, PASSWORD, true);
      const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      const days = rows
        .map((r) => Math.round((r.expiresAt.getTime() - Date.now()) / 86_400_000))
        .sort((a, b) => a - b);
      expect(days).toEqual([1, 30]);
      expect(plain.refresh).not.toEqual(remembered.refresh);
    });
  });

  describe('refresh and logout', () => {
    it('rotates the refresh token and revokes the family when a spent one comes back', async () => {
      const { tokens } = await shopper(t.app);
      const first = await post('refresh-token', { refreshToken: tokens.refresh });
      expect(first.statusCode).toBe(200);
      const rotated = first.json().data as { access: string; refresh: string };
      expect(rotated.refresh).not.toEqual(tokens.refresh);
      expect(decodeJwt(rotated.access).role).toBe('REGULAR');

      const reuse = await post('refresh-token', { refreshToken: tokens.refresh });
      expect(reuse.statusCode).toBe(401);
      const afterReuse = await post('refresh-token', { refreshToken: rotated.refresh });
      expect(afterReuse.statusCode).toBe(401);
    });

    it('rejects unknown and missing refresh tokens', async () => {
      expect((await post('refresh-token', { refreshToken: 'nope' })).statusCode).toBe(401);
      const missing = await post('refresh-token', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ refreshToken: ['refreshToken is required'] });
    });

    it('logout revokes the family', async () => {
      const { tokens } = await shopper(t.app);
      expect((await post('logout', { refreshToken: tokens.refresh })).statusCode).toBe(200);
      expect((await post('refresh-token', { refreshToken: tokens.refresh })).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('answers 202 the same way for unknown emails and mails a single-use link', async () => {
      const user = await createUser(t.app);
      const { tokens } = { tokens: await login(t.app, user.email) };
      const unknown = await post('forgot-password', { email: 'ghost@example.ng' });
      const known = await post('forgot-password', { email: user.email });
      expect(unknown.statusCode).toBe(202);
      expect(known.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());

      // Other mails (the sign-ups' confirmation links) share the outbox: the reset went to the account, none elsewhere.
      const [mail] = await waitForMails(t.config.mailDir, { to: user.email, atLeast: 1, looks: 50 });
      expect(mail?.subject).toBe('Reset your Kasuwa password');
      const all = await waitForMails(t.config.mailDir, { atLeast: 1 });
      expect(all.filter((m) => m.to[0]?.address === 'ghost@example.ng')).toEqual([]);
      const token = /reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(token).not.toBe('');

      const weak = await post('reset-password', { token, password: 'weak' });
      expect(weak.statusCode).toBe(400);
      const reset = await post('reset-password', { token, password: 'N3wPassword' });
      expect(reset.statusCode).toBe(200);
      expect((await post('reset-password', { token, password: 'An0therPass' })).statusCode).toBe(400);
      expect((await post('login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
      expect((await post('login', { email: user.email, password: 'N3wPassword' })).statusCode).toBe(200);
      // Every session signed in before the reset is gone.
      expect((await post('refresh-token', { refreshToken: tokens.refresh })).statusCode).toBe(401);
    });

    it('rejects an unknown reset token before hashing the new password', async () => {
      const hashes = jest.spyOn(t.app.passwords, 'hash');
      try {
        const res = await post('reset-password', { token: 'nope', password: 'N3wPassword' });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('This password reset link is invalid or has expired.');
        expect(hashes).not.toHaveBeenCalled();
      } finally {
        hashes.mockRestore();
      }
    });
  });
});
