/** @jest-environment node */
import { runtimeConfigFromEnv, serverRemotesFromEnv } from './config';

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
