import type { ModuleFederation } from '@module-federation/enhanced/runtime';

import type * as TelemetryModule from './telemetry-plugin';

type Telemetry = typeof TelemetryModule;

const STABLE = 'http://localhost:3001/aaaaaaaaaaaa/mf-manifest.json';
const CANARY = 'http://localhost:3001/bbbbbbbbbbbb/mf-manifest.json';
const origin = {} as ModuleFederation;
const catalog = (entry: string) => ({
  name: 'catalog',
  entry,
  type: 'global',
  entryGlobalName: 'catalog',
  shareScope: 'default',
});

/** jsdom's Blob has no text(). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

let sendBeacon: jest.Mock<boolean, [string, Blob]>;
let online: jest.SpyInstance<boolean, []>;
/** The module afresh for each test: its counts are the page's. */
let telemetry: Telemetry;

beforeEach(() => {
  jest.useFakeTimers();
  sendBeacon = jest.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  jest.isolateModules(() => {
    telemetry = jest.requireActual<Telemetry>('./telemetry-plugin');
  });
});
afterEach(() => {
  jest.useRealTimers();
  online.mockRestore();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

/** The bodies of the beacons sent so far. */
const sent = () =>
  Promise.all(sendBeacon.mock.calls.map(async ([, body]) => JSON.parse(await blobText(body)) as unknown));

describe('remote telemetry', () => {
  it('reads the version from a release manifest, and none from a remote served in place', () => {
    expect(telemetry.versionOfManifest(STABLE)).toBe('aaaaaaaaaaaa');
    expect(telemetry.versionOfManifest('http://localhost:3001/mf-manifest.json')).toBeUndefined();
    expect(telemetry.versionOfManifest(undefined)).toBeUndefined();
  });

  it("counts every loadRemote through the runtime's afterLoadRemote, and what the error boundary reports", async () => {
    expect(
      telemetry.startRemoteTelemetry('/api/', {
        catalog: STABLE,
        cart: 'http://localhost:3002/mf-manifest.json',
      }),
    ).toBe(true);
    const plugin = telemetry.default();
    await plugin.afterLoadRemote!({ id: 'catalog/routes', remote: catalog(CANARY), origin });
    await plugin.afterLoadRemote!({
      id: 'catalog/routes',
      remote: catalog(CANARY),
      origin,
      error: new Error('RUNTIME-008'),
    });
    // Recovered by another plugin: a load, not a failure.
    await plugin.afterLoadRemote!({
      id: 'catalog/routes',
      remote: catalog(CANARY),
      origin,
      error: new Error('x'),
      recovered: true,
    });
    // A section that threw while rendering, on the page's own version of the catalog.
    telemetry.reportRemoteFailure('catalog');
    // The cart is served in place: it has no version to report.
    await plugin.afterLoadRemote!({ id: 'cart/routes', origin });
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]![0]).toBe('/api/telemetry/remotes');
    expect(sendBeacon.mock.calls[0]![1].type).toBe('application/json');
    expect(await sent()).toEqual([
      {
        reports: [
          { remote: 'catalog', version: 'bbbbbbbbbbbb', loads: 3, failures: 1 },
          { remote: 'catalog', version: 'aaaaaaaaaaaa', loads: 0, failures: 1 },
        ],
      },
    ]);
    // Sent once: the next report has nothing to say until something happens.
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('counts nothing while offline, and keeps what it could not send for the next report', async () => {
    telemetry.startRemoteTelemetry('/api', { catalog: STABLE });
    online.mockReturnValue(false);
    telemetry.reportRemoteFailure('catalog');
    online.mockReturnValue(true);
    telemetry.default().afterLoadRemote!({ id: 'catalog/routes', origin });
    sendBeacon.mockReturnValueOnce(false);
    jest.advanceTimersByTime(1000);
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const [refused, accepted] = await sent();
    const only = { reports: [{ remote: 'catalog', version: 'aaaaaaaaaaaa', loads: 1, failures: 0 }] };
    expect(refused).toEqual(only);
    expect(accepted).toEqual(only);
  });

  it('does nothing where it cannot send beacons (the server)', () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    expect(telemetry.startRemoteTelemetry('/api/', { catalog: STABLE })).toBe(false);
    telemetry.reportRemoteFailure('catalog');
    jest.advanceTimersByTime(1000);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
