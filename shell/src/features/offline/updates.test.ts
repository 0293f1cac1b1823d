import type { RuntimeConfig } from '../../lib/runtime-config';
import { NAVIGATED_EVENT } from './navigated';
import { UPDATED_FLAG } from './updated-flag';
import { remotesChanged, startUpdates, type UpdateEnvironment } from './updates';

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
function fakeBrowser({ served = v1 } = {}) {
  const listeners = new Map<string, () => void>();
  const waitingWorker = {
    postMessage: jest.fn((message: { type: string }) => {
      if (message.type === 'SKIP_WAITING') listeners.get('controllerchange')?.();
    }),
  };
  const registration = {
    waiting: null as typeof waitingWorker | null,
    update: jest.fn(async () => undefined),
  };
  const container = {
    controller: {},
    getRegistration: jest.fn(async () => registration),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const storage = new Map<string, string>();
  const answer = (body: RuntimeConfig) => ({ ok: true, json: async () => body });
  let now = 1_000_000;
  const env: UpdateEnvironment = {
    serviceWorker: container as unknown as ServiceWorkerContainer,
    fetch: jest.fn(async () => answer(served)) as unknown as typeof fetch,
    location: { origin: 'http://localhost', assign: jest.fn() },
    storage: { setItem: (key, value) => void storage.set(key, value) },
    now: () => now,
  };
  return {
    env,
    registration,
    waitingWorker,
    storage,
    later: (ms: number) => (now += ms),
    setServed: (next: RuntimeConfig) => {
      (env.fetch as jest.Mock).mockImplementation(async () => answer(next));
    },
  };
}

/**
 * Clicks a link of the page; answers whether the click reached the router (which listens below the window, as React
 * does on its root), or was taken by the watch to load the page whole.
 */
function clickLink(href: string): 'router' | 'whole page' {
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'a page';
  document.body.append(link);
  let reachedRouter = false;
  const router = (event: Event) => {
    reachedRouter = true;
    // As the router does: the page changes in place (and jsdom does not navigate).
    event.preventDefault();
  };
  document.addEventListener('click', router);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  document.removeEventListener('click', router);
  link.remove();
  return reachedRouter ? 'router' : 'whole page';
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
    // A released version's folder.
    expect(remotesChanged(v1, config('https://catalog.kasuwa.ng/76cec04e1b6f/mf-manifest.json'))).toBe(true);
  });

  it('learns nothing from a config that names a remote’s current manifest, not a version of it', () => {
    expect(remotesChanged(v1, config('https://catalog.kasuwa.ng/mf-manifest.json'))).toBe(false);
  });
});

describe('the watch for new versions', () => {
  it('leaves links to the router while nothing is new', async () => {
    const browser = fakeBrowser();
    const watch = await start(browser);
    await watch.check();
    expect(browser.env.fetch).toHaveBeenCalledWith('/runtime-config.json', expect.anything());
    expect(watch.pending()).toBe(false);
    expect(clickLink('http://localhost/products/4')).toBe('router');
    expect(browser.env.location.assign).not.toHaveBeenCalled();
  });

  it('loads the next page whole when a remote has a new version, and marks it "Updated"', async () => {
    const browser = fakeBrowser();
    const watch = await start(browser);
    await flush();
    expect(watch.pending()).toBe(false);
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
    expect(clickLink('https://elsewhere.example/')).toBe('router');
    expect(clickLink('http://localhost/products/4')).toBe('whole page');
    await flush();
    expect(browser.env.location.assign).toHaveBeenCalledWith('http://localhost/products/4');

    expect(browser.storage.get(UPDATED_FLAG)).toBe('1');
  });

  it('lets a new worker take over just before the next page loads', async () => {
    const browser = fakeBrowser();
    const watch = await start(browser);
    browser.registration.waiting = browser.waitingWorker;
    expect(watch.pending()).toBe(true);
    expect(clickLink('http://localhost/cart')).toBe('whole page');
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
