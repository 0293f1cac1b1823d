import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { releaseVersionOfManifest, versionOfManifest } from 'shared-contracts/schemas/release-versions';

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
/** /runtime-config.json as this browser's server answers it: with the browser's token. */
let fetchConfig: jest.Mock<Promise<Response>, [string, (RequestInit | undefined)?]>;
/** The module afresh for each test: its counts are the page's. */
let telemetry: Telemetry;

beforeEach(() => {
  jest.useFakeTimers();
  sendBeacon = jest.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  fetchConfig = jest.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve({
      ok: true,
      json: () =>
        Promise.resolve({
          apiBaseUrl: '/api/',
          remotes: { catalog: STABLE, cart: STABLE, account: STABLE, admin: STABLE },
          telemetryToken: 'fetched-token',
        }),
    } as Response),
  );
  Object.defineProperty(globalThis, 'fetch', { value: fetchConfig, configurable: true, writable: true });
  jest.isolateModules(() => {
    telemetry = jest.requireActual<Telemetry>('./telemetry-plugin');
  });
});
afterEach(() => {
  jest.useRealTimers();
  online.mockRestore();
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(globalThis, 'fetch');
});

/** The bodies of the beacons sent so far. */
const sent = () =>
  Promise.all(sendBeacon.mock.calls.map(async ([, body]) => JSON.parse(await blobText(body)) as unknown));

describe('remote telemetry', () => {
  it('reads the version from a release manifest, and none from a remote served in place', () => {
    expect(releaseVersionOfManifest(STABLE)).toBe('aaaaaaaaaaaa');
    expect(releaseVersionOfManifest('http://localhost:3001/mf-manifest.json')).toBeNull();
    // A build published in place has a version, but not one the release choice served (nor the token names).
    expect(releaseVersionOfManifest('http://localhost:3001/mf-manifest.aaaaaaaaaaaa.json')).toBeNull();
    expect(versionOfManifest('http://localhost:3001/mf-manifest.aaaaaaaaaaaa.json')).toBe('aaaaaaaaaaaa');
  });

  it("counts every loadRemote through the runtime's afterLoadRemote, and what the error boundary reports", async () => {
    expect(
      telemetry.startRemoteTelemetry(
        '/api/',
        { catalog: STABLE, cart: 'http://localhost:3002/mf-manifest.json' },
        'config-token',
      ),
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
    await jest.advanceTimersByTimeAsync(1000);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]![0]).toBe('/api/telemetry/remotes');
    expect(sendBeacon.mock.calls[0]![1].type).toBe('application/json');
    expect(await sent()).toEqual([
      {
        token: 'config-token',
        reports: [
          { remote: 'catalog', version: 'bbbbbbbbbbbb', loads: 3, failures: 1 },
          // Never more failures than loads: the API refuses that.
          { remote: 'catalog', version: 'aaaaaaaaaaaa', loads: 1, failures: 1 },
        ],
      },
    ]);
    // The config named the token: nothing else was asked for.
    expect(fetchConfig).not.toHaveBeenCalled();
    // Sent once: the next report has nothing to say until something happens.
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('counts nothing while offline, and keeps what it could not send for the next report', async () => {
    telemetry.startRemoteTelemetry('/api', { catalog: STABLE }, 'config-token');
    online.mockReturnValue(false);
    telemetry.reportRemoteFailure('catalog');
    online.mockReturnValue(true);
    telemetry.default().afterLoadRemote!({ id: 'catalog/routes', origin });
    sendBeacon.mockReturnValueOnce(false);
    await jest.advanceTimersByTimeAsync(1000);
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const [refused, accepted] = await sent();
    const only = {
      token: 'config-token',
      reports: [{ remote: 'catalog', version: 'aaaaaaaaaaaa', loads: 1, failures: 0 }],
    };
    expect(refused).toEqual(only);
    expect(accepted).toEqual(only);
  });

  it("asks for this browser's token when the page's config has none (a page rendered on the server)", async () => {
    telemetry.startRemoteTelemetry('/api', { catalog: STABLE });
    telemetry.reportRemoteFailure('catalog');
    telemetry.reportRemoteFailure('catalog');
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(fetchConfig.mock.calls[0]![0]).toBe('/runtime-config.json');
    await jest.advanceTimersByTimeAsync(1000);
    expect(await sent()).toEqual([
      {
        token: 'fetched-token',
        reports: [{ remote: 'catalog', version: 'aaaaaaaaaaaa', loads: 2, failures: 2 }],
      },
    ]);
  });

  it('sends nothing without a token, and keeps the counts until it has one', async () => {
    fetchConfig.mockResolvedValueOnce({ ok: false, json: () => Promise.resolve({}) } as Response);
    telemetry.startRemoteTelemetry('/api', { catalog: STABLE });
    telemetry.reportRemoteFailure('catalog');
    await jest.advanceTimersByTimeAsync(1000);
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    telemetry.reportRemoteFailure('catalog');
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
    expect(await sent()).toEqual([
      {
        token: 'fetched-token',
        reports: [{ remote: 'catalog', version: 'aaaaaaaaaaaa', loads: 2, failures: 2 }],
      },
    ]);
  });

  it('does nothing where it cannot send beacons (the server)', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    expect(telemetry.startRemoteTelemetry('/api/', { catalog: STABLE }, 'config-token')).toBe(false);
    // Beacons again, as if the same module ran in a browser: what was not started counts nothing.
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    telemetry.reportRemoteFailure('catalog');
    await telemetry.default().afterLoadRemote!({ id: 'catalog/routes', remote: catalog(STABLE), origin });
    await jest.advanceTimersByTimeAsync(1000);
    dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchConfig).not.toHaveBeenCalled();
  });
});
