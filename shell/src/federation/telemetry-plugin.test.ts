import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import telemetryPlugin, {
  RemoteTelemetry,
  reportRemoteFailure,
  startRemoteTelemetry,
  versionOfManifest,
  type TelemetryEnvironment,
} from './telemetry-plugin';

/** jsdom's Blob has no text(). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const STABLE = 'http://localhost:3001/aaaaaaaaaaaa/mf-manifest.json';
const CANARY = 'http://localhost:3001/bbbbbbbbbbbb/mf-manifest.json';

function environment(online = true) {
  const sent: { url: string; body: unknown }[] = [];
  const scheduled: (() => void)[] = [];
  let isOnline = online;
  let accept = true;
  const env: TelemetryEnvironment = {
    online: () => isOnline,
    send: (url, body) => {
      if (!accept) return false;
      sent.push({ url, body });
      return true;
    },
    schedule: (run) => scheduled.push(run),
  };
  return {
    env,
    sent,
    /** Runs the scheduled flushes and answers the bodies sent. */
    async run() {
      for (const run of scheduled.splice(0)) run();
      return Promise.all(sent.map(async ({ body }) => JSON.parse(await blobText(body as Blob)) as unknown));
    },
    goOffline: () => (isOnline = false),
    goOnline: () => (isOnline = true),
    refuse: () => (accept = false),
  };
}

describe('remote telemetry', () => {
  it('reads the version from a release manifest, and none from a remote served in place', () => {
    expect(versionOfManifest(STABLE)).toBe('aaaaaaaaaaaa');
    expect(versionOfManifest('http://localhost:3001/mf-manifest.json')).toBeNull();
    expect(versionOfManifest(undefined)).toBeNull();
  });

  it('counts loads and failures per remote and version, and sends them in one beacon', async () => {
    const e = environment();
    const telemetry = new RemoteTelemetry('/api/telemetry/remotes', e.env);
    telemetry.register({ catalog: STABLE, cart: 'http://localhost:3002/mf-manifest.json' });
    telemetry.load('catalog');
    telemetry.load('catalog', CANARY);
    telemetry.failure('catalog', CANARY);
    telemetry.load('cart'); // no version: nothing to report
    telemetry.load('payments'); // not a remote of the shop
    const bodies = await e.run();
    expect(e.sent.map((s) => s.url)).toEqual(['/api/telemetry/remotes']);
    expect((e.sent[0]!.body as Blob).type).toBe('application/json');
    expect(bodies).toEqual([
      {
        reports: [
          { remote: 'catalog', version: 'aaaaaaaaaaaa', loads: 1, failures: 0 },
          { remote: 'catalog', version: 'bbbbbbbbbbbb', loads: 1, failures: 1 },
        ],
      },
    ]);
    // Sent once: the next flush has nothing to say.
    telemetry.flush();
    expect(e.sent).toHaveLength(1);
  });

  it('counts nothing while offline, and keeps what it could not send', async () => {
    const e = environment(false);
    const telemetry = new RemoteTelemetry('/api/telemetry/remotes', e.env);
    telemetry.register({ catalog: STABLE });
    telemetry.failure('catalog');
    e.goOnline();
    telemetry.load('catalog');
    e.refuse();
    expect(await e.run()).toEqual([]);
    const retry = environment();
    // The refused counts are still there for the next flush.
    Object.assign(e.env, { send: retry.env.send });
    telemetry.flush();
    expect(retry.sent).toHaveLength(1);
    expect(JSON.parse(await blobText(retry.sent[0]!.body as Blob))).toEqual({
      reports: [{ remote: 'catalog', version: 'aaaaaaaaaaaa', loads: 1, failures: 0 }],
    });
  });

  it("counts every loadRemote through the runtime's afterLoadRemote, and what the error boundary reports", async () => {
    jest.useFakeTimers();
    const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    try {
      expect(startRemoteTelemetry('/api/', { catalog: STABLE })).not.toBeNull();
      const plugin = telemetryPlugin();
      const origin = {} as ModuleFederation;
      const remote = {
        name: 'catalog',
        entry: CANARY,
        type: 'global',
        entryGlobalName: 'catalog',
        shareScope: 'default',
      };
      await plugin.afterLoadRemote!({ id: 'catalog/routes', remote, origin });
      await plugin.afterLoadRemote!({
        id: 'catalog/routes',
        remote,
        origin,
        error: new Error('RUNTIME-008'),
      });
      // Recovered by another plugin: a load, not a failure.
      await plugin.afterLoadRemote!({
        id: 'catalog/routes',
        remote,
        origin,
        error: new Error('x'),
        recovered: true,
      });
      // A section that threw while rendering, on the page's own version of the catalog.
      reportRemoteFailure('catalog');
      jest.advanceTimersByTime(1000);
      expect(sendBeacon).toHaveBeenCalledTimes(1);
      const [url, body] = sendBeacon.mock.calls[0]!;
      expect(url).toBe('/api/telemetry/remotes');
      expect(JSON.parse(await blobText(body))).toEqual({
        reports: [
          { remote: 'catalog', version: 'bbbbbbbbbbbb', loads: 3, failures: 1 },
          { remote: 'catalog', version: 'aaaaaaaaaaaa', loads: 0, failures: 1 },
        ],
      });
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });
});
