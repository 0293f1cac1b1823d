import 'shop-sdk/testing/render';
import { loadRuntimeConfig, manifestUrl, RuntimeConfigError } from './runtime-config';

const valid = {
  apiBaseUrl: '/api/',
  remotes: {
    catalog: 'http://localhost:3001',
    cart: 'http://localhost:3002',
    account: 'http://localhost:3003',
    admin: 'http://localhost:3004',
  },
};

const answer = (body: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as unknown as Response);

describe('loadRuntimeConfig', () => {
  it('reads /runtime-config.json as the preload the page announces does (no cache mode, no extra headers)', async () => {
    const fetchImpl = answer(valid);
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(valid);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', { credentials: 'same-origin' });
  });

  it('rejects a config with a missing or invalid remote URL', async () => {
    const { admin: _admin, ...remotes } = valid.remotes;
    await expect(loadRuntimeConfig(answer({ ...valid, remotes }))).rejects.toThrow(/remotes\.admin/);
    await expect(
      loadRuntimeConfig(answer({ ...valid, remotes: { ...valid.remotes, cart: 'not a url' } })),
    ).rejects.toThrow(RuntimeConfigError);
  });

  it('rejects an HTTP error and an unreadable answer', async () => {
    await expect(loadRuntimeConfig(answer(valid, 404))).rejects.toThrow(/answered 404/);
    const broken = jest.fn(
      async () =>
        ({
          ok: true,
          status: 200,
          json: async () => Promise.reject(new SyntaxError('bad')),
        }) as unknown as Response,
    );
    await expect(loadRuntimeConfig(broken)).rejects.toThrow(/could not be read/);
    await expect(loadRuntimeConfig(jest.fn(() => Promise.reject(new TypeError('offline'))))).rejects.toThrow(
      RuntimeConfigError,
    );
  });
});

describe('manifestUrl', () => {
  it('points at the remote mf-manifest.json', () => {
    expect(manifestUrl('http://localhost:3001')).toBe('http://localhost:3001/mf-manifest.json');
    expect(manifestUrl('https://cdn.example/catalog/')).toBe('https://cdn.example/catalog/mf-manifest.json');
    expect(manifestUrl('https://cdn.example/catalog/mf-manifest.json')).toBe(
      'https://cdn.example/catalog/mf-manifest.json',
    );
  });
});
