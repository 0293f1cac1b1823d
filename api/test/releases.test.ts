import type { LightMyRequestResponse } from 'fastify';
import type {
  CurrentReleases,
  RegisteredVersion,
  ReleaseOverview,
  RemoteRelease,
} from 'shared-contracts/schemas/releases';
import { canaryVerdict, DEFAULT_CANARY_RULE, registerVersion } from '../src/services/releases.js';
import { adminClient, type AdminClient } from './admin-helpers.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

describe('the canary rule', () => {
  const rule = DEFAULT_CANARY_RULE;
  it.each([
    // [canary loads, failures, stable loads, failures, stops]
    [199, 199, 1000, 0, false], // not enough loads yet, however bad
    [200, 10, 1000, 10, true], // 5% against 1%: more than twice, above 1%
    [200, 4, 1000, 10, false], // 2% against 1%: exactly twice is not more than twice
    [200, 5, 1000, 10, true], // 2.5% against 1%
    [400, 3, 1000, 0, false], // 0.75% against nothing: under the 1% floor
    [400, 5, 1000, 0, true], // 1.25% against nothing
    [300, 60, 1000, 150, false], // 20% against 15%: a bad time for everyone, not the canary's fault
    [300, 60, 0, 0, true], // stable not loaded at all: judged against 0
  ])(
    '%i loads with %i failures against stable %i/%i: stop %s',
    (loads, failures, sLoads, sFailures, stops) => {
      expect(canaryVerdict({ loads, failures }, { loads: sLoads, failures: sFailures }, rule).stop).toBe(
        stops,
      );
    },
  );

  it('takes its thresholds from the rule it is given', () => {
    const canary = { loads: 20, failures: 2 };
    const stable = { loads: 20, failures: 0 };
    expect(canaryVerdict(canary, stable, rule).stop).toBe(false);
    expect(canaryVerdict(canary, stable, { minLoads: 20, ratio: 2, floor: 0.01 }).stop).toBe(true);
    expect(canaryVerdict(canary, stable, { minLoads: 20, ratio: 2, floor: 0.2 }).stop).toBe(false);
  });
});

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
      config: { canaryRule: { minLoads: 20, ratio: 2, floor: 0.01 }, telemetryRateLimitMax: 40 },
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
  const report = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/telemetry/remotes', payload: payload as object });

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

  it('counts reports of published versions per minute, and refuses anything else without a 5xx', async () => {
    const ok = await report({ reports: [{ remote: 'catalog', version: A, loads: 3, failures: 1 }] });
    expect(ok.statusCode).toBe(202);
    expect(data<{ accepted: number }>(ok).accepted).toBe(1);
    await report({ reports: [{ remote: 'catalog', version: A, loads: 2, failures: 0 }] });
    const counted = (await release('catalog')).versions.find((item) => item.version === A);
    expect(counted?.lastHour).toEqual({ loads: 5, failures: 1, failureRate: 0.2 });
    expect(counted?.lastDay.loads).toBe(5);

    const refused: unknown[] = [
      { reports: [{ remote: 'payments', version: A, loads: 1, failures: 0 }] },
      { reports: [{ remote: 'catalog', version: 'dddddddddddd', loads: 1, failures: 0 }] },
      { reports: [{ remote: 'cart', version: A, loads: 1, failures: 0 }] }, // A is a catalog version
      { reports: [{ remote: 'catalog', version: A, loads: 1000, failures: 0 }] },
      { reports: [{ remote: 'catalog', version: A, loads: -1, failures: 0 }] },
      { reports: [] },
      { reports: 'all good' },
      {},
    ];
    for (const body of refused) {
      const res = await report(body);
      expect(res.statusCode).toBe(400);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/remotes',
      headers: { 'content-type': 'application/json' },
      payload: '{"reports": [',
    });
    expect(notJson.statusCode).toBe(400);
    // Nothing refused was counted.
    expect((await release('catalog')).versions.find((item) => item.version === A)?.lastHour.loads).toBe(5);
  });

  it('stops a canary that fails more than twice as often as stable over enough loads, and says why', async () => {
    await register('cart', A);
    await register('cart', B);
    expect((await act('cart', { action: 'pin', version: A })).statusCode).toBe(200);
    expect((await act('cart', { action: 'canary', version: B, percent: 50 })).statusCode).toBe(200);
    await report({ reports: [{ remote: 'cart', version: A, loads: 40, failures: 1 }] });
    // Under the minimum of loads: runs on, however it fails.
    await report({ reports: [{ remote: 'cart', version: B, loads: 10, failures: 5 }] });
    expect((await current()).remotes.find((r) => r.remote === 'cart')?.canary?.version).toBe(B);
    await report({ reports: [{ remote: 'cart', version: B, loads: 10, failures: 3 }] });
    const cart = (await current()).remotes.find((r) => r.remote === 'cart');
    expect(cart?.canary).toBeNull();
    expect(cart?.stable?.version).toBe(A);
    const [stop] = (await release('cart')).history;
    expect(stop).toMatchObject({
      action: 'stop',
      version: B,
      automatic: true,
      actor: 'automatic canary check',
    });
    expect(stop?.reason).toMatch(/40\.0% of 20 loads of canary bbbbbbbbbbbb failed, against 2\.5% of 40/);
  });

  it('leaves a canary running when stable fails as often', async () => {
    await register('account', A);
    await register('account', B);
    await act('account', { action: 'pin', version: A });
    await act('account', { action: 'canary', version: B, percent: 50 });
    await report({
      reports: [
        { remote: 'account', version: A, loads: 40, failures: 8 },
        { remote: 'account', version: B, loads: 40, failures: 10 },
      ],
    });
    expect((await current()).remotes.find((r) => r.remote === 'account')?.canary?.version).toBe(B);
  });

  it('removes only versions no channel has pointed at for the grace period, keeping the newest three', async () => {
    const versions = ['1111111', '2222222', '3333333', '4444444', '5555555'];
    const start = Date.now();
    const at = (hours: number) => new Date(start + hours * 3_600_000);
    for (const [index, version] of versions.entries())
      await registerVersion(t.database.db, 'admin', version, 'ci', { now: at(index) });
    // A day later, the two oldest have gone unused for the grace period; the newest three stay.
    const { removable } = await registerVersion(t.database.db, 'admin', '6666666', 'ci', { now: at(27) });
    expect(removable).toEqual(['1111111', '2222222', '3333333']);
    const again = await registerVersion(t.database.db, 'admin', '6666666', 'ci', { now: at(28) });
    expect(again.removable).toEqual([]);
    const pin = await act('admin', { action: 'pin', version: '1111111' });
    expect(pin.statusCode).toBe(400);
    expect(pin.json<{ message: string }>().message).toMatch(/was removed/);
  });

  it('limits the reports one client sends per minute (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1)
      statuses.push(
        (await report({ reports: [{ remote: 'catalog', version: A, loads: 1, failures: 0 }] })).statusCode,
      );
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status < 500)).toBe(true);
  });
});
