import type { RuntimeConfig } from 'shared-contracts';
import { notify } from 'shared-contracts';
import { NAVIGATED_EVENT } from './navigated';
import { remotesChanged, startUpdates, UPDATED_MESSAGE, type UpdateEnvironment } from './updates';

const config = (catalog: string): RuntimeConfig => ({
  apiBaseUrl: '/api/',
  remotes: {
    catalog,
    cart: 'https://cart.kasuwa.ng/mf-manifest.aa11.json',
    account: 'https://account.kasuwa.ng/mf-manifest.bb22.json',
    admin: 'https://admin.kasuwa.ng/mf-manifest.cc33.json',
  },
});
const v1 = config('https://catalog.kasuwa.ng/mf-manifest.111111111111.json');
const v2 = config('https://catalog.kasuwa.ng/mf-manifest.222222222222.json');

/** A worker container, its registration and the page around them, as the watch sees them. */
function fakeBrowser({ controlled = true, served = v1 } = {}) {
  const listeners = new Map<string, () => void>();
  const waitingWorker = {
    postMessage: jest.fn((message: { type: string }) => {
      if (message.type === 'SKIP_WAITING') listeners.get('controllerchange')?.();
    }),
  };
  const activeWorker = { postMessage: jest.fn() };
  const registration = {
    waiting: null as typeof waitingWorker | null,
    update: jest.fn(async () => undefined),
  };
  const container = {
    controller: controlled ? {} : null,
    register: jest.fn(async () => registration),
    ready: Promise.resolve({ active: activeWorker }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const storage = new Map<string, string>();
  const answer = (body: RuntimeConfig) => ({ ok: true, json: async () => body });
  let now = 1_000_000;
  const env: UpdateEnvironment = {
    serviceWorker: container as unknown as ServiceWorkerContainer,
    fetch: jest.fn(async () => answer(served)) as unknown as typeof fetch,
    location: { origin: 'http://localhost', assign: jest.fn() },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    now: () => now,
    loadedUrls: () => ['http://localhost/', 'https://catalog.kasuwa.ng/230.6931b89e.js'],
  };
  return {
    env,
    registration,
    waitingWorker,
    activeWorker,
    storage,
    later: (ms: number) => (now += ms),
    setServed: (next: RuntimeConfig) => {
      (env.fetch as jest.Mock).mockImplementation(async () => answer(next));
    },
  };
}

/** Clicks a link of the page; answers whether something stopped the router from handling it. */
function clickLink(href: string): boolean {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'a page';
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(event);
  link.remove();
  return event.defaultPrevented;
}

/** Lets the watch's pending promises (the worker's update, the config's fetch and parse) settle. */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  jest.restoreAllMocks();
});

async function start(browser: ReturnType<typeof fakeBrowser>, loaded: RuntimeConfig | null = v1) {
  const watch = await startUpdates(loaded, browser.env);
  stops.push(() => watch.stop());
  return watch;
}

describe('remotesChanged', () => {
  it('is true only when a remote is named by another version', () => {
    expect(remotesChanged(v1, config(v1.remotes.catalog))).toBe(false);
    expect(remotesChanged(v1, v2)).toBe(true);
  });
});

describe('the watch for new versions', () => {
  it('registers the worker and, on a first visit, has it keep what the page loaded before it', async () => {
    const browser = fakeBrowser({ controlled: false });
    await start(browser);
    expect(browser.activeWorker.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: ['http://localhost/', 'https://catalog.kasuwa.ng/230.6931b89e.js'] },
    });
  });

  it('leaves links to the router while nothing is new', async () => {
    const browser = fakeBrowser();
    const watch = await start(browser);
    await watch.check();
    expect(browser.env.fetch).toHaveBeenCalledWith('/runtime-config.json', expect.anything());
    expect(watch.pending()).toBe(false);
    expect(clickLink('http://localhost/products/4')).toBe(false);
    expect(browser.env.location.assign).not.toHaveBeenCalled();
  });

  it('loads the next page whole when a remote has a new version, and says "Updated" there', async () => {
    const browser = fakeBrowser();
    const watch = await start(browser);
    browser.setServed(v2);
    // Checked on a change of page, at most every minute.
    window.dispatchEvent(new Event(NAVIGATED_EVENT));
    await flush();
    expect(watch.pending()).toBe(false);
    browser.later(61_000);
    window.dispatchEvent(new Event(NAVIGATED_EVENT));
    await flush();
    expect(watch.pending()).toBe(true);

    // A link to another site is not the shop's to load.
    expect(clickLink('https://elsewhere.example/')).toBe(false);
    expect(clickLink('http://localhost/products/4')).toBe(true);
    await flush();
    expect(browser.env.location.assign).toHaveBeenCalledWith('http://localhost/products/4');

    const info = jest.spyOn(notify, 'info').mockReturnValue('toast');
    await start(browser);
    expect(info).toHaveBeenCalledWith(UPDATED_MESSAGE);
    // Once.
    await start(browser);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('lets a new worker take over just before the next page loads', async () => {
    const browser = fakeBrowser();
    const watch = await start(browser);
    browser.registration.waiting = browser.waitingWorker;
    expect(watch.pending()).toBe(true);
    expect(clickLink('http://localhost/cart')).toBe(true);
    await flush();
    expect(browser.waitingWorker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(browser.env.location.assign).toHaveBeenCalledWith('http://localhost/cart');
  });

  it('treats an unreadable config as no news', async () => {
    const browser = fakeBrowser();
    (browser.env.fetch as jest.Mock).mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const watch = await start(browser);
    await watch.check();
    expect(watch.pending()).toBe(false);
  });
});
