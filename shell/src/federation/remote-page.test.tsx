import 'shared-contracts/testing/render';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { authDialogAtom, type RemoteName } from 'shared-contracts';
import { AuthDialogFrame } from '../app/auth-dialog-frame';
import { RemoteUnavailable } from '../components/remote-unavailable';
import { registerRemoteFallback } from './fallback-registry';
import remoteFallbackPlugin from './remote-fallback-plugin';
import { remotePage } from './remote-page';
import { RemoteLoadError, type RemoteComponentModule } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(() => null),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const page = (text: string): RemoteComponentModule => ({ default: () => <h1>{text}</h1> });

describe('remotePage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('renders the remote module once it has loaded', async () => {
    const load = jest.fn(async () => page('Catalog home'));
    const Home = remotePage('catalog', './HomePage', { load });
    render(<Home />);
    expect(await screen.findByRole('heading', { name: 'Catalog home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog', './HomePage', false);
  });

  it('names the unavailable part of the shop and loads it again on Try again, without a page reload', async () => {
    const load = jest
      .fn<Promise<RemoteComponentModule>, [RemoteName, string, boolean]>()
      .mockRejectedValueOnce(new RemoteLoadError('cart', 'cart/CartPage'))
      .mockResolvedValueOnce(page('Your cart'));
    const Cart = remotePage('cart', './CartPage', { load });
    render(<Cart />);
    expect(
      await screen.findByRole('heading', { name: 'Your cart and wishlist is unavailable right now' }),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('cart', './CartPage', true);
  });

  it('catches a remote page that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    const Admin = remotePage('admin', './AdminRoutes', { load: async () => ({ default: Broken }) });
    render(<Admin />);
    expect(await screen.findByText('The admin area is unavailable right now')).toBeInTheDocument();
  });

  it('shows the fallback module answered by the runtime plugin, whose Try again reloads the remote', async () => {
    registerRemoteFallback((remote) => ({
      __esModule: true,
      remoteUnavailable: true,
      default: () => <RemoteUnavailable remote={remote} />,
    }));
    const plugin = remoteFallbackPlugin();
    const errorLoadRemote = plugin.errorLoadRemote as (args: object) => unknown;
    const fallback = errorLoadRemote({
      id: 'account/AccountPage',
      error: new Error('offline'),
      lifecycle: 'onLoad',
      from: 'runtime',
    });
    expect(fallback).toMatchObject({ remoteUnavailable: true });
    expect(
      errorLoadRemote({ id: 'http://x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();

    const load = jest
      .fn<Promise<RemoteComponentModule>, [RemoteName, string, boolean]>()
      .mockResolvedValueOnce(fallback as RemoteComponentModule)
      .mockResolvedValueOnce(page('My account'));
    const Account = remotePage('account', './AccountPage', { load });
    render(<Account />);
    expect(await screen.findByText('Your account is unavailable right now')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
  });

  it('shows a dead account remote as a dialog only when sign-in is asked for', async () => {
    const store = createStore();
    const Dialogs = remotePage('account', './AuthDialogs', {
      loading: false,
      frame: AuthDialogFrame,
      load: async () => Promise.reject(new RemoteLoadError('account', 'account/AuthDialogs')),
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
});
