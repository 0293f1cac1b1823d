/** @jest-environment node */
import {
  DEFAULT_RELEASE_TOKEN_SECRET,
  readShellEnv,
  releaseTokenSecretFromEnv,
  runtimeConfigFromEnv,
  serverRemotesFromEnv,
} from './config';
import { RENDERS_PER_MINUTE } from './render/render-budget';

const ports = { catalog: 3001, cart: 3002, account: 3003, admin: 3004 };

describe('/runtime-config.json', () => {
  it("names each remote's manifest on its own default port", () => {
    expect(runtimeConfigFromEnv({}, ports)).toEqual({
      apiBaseUrl: '/api/',
      remotes: {
        catalog: 'http://localhost:3001/mf-manifest.json',
        cart: 'http://localhost:3002/mf-manifest.json',
        account: 'http://localhost:3003/mf-manifest.json',
        admin: 'http://localhost:3004/mf-manifest.json',
      },
    });
  });

  it('takes each remote from the environment, as an origin or a manifest URL', () => {
    const config = runtimeConfigFromEnv(
      {
        API_BASE_URL: 'https://api.kasuwa.ng/api/',
        REMOTE_CART_URL: 'https://cart.kasuwa.ng/',
        REMOTE_ADMIN_URL: 'https://admin.kasuwa.ng/v42/mf-manifest.json',
      },
      { ...ports, catalog: 9001 },
    );
    expect(config.apiBaseUrl).toBe('https://api.kasuwa.ng/api/');
    expect(config.remotes.catalog).toBe('http://localhost:9001/mf-manifest.json');
    expect(config.remotes.cart).toBe('https://cart.kasuwa.ng/mf-manifest.json');
    expect(config.remotes.admin).toBe('https://admin.kasuwa.ng/v42/mf-manifest.json');
  });

  it('takes where the shop server itself reaches a remote from SSR_REMOTE_*_URL, and only for those set', () => {
    expect(serverRemotesFromEnv({})).toEqual({});
    expect(
      serverRemotesFromEnv({
        REMOTE_CATALOG_URL: 'http://catalog.localhost/mf-manifest.json',
        SSR_REMOTE_CATALOG_URL: 'http://catalog',
      }),
    ).toEqual({ catalog: 'http://catalog/mf-manifest.json' });
  });
});

describe('RELEASE_TOKEN_SECRET', () => {
  it("is the API's development default outside production, and must be a real one in production", () => {
    expect(releaseTokenSecretFromEnv({})).toBe(DEFAULT_RELEASE_TOKEN_SECRET);
    const real = 'x'.repeat(40);
    expect(releaseTokenSecretFromEnv({ RELEASE_TOKEN_SECRET: real })).toBe(real);
    expect(() => releaseTokenSecretFromEnv({ NODE_ENV: 'production' })).toThrow(/RELEASE_TOKEN_SECRET/);
    expect(() =>
      releaseTokenSecretFromEnv({ NODE_ENV: 'production', RELEASE_TOKEN_SECRET: 'short' }),
    ).toThrow(/RELEASE_TOKEN_SECRET/);
    expect(releaseTokenSecretFromEnv({ NODE_ENV: 'production', RELEASE_TOKEN_SECRET: real })).toBe(real);
  });
});

describe("the shop server's environment (one schema: a default when unset or blank, a refusal when bad)", () => {
  it('takes the defaults when nothing is set or a variable is blank', () => {
    for (const env of [{}, { SSR: '', RENDER_RATE_LIMIT_MAX: ' ' }]) {
      const read = readShellEnv(env);
      expect(read.SSR).toBe(true);
      expect(read.PRELOAD_ROUTE_SCRIPTS).toBe(true);
      expect(read.PUBLIC_BUILD_DETAILS).toBe(false);
      expect(read.RENDER_RATE_LIMIT_MAX).toBe(RENDERS_PER_MINUTE);
      expect(read.HOST).toBe('0.0.0.0');
    }
  });

  it('reads the switches as true/false or 1/0', () => {
    expect(
      readShellEnv({ SSR: '0', PRELOAD_ROUTE_SCRIPTS: 'false', PUBLIC_BUILD_DETAILS: 'true' }),
    ).toMatchObject({
      SSR: false,
      PRELOAD_ROUTE_SCRIPTS: false,
      PUBLIC_BUILD_DETAILS: true,
    });
  });

  it.each([
    [{ RENDER_RATE_LIMIT_MAX: 'lots' }, /RENDER_RATE_LIMIT_MAX must be a whole number/],
    [{ SSR: 'no' }, /SSR must be true or false/],
    [{ PUBLIC_URL: 'kasuwa.ng' }, /PUBLIC_URL must be an absolute http/],
    [{ REMOTE_CART_URL: 'cart.kasuwa.ng' }, /REMOTE_CART_URL must be an absolute http/],
    [{ SSR_REMOTE_CATALOG_URL: 'catalog:3001' }, /SSR_REMOTE_CATALOG_URL must be an absolute http/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be a random value of at least 32 characters/],
    [{ API_PROXY_SECRET: 'short' }, /API_PROXY_SECRET must be a random value of at least 32 characters/],
  ])('refuses %j instead of falling back to the default', (env, message) => {
    expect(() => readShellEnv(env)).toThrow(message);
    expect(() => readShellEnv(env)).toThrow(/^Kasuwa's shop server cannot start: /);
  });
});
