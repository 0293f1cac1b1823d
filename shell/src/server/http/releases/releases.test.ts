/** @jest-environment node */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { releaseManifestUrl } from 'shared-contracts/schemas/release-versions';
import { RELEASE_TOKEN_AUDIENCE, RELEASE_TOKEN_KEY_LABEL } from 'shared-contracts/schemas/releases';
import { createShellServer } from '../app';
import { runtimeConfigFromEnv } from '../config';
import { ManifestReader } from '../manifests/manifest-reader';
import { cacheControlFor } from '../plugins/static-files';
import { BROWSER_COOKIE, browserCookieOptions, browserIds } from 'shared-contracts/browser-id';
import { chooseVersions, cohortOf } from './choose-versions';
import { releaseChooser } from './release-chooser';

const ports = { catalog: 3001, cart: 3002, account: 3003, admin: 3004 };
const STABLE = 'aaaaaaaaaaaa';
const CANARY = 'bbbbbbbbbbbb';
const ROLLOUT = '5b0c7c7e-4a7e-4c36-9d8e-2f0f3c1a9e11';
const ids = Array.from({ length: 1000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
const SECRET = 'a release token secret for these tests, 0123456789';
const browser = browserIds(SECRET);
/** The cookie this server gives the browser `id`. */
const cookieOf = (id: string) => `${BROWSER_COOKIE}=${browser.value(id)}`;
/** The browser id a Set-Cookie header gives, when this server signed it. */
const idOf = (setCookie: unknown) => browser.read(/^kasuwa_browser=([^;]*)/.exec(String(setCookie))?.[1]);
/** A token's claims, once its signature is checked as the API checks it (HS256, the key derived from the secret). */
function claimsOf(token: string): Record<string, unknown> {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const key = createHmac('sha256', SECRET).update(RELEASE_TOKEN_KEY_LABEL).digest();
  expect(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}
const current = (percent: number, rolloutId = ROLLOUT) => ({
  remotes: [
    {
      remote: 'catalog',
      stable: { version: STABLE, percent: 100, rolloutId: 'x', startedAt: '' },
      canary: percent ? { version: CANARY, percent, rolloutId, startedAt: '' } : null,
    },
    { remote: 'cart', stable: null, canary: null },
  ],
});

describe('cohorts', () => {
  it('puts a browser in the same cohort of a rollout every time, and draws afresh for another rollout', () => {
    const cohorts = ids.map((id) => cohortOf(id, ROLLOUT));
    expect(ids.map((id) => cohortOf(id, ROLLOUT))).toEqual(cohorts);
    expect(cohorts.every((cohort) => Number.isInteger(cohort) && cohort >= 0 && cohort < 100)).toBe(true);
    const other = ids.map((id) => cohortOf(id, 'another-rollout'));
    expect(other.filter((cohort, i) => cohort === cohorts[i]).length).toBeLessThan(50);
  });

  it('sends about the canary percentage of browsers to the canary, and no one at 0%', () => {
    const onCanary = (percent: number) =>
      ids.filter((id) => chooseVersions(current(percent), id).catalog?.channel === 'canary').length;
    expect(onCanary(0)).toBe(0);
    expect(onCanary(100)).toBe(1000);
    expect(onCanary(5)).toBeGreaterThan(25);
    expect(onCanary(5)).toBeLessThan(80);
    expect(onCanary(50)).toBeGreaterThan(440);
    expect(onCanary(50)).toBeLessThan(560);
  });

  it('keeps the browsers already on the canary there when its share grows', () => {
    const at = (percent: number) =>
      new Set(ids.filter((id) => chooseVersions(current(percent), id).catalog?.version === CANARY));
    const five = at(5);
    const twenty = at(20);
    expect([...five].every((id) => twenty.has(id))).toBe(true);
  });

  it('leaves a remote without a stable version to its deployment config', () => {
    expect(chooseVersions(current(50), ids[0]!).cart).toBeUndefined();
    expect(chooseVersions(null, ids[0]!)).toEqual({});
  });
});

describe('the browser id', () => {
  it("is read from its cookie only with this server's signature: a value a client picked counts for nothing", () => {
    const value = browser.value(ids[3]!);
    expect(browser.read(value)).toBe(ids[3]);
    const signature = value.split('.')[1]!;
    expect(browser.read(ids[3])).toBeNull();
    expect(browser.read(`${ids[4]}.${signature}`)).toBeNull();
    expect(browser.read(`${ids[3]}.${signature.slice(1)}x`)).toBeNull();
    expect(browserIds('another secret, another shop, 0123456789').read(value)).toBeNull();
    expect(browser.read('<script>')).toBeNull();
    expect(browser.read(undefined)).toBeNull();
  });

  it('keeps the signature browsers already hold (HMAC-SHA256 under a key derived from the secret, base64url)', () => {
    const key = createHmac('sha256', SECRET).update('kasuwa browser id').digest();
    expect(browser.value(ids[0]!)).toBe(
      `${ids[0]}.${createHmac('sha256', key).update(ids[0]!).digest('base64url')}`,
    );
  });
});

describe('immutable versions on a remote origin', () => {
  it('caches everything in a version folder for a year', () => {
    expect(cacheControlFor(`${STABLE}/mf-manifest.json`)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(`${STABLE}/server/remoteEntry.js`)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
  });

  it('names a version manifest beside the remote', () => {
    expect(releaseManifestUrl('http://localhost:3001/mf-manifest.json', STABLE)).toBe(
      `http://localhost:3001/${STABLE}/mf-manifest.json`,
    );
  });
});

describe('/runtime-config.json with releases', () => {
  let shell: FastifyInstance;
  let dist: string;
  let registry: ReturnType<typeof current> | null = current(50);
  let reads = 0;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-shell-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id=root></div>');
    const runtimeConfig = runtimeConfigFromEnv({}, ports);
    shell = await createShellServer({
      shellDist: dist,
      runtimeConfig,
      apiUrl: 'http://127.0.0.1:9',
      publicUrl: 'http://localhost:3000',
      ssr: false,
      preloadRouteScripts: false,
      releases: releaseChooser({
        runtimeConfig,
        releaseTokenSecret: SECRET,
        readReleases: async () => {
          reads += 1;
          if (!registry) throw new Error('the API is down');
          return { data: registry };
        },
      }),
    });
  });
  afterAll(async () => {
    await shell?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('gives a new browser an id, and the same browser the same versions on every load', async () => {
    const first = await shell.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toBe('Cookie');
    const [cookie = '', ...attributes] = String(first.headers['set-cookie']).split('; ');
    expect(cookie).toMatch(/^kasuwa_browser=/);
    // A first-party cookie scripts cannot read, kept a year (Secure over HTTPS: browserCookieOptions).
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    expect(browserCookieOptions(true).secure).toBe(true);
    const config = first.json<{ remotes: Record<string, string> }>();
    expect(
      [STABLE, CANARY].map(
        (v) => new URL(`${v}/mf-manifest.json`, runtimeConfigFromEnv({}, ports).remotes.catalog).href,
      ),
    ).toContain(config.remotes.catalog);
    expect(config.remotes.cart).toBe(runtimeConfigFromEnv({}, ports).remotes.cart);

    for (let i = 0; i < 3; i += 1) {
      const again = await shell.inject({ method: 'GET', url: '/runtime-config.json', headers: { cookie } });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.json()).toEqual(config);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    const unchanged = await shell.inject({
      method: 'GET',
      url: '/runtime-config.json',
      headers: { cookie, 'if-none-match': String(first.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
  });

  it('gives the browser a token signed for its id and its versions, and replaces an id it made up', async () => {
    const first = await shell.inject({ method: 'GET', url: '/runtime-config.json' });
    const id = idOf(first.headers['set-cookie']);
    expect(id).not.toBeNull();
    const config = first.json<{ remotes: { catalog: string }; telemetryToken: string }>();
    const claims = claimsOf(config.telemetryToken);
    const catalog = config.remotes.catalog.includes(CANARY) ? CANARY : STABLE;
    expect(claims).toMatchObject({ sub: id, aud: RELEASE_TOKEN_AUDIENCE, versions: { catalog } });
    expect(Object.keys(claims.versions as object)).toEqual(['catalog']);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(24 * 60 * 60);

    // An id the client picked, a real one's id with a forged signature: a new id, made here.
    for (const cookie of [`kasuwa_browser=${ids[7]}`, `kasuwa_browser=${id}.forged`]) {
      const made = await shell.inject({ method: 'GET', url: '/runtime-config.json', headers: { cookie } });
      const given = idOf(made.headers['set-cookie']);
      expect(given).not.toBeNull();
      expect([ids[7], id]).not.toContain(given);
      expect(claimsOf(made.json<{ telemetryToken: string }>().telemetryToken).sub).toBe(given);
    }
  });

  it('splits browsers between stable and canary, and follows the registry within a second', async () => {
    const catalogOf = async (id: string) =>
      (
        await shell.inject({
          method: 'GET',
          url: '/runtime-config.json',
          headers: { cookie: cookieOf(id) },
        })
      ).json<{ remotes: { catalog: string } }>().remotes.catalog;
    const seen = await Promise.all(ids.slice(0, 40).map(catalogOf));
    expect(seen.filter((url) => url.includes(CANARY)).length).toBeGreaterThan(5);
    expect(seen.filter((url) => url.includes(STABLE)).length).toBeGreaterThan(5);

    registry = current(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await Promise.all(ids.slice(0, 40).map(catalogOf))).every((url) => url.includes(STABLE))).toBe(
      true,
    );

    // While the registry cannot be read, the last versions it named stay live.
    registry = null;
    const readsBefore = reads;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await catalogOf(ids[0]!)).toContain(STABLE);
    expect(reads).toBeGreaterThan(readsBefore);
  });
});

describe("a page's preloads with releases", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasuwa-links-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id=root></div>');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("preloads the catalog build chosen for the browser: a canary browser gets the canary's scripts", async () => {
    const runtimeConfig = runtimeConfigFromEnv({}, ports);
    const manifests = new ManifestReader({
      fetchManifest: async (url) => {
        const version = /\/([0-9a-f]{12})\//.exec(url)?.[1] ?? 'current';
        return {
          metaData: {
            publishedBuild: version,
            remoteEntry: { name: 'remoteEntry.js', path: '' },
            publicPath: 'auto',
          },
          exposes: [{ path: './routes', assets: { js: { sync: [`routes.${version}.js`] } } }],
        };
      },
    });
    const shell = await createShellServer({
      shellDist: dir,
      runtimeConfig,
      apiUrl: 'http://127.0.0.1:9',
      publicUrl: 'http://localhost:3000',
      ssr: false,
      manifests,
      releases: releaseChooser({
        runtimeConfig,
        releaseTokenSecret: SECRET,
        readReleases: async () => ({ data: current(50) }),
      }),
    });
    try {
      const linksOf = async (id: string) =>
        String(
          (await shell.inject({ url: '/', headers: { accept: 'text/html', cookie: cookieOf(id) } })).headers
            .link,
        );
      const canaryId = ids.find((id) => chooseVersions(current(50), id).catalog?.channel === 'canary')!;
      const stableId = ids.find((id) => chooseVersions(current(50), id).catalog?.channel === 'stable')!;
      const canary = await linksOf(canaryId);
      expect(canary).toContain(`<${releaseManifestUrl(runtimeConfig.remotes.catalog, CANARY)}>`);
      expect(canary).toContain(`/${CANARY}/routes.${CANARY}.js>`);
      expect(canary).not.toContain(STABLE);
      const stable = await linksOf(stableId);
      expect(stable).toContain(`/${STABLE}/routes.${STABLE}.js>`);
      expect(stable).not.toContain(CANARY);
    } finally {
      await shell.close();
    }
  });
});
