import { PASSWORD, createUser, login } from '../../../../test/fixtures.js';
import { waitForMails } from '../../../../test/outbox.js';
import { buildTestApp, databases, type TestApp } from '../../../../test/helpers.js';

/** The reset links mailed to `email` so far, oldest first. */
async function resetLinks(t: TestApp, email: string, count: number): Promise<string[]> {
  const mails = await waitForMails(t.config.mailDir, { to: email, atLeast: count });
  return mails.map((m) => /reset-password\/([\w-]+)/.exec(m.text)?.[1] ?? '');
}

describe.each(databases)('sessions end when they should (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers });

  it('a password change ends every other session and keeps the one that made it', async () => {
    const user = await createUser(t.app);
    const here = await login(t.app, user.email);
    const elsewhere = await login(t.app, user.email);
    const changed = await post(
      'users/me/change-password',
      { current_password: PASSWORD, new_password: 'N3wPassword' },
      { authorization: `Bearer ${here.access}` },
    );
    expect(changed.statusCode).toBe(200);
    expect((await post('auth/refresh-token', { refreshToken: elsewhere.refresh })).statusCode).toBe(401);
    expect((await post('auth/refresh-token', { refreshToken: here.refresh })).statusCode).toBe(200);
  });

  it('a new reset link voids the older ones; a reset ends every session and every other link', async () => {
    const user = await createUser(t.app);
    const session = await login(t.app, user.email);
    expect((await post('auth/forgot-password', { email: user.email })).statusCode).toBe(202);
    const [first] = await resetLinks(t, user.email, 1);
    expect((await post('auth/forgot-password', { email: user.email })).statusCode).toBe(202);
    const [, second] = await resetLinks(t, user.email, 2);

    const stale = await post('auth/reset-password', { token: first, password: 'N3wPassword' });
    expect(stale.statusCode).toBe(400);
    const reset = await post('auth/reset-password', { token: second, password: 'N3wPassword' });
    expect(reset.statusCode).toBe(200);
    expect((await post('auth/refresh-token', { refreshToken: session.refresh })).statusCode).toBe(401);
    expect((await post('auth/login', { email: user.email, password: 'N3wPassword' })).statusCode).toBe(200);
  });
});
