import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type {
  CurrentReleases,
  RegisteredVersion,
  ReleaseOverview,
  ReleaseRemote,
  RemoteRelease,
} from 'shared-contracts/schemas/releases';
import { createReleaseTokens } from './tokens.js';
import { DEFAULT_CANARY_RULE } from './canary.js';
import { registerVersion } from './registry.js';
import { adminClient, type AdminClient } from '../../../test/admin-helpers.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';

const A = 'aaaaaaaaaaaa';
const B = 'bbbbbbbbbbbb';
const C = 'cccccccccccc';

describe.each(databases)('releases (%s)', (kind) => {
  let t: TestApp;
  let c: AdminClient;
  beforeAll(async () => {
    t = await buildTestApp({
      kind,
      seed: true,
      config: { canaryRule: DEFAULT_CANARY_RULE, telemetryRateLimitMax: 40 },
    });
    c = await adminClient(t);
  }, 120_000);
  afterAll(async () => t?.close());

  const data = <T>(res: LightMyRequestResponse) => res.json<{ data: T }>().data;
  const register = async (remote: string, version: string) => {
    const res = await c.admin({
      method: 'POST',
      url: `/api/admin/releases/${remote}/versions`,
      payload: { version },
    });
    expect(res.statusCode).toBe(200);
    return data<RegisteredVersion>(res);
  };
  const release = async (remote: string) => {
    const res = await c.admin({ method: 'GET', url: '/api/admin/releases' });
    expect(res.statusCode).toBe(200);
    const found = data<ReleaseOverview>(res).remotes.find((item) => item.remote === remote);
    if (!found) throw new Error(`no ${remote} in the overview`);
    return found;
  };
  const act = async (remote: string, body: Record<string, unknown>) => {
    const { revision } = await release(remote);
    return c.admin({
      method: 'POST',
      url: `/api/admin/releases/${remote}/actions`,
      payload: { expectedRevision: revision, reason: 'test', ...body },
    });
  };
  const current = async () =>
    data<CurrentReleases>(await t.app.inject({ method: 'GET', url: '/api/releases/current' }));
  const tokens = () => createReleaseTokens(t.config.releaseTokenSecret);
  let addresses = 0;
  /**
   * A browser as the shop's server makes one: a random id, the versions chosen for it, signed into the token of its
   * runtime config; at an address of its own unless told.
   */
  const browser = async (
    versions: Partial<Record<ReleaseRemote, string>>,
    address = `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`,
  ) => ({ token: await tokens().sign({ sub: randomUUID(), versions }), address });
  type Browser = Awaited<ReturnType<typeof browser>>;
  const send = (from: Browser, reports: unknown[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telemetry/remotes',
      payload: { token: from.token, reports },
      remoteAddress: from.address,
    });
  const report = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/telemetry/remotes', payload: payload as object });
  /** Waits for the next minute when fewer than `needed` ms are left in this one. */
  const withinOneMinute = async (needed: number) => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < needed) await new Promise((resolve) => setTimeout(resolve, left + 50));
  };
  const canaryOf = async (remote: string) =>
    (await current()).remotes.find((r) => r.remote === remote)?.canary?.version ?? null;

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/releases' })).statusCode).toBe(401);
    expect((await c.shopper({ method: 'GET', url: '/api/admin/releases' })).statusCode).toBe(403);
    const shopperAction = await c.shopper({
      method: 'POST',
      url: '/api/admin/releases/catalog/actions',
      payload: { action: 'pin', version: A, reason: 'x', expectedRevision: 0 },
    });
    expect(shopperAction.statusCode).toBe(403);
  });

  it('pins, runs a canary, promotes and rolls back, recording who and why', async () => {
    expect((await register('catalog', A)).created).toBe(true);
    expect((await register('catalog', A)).created).toBe(false);
    await register('catalog', B);
    await register('catalog', C);

    // A canary needs a stable version to be judged against.
    const early = await act('catalog', { action: 'canary', version: B, percent: 10 });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ message: string }>().message).toMatch(/no stable version/);

    expect((await act('catalog', { action: 'pin', version: A, reason: 'first release' })).statusCode).toBe(
      200,
    );
    const canary = await act('catalog', { action: 'canary', version: B, percent: 10 });
    expect(canary.statusCode).toBe(200);
    const rollout = data<RemoteRelease>(canary).canary?.rolloutId;
    // A bigger share of the same version keeps its rollout: the browsers on it stay on it.
    const wider = data<RemoteRelease>(await act('catalog', { action: 'canary', version: B, percent: 50 }));
    expect(wider.canary).toMatchObject({ version: B, percent: 50, rolloutId: rollout });
    expect((await current()).remotes.find((r) => r.remote === 'catalog')).toMatchObject({
      stable: { version: A, percent: 100 },
      canary: { version: B, percent: 50, rolloutId: rollout },
    });

    const promoted = data<RemoteRelease>(await act('catalog', { action: 'promote', reason: 'looks good' }));
    expect(promoted.stable?.version).toBe(B);
    expect(promoted.canary).toBeNull();
    expect(data<RemoteRelease>(await act('catalog', { action: 'pin', version: C })).stable?.version).toBe(C);

    // Rollback walks back one stable at a time, and stops any canary.
    await act('catalog', { action: 'canary', version: A, percent: 5 });
    const back = data<RemoteRelease>(
      await act('catalog', { action: 'rollback', reason: 'C broke checkout' }),
    );
    expect(back.stable?.version).toBe(B);
    expect(back.canary).toBeNull();
    expect(data<RemoteRelease>(await act('catalog', { action: 'rollback' })).stable?.version).toBe(A);
    const none = await act('catalog', { action: 'rollback' });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toMatch(/no earlier stable version/);

    const { history } = await release('catalog');
    expect(history[0]).toMatchObject({ action: 'rollback', version: A, actor: 'admin@kasuwa.test' });
    expect(history[1]).toMatchObject({ action: 'rollback', version: B, reason: 'C broke checkout' });
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['publish', 'pin', 'canary', 'promote', 'rollback']),
    );
  });

  it('refuses what cannot be done, saying why, and changes nothing', async () => {
    const before = await release('catalog');
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ action: 'canary', version: 'dddddddddddd', percent: 10 }, /no published version/],
      [{ action: 'canary', version: B, percent: 101 }, /percent must be at most 100/],
      [{ action: 'canary', version: 'NOT-HEX', percent: 10 }, /lowercase hex/],
      [{ action: 'canary', version: B, percent: 10, reason: '  ' }, /Say why/],
      [{ action: 'promote' }, /no canary to promote/],
      [{ action: 'pin', version: A }, /already catalog's stable version/],
      [{ action: 'launch' }, /./],
    ];
    for (const [body, message] of refusals) {
      const res = await act('catalog', body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(message);
    }
    const unknownRemote = await c.admin({
      method: 'POST',
      url: '/api/admin/releases/checkout/actions',
      payload: { action: 'stop', reason: 'x', expectedRevision: 0 },
    });
    expect(unknownRemote.statusCode).toBe(400);
    const after = await release('catalog');
    expect(after.revision).toBe(before.revision);
    expect(after.history[0]?.id).toBe(before.history[0]?.id);
  });

  it('lets one of two changes made on the same revision win, and refuses the other with 409', async () => {
    const { revision } = await release('catalog');
    const change = (version: string, percent: number) =>
      c.admin({
        method: 'POST',
        url: '/api/admin/releases/catalog/actions',
        payload: { action: 'canary', version, percent, reason: 'race', expectedRevision: revision },
      });
    const answers = await Promise.all([change(B, 10), change(C, 20)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!;
    const loser = answers.find((res) => res.statusCode === 409)!;
    expect(loser.json<{ message: string }>().message).toMatch(/changed meanwhile/);
    const after = await release('catalog');
    expect(after.revision).toBe(revision + 1);
    expect(after.canary).toEqual(data<RemoteRelease>(winner).canary);
    expect(after.history.filter((entry) => entry.reason === 'race')).toHaveLength(1);
    expect((await act('catalog', { action: 'stop' })).statusCode).toBe(200);
  });

  it('counts reports of the versions the browser was served, at most a page a minute, and refuses the rest without a 5xx', async () => {
    // The counts below are of one minute: begun afresh if the current one is nearly over.
    await withinOneMinute(20_000);
    const shopper = await browser({ catalog: A, cart: A });
    const ok = await send(shopper, [{ remote: 'catalog', version: A, loads: 3, failures: 1 }]);
    expect(ok.statusCode).toBe(202);
    expect(data<{ accepted: number }>(ok).accepted).toBe(1);
    await send(shopper, [{ remote: 'catalog', version: A, loads: 2, failures: 0 }]);
    const counted = (await release('catalog')).versions.find((item) => item.version === A);
    expect(counted?.lastHour).toEqual({ loads: 5, failures: 1, failureRate: 0.2 });
    expect(counted?.lastDay.loads).toBe(5);
    // One browser sending again and again within the minute counts for one page's worth (50 loads) at most.
    for (let i = 0; i < 4; i += 1)
      await send(shopper, [{ remote: 'catalog', version: A, loads: 50, failures: 0 }]);
    expect((await release('catalog')).versions.find((item) => item.version === A)?.lastHour.loads).toBe(50);

    const stranger = createReleaseTokens('another shop, another secret, 0123456789abcdef');
    const forged = {
      ...shopper,
      token: await stranger.sign({ sub: randomUUID(), versions: { catalog: A } }),
    };
    const expired = {
      ...shopper,
      token: await tokens().sign(
        { sub: randomUUID(), versions: { catalog: A } },
        new Date(Date.now() - 25 * 3_600_000),
      ),
    };
    const unpublished = await browser({ catalog: 'dddddddddddd' });
    const refused: [Browser, unknown[], number][] = [
      [shopper, [{ remote: 'payments', version: A, loads: 1, failures: 0 }], 400],
      [shopper, [{ remote: 'catalog', version: B, loads: 1, failures: 0 }], 403], // not served B
      [shopper, [{ remote: 'account', version: A, loads: 1, failures: 0 }], 403], // served no account
      [unpublished, [{ remote: 'catalog', version: 'dddddddddddd', loads: 1, failures: 0 }], 400],
      [shopper, [{ remote: 'catalog', version: A, loads: 2, failures: 3 }], 400], // more failures than loads
      [shopper, [{ remote: 'catalog', version: A, loads: 1000, failures: 0 }], 400],
      [shopper, [{ remote: 'catalog', version: A, loads: -1, failures: 0 }], 400],
      [shopper, [], 400],
      [forged, [{ remote: 'catalog', version: A, loads: 1, failures: 1 }], 403],
      [expired, [{ remote: 'catalog', version: A, loads: 1, failures: 1 }], 403],
      [{ ...shopper, token: 'not.a.token' }, [{ remote: 'catalog', version: A, loads: 1, failures: 1 }], 403],
    ];
    for (const [from, reports, status] of refused) {
      const res = await send(from, reports);
      expect([res.statusCode, res.body]).toEqual([status, expect.any(String)]);
    }
    expect(
      (await send(unpublished, [{ remote: 'catalog', version: A, loads: 2, failures: 3 }])).statusCode,
    ).toBe(400);
    for (const body of [
      { reports: [{ remote: 'catalog', version: A, loads: 1, failures: 0 }] },
      {},
      { token: 'x', reports: 'all good' },
    ])
      expect((await report(body)).statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/remotes',
      headers: { 'content-type': 'application/json' },
      payload: '{"reports": [',
    });
    expect(notJson.statusCode).toBe(400);
    // Nothing refused was counted.
    expect((await release('catalog')).versions.find((item) => item.version === A)?.lastHour).toMatchObject({
      loads: 50,
      failures: 1,
    });
  });

  it('is not stopped, nor kept, by one client, however many reports and browser ids it sends', async () => {
    await register('cart', A);
    await register('cart', B);
    expect((await act('cart', { action: 'pin', version: A })).statusCode).toBe(200);
    expect((await act('cart', { action: 'canary', version: B, percent: 50 })).statusCode).toBe(200);
    // Real shoppers, each at an address of their own: the canary works for them, as stable does.
    for (let i = 0; i < 60; i += 1) {
      await send(await browser({ cart: A }), [{ remote: 'cart', version: A, loads: 3, failures: 0 }]);
      await send(await browser({ cart: B }), [{ remote: 'cart', version: B, loads: 3, failures: 0 }]);
    }
    // One client gathers a new browser id for every report (the shop's server gives one to any browser without a
    // cookie) and says the canary always fails; ids it makes up itself are refused.
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const fresh = await browser({ cart: B }, attacker);
      statuses.push(
        (await send(fresh, [{ remote: 'cart', version: B, loads: 50, failures: 50 }])).statusCode,
      );
      const madeUp = { token: `${fresh.token.slice(0, -4)}AAAA`, address: attacker };
      statuses.push(
        (await send(madeUp, [{ remote: 'cart', version: B, loads: 50, failures: 50 }])).statusCode,
      );
    }
    expect(statuses).toContain(202);
    expect(statuses).toContain(403);
    expect(await canaryOf('cart')).toBe(B);

    // Then the canary does break, for real shoppers; the same client now says stable fails too, to shield it.
    expect((await act('catalog', { action: 'canary', version: B, percent: 50 })).statusCode).toBe(200);
    const shield = '203.0.113.67';
    for (let i = 0; i < 30; i += 1) {
      await send(await browser({ catalog: A }, shield), [
        { remote: 'catalog', version: A, loads: 50, failures: 50 },
      ]);
      await send(await browser({ catalog: B }, shield), [
        { remote: 'catalog', version: B, loads: 50, failures: 0 },
      ]);
    }
    for (let i = 0; i < 60; i += 1)
      await send(await browser({ catalog: A }), [{ remote: 'catalog', version: A, loads: 3, failures: 0 }]);
    for (let i = 0; i < 60 && (await canaryOf('catalog')); i += 1)
      await send(await browser({ catalog: B }), [{ remote: 'catalog', version: B, loads: 2, failures: 1 }]);
    expect(await canaryOf('catalog')).toBeNull();
  });

  it('stops a canary whose failing browsers are more than twice as many as on stable, over enough browsers, and says why', async () => {
    await register('account', A);
    await register('account', B);
    await act('account', { action: 'pin', version: A });
    await act('account', { action: 'canary', version: B, percent: 50 });
    // 100 shoppers on stable, two of whom saw it fail; 60 on the canary, which fails for each of them.
    for (let i = 0; i < 100; i += 1)
      await send(await browser({ account: A }), [
        { remote: 'account', version: A, loads: 2, failures: i < 2 ? 1 : 0 },
      ]);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 60; i += 1) {
      seen.push(await canaryOf('account'));
      await send(await browser({ account: B }), [{ remote: 'account', version: B, loads: 1, failures: 1 }]);
    }
    // Judged from the 50th browser on, not before.
    expect(seen.slice(0, 50).every((version) => version === B)).toBe(true);
    expect(seen.slice(51)).toContain(null);
    const account = (await current()).remotes.find((r) => r.remote === 'account');
    expect(account?.canary).toBeNull();
    expect(account?.stable?.version).toBe(A);
    const stop = (await release('account')).history.find((entry) => entry.action === 'stop');
    expect(stop).toMatchObject({ version: B, automatic: true, actor: 'automatic canary check' });
    expect(stop?.reason).toMatch(
      /100\.0% of 50 browsers on canary bbbbbbbbbbbb saw it fail, against 2\.0% of 100 on stable aaaaaaaaaaaa/,
    );
  });

  it('leaves a canary running when stable fails as often', async () => {
    // Versions no other test reports on: the canary is judged on the browsers since the minute it started, and
    // reports of the tests before, sent in that minute, would count beside these.
    const [D, E] = ['dddddddddddd', 'eeeeeeeeeeee'];
    await register('catalog', D);
    await register('catalog', E);
    expect((await act('catalog', { action: 'pin', version: D })).statusCode).toBe(200);
    expect((await act('catalog', { action: 'canary', version: E, percent: 50 })).statusCode).toBe(200);
    for (let i = 0; i < 60; i += 1) {
      const failures = i % 5 === 0 ? 1 : 0;
      await send(await browser({ catalog: D }), [{ remote: 'catalog', version: D, loads: 1, failures }]);
      await send(await browser({ catalog: E }), [{ remote: 'catalog', version: E, loads: 1, failures }]);
    }
    expect(await canaryOf('catalog')).toBe(E);
  });

  it('removes only versions no channel has pointed at for the grace period, keeping the newest three', async () => {
    const versions = ['1111111', '2222222', '3333333', '4444444', '5555555'];
    const start = Date.now();
    const at = (hours: number) => new Date(start + hours * 3_600_000);
    for (const [index, version] of versions.entries())
      await registerVersion(t.database.db, 'admin', version, 'ci', { now: at(index) });
    // A day and an hour and a half after the first: the two oldest have gone unused for the grace period (a day) and
    // go; the third has not yet, though it is not among the newest three.
    const first = await registerVersion(t.database.db, 'admin', '6666666', 'ci', { now: at(25.5) });
    expect(first.removable).toEqual(['1111111', '2222222']);
    // Later, three more have gone unused for a day; the newest three (6, 5 and 4) stay all the same.
    const later = await registerVersion(t.database.db, 'admin', '6666666', 'ci', { now: at(40) });
    expect(later.removable).toEqual(['3333333']);
    const pin = await act('admin', { action: 'pin', version: '1111111' });
    expect(pin.statusCode).toBe(400);
    expect(pin.json<{ message: string }>().message).toMatch(/was removed/);
  });

  it('limits the reports one client sends per minute (429)', async () => {
    const statuses: number[] = [];
    const one = await browser({ catalog: A }, '203.0.113.99');
    for (let i = 0; i < 45; i += 1)
      statuses.push((await send(one, [{ remote: 'catalog', version: A, loads: 1, failures: 0 }])).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status < 500)).toBe(true);
  });
});
