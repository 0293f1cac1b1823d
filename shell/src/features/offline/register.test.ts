import { notify } from 'shop-sdk';
import { registerWorker, type RegisterEnvironment } from './register';
import { UPDATED_FLAG, UPDATED_MESSAGE } from './updated-flag';

function fakeBrowser({ controlled }: { controlled: boolean }) {
  const active = { postMessage: jest.fn() };
  const storage = new Map<string, string>();
  const container = {
    controller: controlled ? {} : null,
    register: jest.fn(async () => ({})),
    ready: Promise.resolve({ active }),
  };
  const env: RegisterEnvironment = {
    serviceWorker: container as unknown as ServiceWorkerContainer,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      removeItem: (key) => void storage.delete(key),
    },
    loadedUrls: () => ['http://localhost/', 'https://catalog.kasuwa.ng/230.6931b89e.js'],
  };
  return { env, container, active, storage };
}

afterEach(() => jest.restoreAllMocks());

describe('registering the service worker', () => {
  it('has a first worker keep what the page loaded before it took over', async () => {
    const browser = fakeBrowser({ controlled: false });
    await registerWorker(browser.env);
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { updateViaCache: 'none' });
    expect(browser.active.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: ['http://localhost/', 'https://catalog.kasuwa.ng/230.6931b89e.js'] },
    });
  });

  it('asks nothing more of a worker that already controls the page', async () => {
    const browser = fakeBrowser({ controlled: true });
    await registerWorker(browser.env);
    expect(browser.container.register).toHaveBeenCalled();
    expect(browser.active.postMessage).not.toHaveBeenCalled();
  });

  it('says "Updated" once on the page a new version loaded', async () => {
    const info = jest.spyOn(notify, 'info').mockReturnValue('toast');
    const browser = fakeBrowser({ controlled: true });
    browser.storage.set(UPDATED_FLAG, '1');
    await registerWorker(browser.env);
    await registerWorker(browser.env);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(UPDATED_MESSAGE);
  });
});
