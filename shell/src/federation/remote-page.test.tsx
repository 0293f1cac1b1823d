import 'shop-sdk/testing/render';
import { lazy, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { settled } from 'shared-contracts/lazy-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { authDialogAtom } from 'shop-sdk';
import type { RemoteName } from '../lib/runtime-config';
import { AuthDialogFrame } from '../app/auth-dialog-frame';
import logPlugin from './log-plugin';
import { renderInEnglish as render } from '../testing/intl';
import { remotePage, RemoteRenderingContext, type RemoteRendering } from './remote-page';
import { isLoadFailure, RemoteLoadError, type RemoteComponentModule } from './remotes';
import { reportRemoteFailure } from './telemetry-plugin';

jest.mock('./telemetry-plugin', () => ({ reportRemoteFailure: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => null),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const page = (text: string): RemoteComponentModule => ({ default: () => <h1>{text}</h1> });
const loader = () => jest.fn<Promise<RemoteComponentModule>, [RemoteName, string]>();
const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });

describe('remotePage', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.mocked(reportRemoteFailure).mockClear();
  });

  it('renders the remote module once it has loaded', async () => {
    const load = loader().mockResolvedValue(page('Catalog home'));
    const Home = remotePage('catalog', './routes', { load, refresh: jest.fn() });
    render(<Home />);
    expect(await screen.findByRole('heading', { name: 'Catalog home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog', './routes');
  });

  it('reloads a section whose chunk failed to load once, from a fresh entry, before any fallback', async () => {
    const refresh = jest.fn();
    const load = loader().mockRejectedValueOnce(chunkLoadError()).mockResolvedValueOnce(page('Products'));
    const Catalog = remotePage('catalog', './routes', { load, refresh });
    render(<Catalog />);
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledWith('catalog');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();
  });

  it('reloads only once: a second load failure shows the fallback, whose Try again loads it again', async () => {
    const refresh = jest.fn();
    const load = loader()
      .mockRejectedValueOnce(new RemoteLoadError('cart', 'cart/routes'))
      .mockRejectedValueOnce(new RemoteLoadError('cart', 'cart/routes'))
      .mockResolvedValueOnce(page('Your cart'));
    const Cart = remotePage('cart', './routes', { load, refresh });
    render(<Cart />);
    expect(
      await screen.findByRole('heading', { name: 'Your cart and wishlist is unavailable right now' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(reportRemoteFailure).not.toHaveBeenCalled();
  });

  it('shows a remote page that throws while rendering as unavailable at once, without reloading it', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    const load = loader().mockResolvedValue({ default: Broken });
    const Admin = remotePage('admin', './routes', { load, refresh: jest.fn() });
    render(<Admin />);
    expect(await screen.findByText('The admin area is unavailable right now')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // Reported against the admin's version; a load failure is counted by the federation runtime instead.
    expect(reportRemoteFailure).toHaveBeenCalledWith('admin');
  });

  it('shows a dead account remote as a dialog only when sign-in is asked for', async () => {
    const store = createStore();
    const Dialogs = remotePage('account', './AuthDialogs', {
      loading: false,
      frame: AuthDialogFrame,
      load: async () => Promise.reject(new RemoteLoadError('account', 'account/AuthDialogs')),
      refresh: jest.fn(),
    });
    render(
      <Provider store={store}>
        <Dialogs />
      </Provider>,
    );
    await act(async () => {});
    expect(screen.queryByText('Your account is unavailable right now')).not.toBeInTheDocument();
    act(() => store.set(authDialogAtom, 'login'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your account is unavailable right now');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.get(authDialogAtom)).toBeNull();
  });

  it('shows the unavailable section in a frame whose code loads only then', async () => {
    const store = createStore();
    const frameCode = jest.fn(async () => ({ default: AuthDialogFrame }));
    const Dialogs = remotePage('account', './AuthDialogs', {
      loading: false,
      frame: lazy(frameCode),
      load: async () => Promise.reject(new RemoteLoadError('account', 'account/AuthDialogs')),
      refresh: jest.fn(),
    });
    act(() => store.set(authDialogAtom, 'login'));
    render(
      <Provider store={store}>
        <Dialogs />
      </Provider>,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your account is unavailable right now');
    expect(frameCode).toHaveBeenCalledTimes(1);
  });

  it('does not fetch a lazy frame while the remote works', async () => {
    const frameCode = jest.fn(async () => ({ default: AuthDialogFrame }));
    const Dialogs = remotePage('account', './AuthDialogs', {
      loading: false,
      frame: lazy(frameCode),
      load: async () => ({ default: () => <p>Welcome Back</p> }),
      refresh: jest.fn(),
    });
    render(<Dialogs />);
    expect(await screen.findByText('Welcome Back')).toBeInTheDocument();
    expect(frameCode).not.toHaveBeenCalled();
  });
});

describe('failure handling', () => {
  it('tells a load failure from a page that failed to render', () => {
    expect(isLoadFailure(new RemoteLoadError('catalog', 'catalog/routes'))).toBe(true);
    expect(isLoadFailure(chunkLoadError())).toBe(true);
    expect(isLoadFailure(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isLoadFailure('Loading chunk 1 failed')).toBe(false);
  });

  it('the runtime plugin only logs: it answers nothing in place of a remote that failed', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const errorLoadRemote = logPlugin().errorLoadRemote as (args: object) => unknown;
    const answer = errorLoadRemote({
      id: 'catalog/routes',
      error: new Error('offline'),
      lifecycle: 'onLoad',
    });
    expect(answer).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      '[kasuwa] catalog/routes could not be loaded (onLoad)',
      expect.any(Error),
    );
    error.mockRestore();
  });
});

describe("a server-rendered remote's section while the browser hydrates", () => {
  /** The parts whose effects have run: those React has hydrated. */
  let live: string[] = [];
  function Part({ name }: { name: string }) {
    useEffect(() => {
      live.push(name);
    }, [name]);
    return <p>{name}</p>;
  }
  const Section = remotePage('catalog', './routes', {
    load: () => settled({ default: () => <Part name="section" /> }),
  });
  const page = (rendering: RemoteRendering) => (
    <RemoteRenderingContext.Provider value={rendering}>
      <Part name="navbar" />
      <Section />
    </RemoteRenderingContext.Provider>
  );

  beforeEach(() => {
    live = [];
  });

  it('keeps the server’s HTML and hydrates once the shell has (afterShell), so the navbar answers first', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page({ rendersBeforeHydration: () => true }));
    document.body.appendChild(container);
    const fromServer = screen.getByText('section');
    let shellHydrated: () => void = () => undefined;
    const afterShell = new Promise<void>((resolve) => {
      shellHydrated = resolve;
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, page({ rendersBeforeHydration: () => true, afterShell }));
    });
    expect(live).toEqual(['navbar']);
    expect(screen.getByText('section')).toBe(fromServer);
    await act(async () => shellHydrated());
    expect(live).toEqual(['navbar', 'section']);
    // Hydrated, not rendered again: the server's element is the one on the page.
    expect(screen.getByText('section')).toBe(fromServer);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
