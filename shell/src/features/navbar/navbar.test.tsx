import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { type CartItem, type Category } from 'shared-contracts';
import {
  authDialogAtom,
  cartAtom,
  contactDialogAtom,
  createQueryClient,
  OFFLINE_CHANGES_KEY,
  queryKeys,
  signIn,
  signInRequestAtom,
} from 'shop-sdk';
import { fakeAccessToken, renderInShop } from 'shop-sdk/testing/render';
import { Navbar } from './navbar';

const categories: Category[] = [
  { id: 1, name: 'Electronics', slug: 'electronics', description: '', product_count: 3 },
  { id: 2, name: 'Home & Garden', slug: 'home-garden', description: '', product_count: 2 },
];

function renderNavbar(store = createStore()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.categories.all, categories);
  return renderInShop(<Navbar />, {
    store,
    queryClient,
    routes: [
      { path: '/cart', element: <p>cart page</p> },
      { path: '/wishlist', element: <p>wishlist page</p> },
    ],
  });
}

const cartLine = (quantity: number, id: number): CartItem =>
  ({ product: { id }, variant: { id }, quantity }) as unknown as CartItem;

describe('Navbar', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('offers Home, Categories, Wishlist, Contact, Login, Sign Up and Cart to anonymous shoppers', () => {
    renderNavbar();
    for (const name of ['Home', 'Wishlist']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    for (const name of ['Categories', 'Login', 'Sign Up'])
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('shows Account, Orders and Logout when signed in', async () => {
    const store = createStore();
    signIn({ access: fakeAccessToken(), refresh: 'r' }, store);
    renderNavbar(store);
    // A signed-in shopper's navbar fetches the offline queue's code (the mark on the cart's count).
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens the categories menu on hover and closes it 200 ms after the pointer leaves', async () => {
    jest.useFakeTimers();
    renderNavbar();
    await act(async () => {});
    const button = screen.getByRole('button', { name: /Categories/ });
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    const menu = screen.getByRole('list', { name: 'Categories' });
    expect(within(menu).getByRole('link', { name: 'All Categories' })).toHaveAttribute(
      'href',
      '/products?category=all',
    );
    expect(within(menu).getByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      '/products/category/Electronics',
    );
    expect(within(menu).getByRole('link', { name: 'Home & Garden' })).toHaveAttribute(
      'href',
      '/products/category/Home%20%26%20Garden',
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');

    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByRole('list', { name: 'Categories' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('keeps the menu open when the pointer comes back within 200 ms', () => {
    jest.useFakeTimers();
    renderNavbar();
    const wrapper = screen.getByRole('button', { name: /Categories/ }).parentElement as HTMLElement;
    fireEvent.mouseEnter(wrapper);
    fireEvent.mouseLeave(wrapper);
    act(() => jest.advanceTimersByTime(150));
    fireEvent.mouseEnter(wrapper);
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('list', { name: 'Categories' })).toBeInTheDocument();
  });

  it('is usable from the keyboard: ArrowDown opens, Escape closes', () => {
    renderNavbar();
    const button = screen.getByRole('button', { name: /Categories/ });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(screen.getByRole('list', { name: 'Categories' })).toBeInTheDocument();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('stays open when a mouse that opened it by hovering then clicks the button; a second click closes it', () => {
    renderNavbar();
    const button = screen.getByRole('button', { name: /Categories/ });
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    fireEvent.click(button);
    expect(screen.getByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('after a hover that ended, a menu opened from the keyboard closes on a click of its button', () => {
    jest.useFakeTimers();
    renderNavbar();
    const button = screen.getByRole('button', { name: /Categories/ });
    const wrapper = button.parentElement as HTMLElement;
    fireEvent.mouseEnter(wrapper);
    fireEvent.mouseLeave(wrapper);
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(screen.getByRole('list', { name: 'Categories' })).toBeInTheDocument();
    fireEvent.click(button);
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('opens and closes with a tap alone: the mouse events a touch brings are no hover', () => {
    renderNavbar();
    const button = screen.getByRole('button', { name: /Categories/ });
    const wrapper = button.parentElement as HTMLElement;
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.mouseEnter(wrapper);
    fireEvent.click(button);
    expect(screen.getByRole('list', { name: 'Categories' })).toBeInTheDocument();
    fireEvent.pointerDown(button, { pointerType: 'touch' });
    fireEvent.click(button);
    expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
  });

  describe('in the mobile menu', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) =>
        ({ matches: query === '(max-width: 980px)', media: query }) as MediaQueryList;
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('keeps the categories open when focus or the pointer leaves them, until the button closes them', () => {
      jest.useFakeTimers();
      renderNavbar();
      const button = screen.getByRole('button', { name: /Categories/ });
      const wrapper = button.parentElement as HTMLElement;
      fireEvent.click(button);
      const menu = screen.getByRole('list', { name: 'Categories' });
      const last = within(menu).getByRole('link', { name: 'Home & Garden' });
      last.focus();
      fireEvent.blur(last, { relatedTarget: screen.getByRole('link', { name: 'Wishlist' }) });
      fireEvent.mouseLeave(wrapper);
      act(() => jest.advanceTimersByTime(500));
      expect(screen.getByRole('list', { name: 'Categories' })).toBeInTheDocument();
      fireEvent.click(button);
      expect(screen.queryByRole('list', { name: 'Categories' })).not.toBeInTheDocument();
    });
  });

  it('keeps anonymous shoppers off the cart: error toast and the sign-in dialog; the cart opens once signed in', async () => {
    const view = renderNavbar();
    fireEvent.click(screen.getByRole('link', { name: /^Cart/ }));
    expect(await screen.findByText('Please login to view your cart!')).toBeInTheDocument();
    expect(view.store.get(authDialogAtom)).toBe('login');
    expect(view.currentPath()).toBe('/');
    const request = view.store.get(signInRequestAtom);
    if (request?.kind === 'action') act(() => request.complete());
    expect(view.currentPath()).toBe('/cart');
  });

  it('keeps anonymous shoppers off the wishlist the same way', async () => {
    const view = renderNavbar();
    fireEvent.click(screen.getByRole('link', { name: 'Wishlist' }));
    expect(await screen.findByText('Please login to view your wishlist!')).toBeInTheDocument();
    expect(view.store.get(authDialogAtom)).toBe('login');
    expect(view.currentPath()).toBe('/');
    const request = view.store.get(signInRequestAtom);
    if (request?.kind === 'action') act(() => request.complete());
    expect(view.currentPath()).toBe('/wishlist');
  });

  it('keeps the cart and its count in the header, outside the menu that folds on a phone', () => {
    renderNavbar();
    const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(document.getElementById('main-menu')).not.toContainElement(cart);
    expect(screen.getByRole('navigation', { name: 'Main' })).toContainElement(cart);
    expect(cart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lets signed-in shoppers go to the cart', () => {
    const store = createStore();
    signIn({ access: fakeAccessToken(), refresh: 'r' }, store);
    const view = renderNavbar(store);
    fireEvent.click(screen.getByRole('link', { name: /^Cart/ }));
    expect(view.currentPath()).toBe('/cart');
    expect(store.get(authDialogAtom)).toBeNull();
  });

  it('shows the number of items in the cart on the badge', () => {
    const store = createStore();
    store.set(cartAtom, [cartLine(2, 1), cartLine(3, 2)]);
    renderNavbar(store);
    expect(screen.getByTestId('cart-badge')).toHaveAttribute('data-count', '5');
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    act(() => store.set(cartAtom, []));
    expect(screen.getByTestId('cart-badge')).toHaveAttribute('data-count', '0');
  });

  it('marks the count while a cart change made offline waits for the connection', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = createStore();
    signIn({ access: fakeAccessToken(), refresh: 'r' }, store);
    store.set(cartAtom, [cartLine(2, 1)]);
    const change = { kind: 'cart-remove', productId: 1, variantId: 1 };
    const entry = (userId: string) => ({
      key: '3f1c5d9e-8a47-4b2f-9c61-0d2e7a4b5c8f',
      userId,
      name: 'Aso Oke Cap',
      madeAt: 1,
      change,
    });
    // Another shopper's change on this device is not this shopper's.
    localStorage.setItem(OFFLINE_CHANGES_KEY, JSON.stringify([entry('8')]));
    renderNavbar(store);
    expect(screen.getByTestId('cart-badge')).not.toHaveAttribute('data-waiting');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

    act(() => {
      localStorage.setItem(OFFLINE_CHANGES_KEY, JSON.stringify([entry('7')]));
      window.dispatchEvent(new StorageEvent('storage', { key: OFFLINE_CHANGES_KEY }));
    });
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveAttribute('data-waiting'));
    expect(screen.getByRole('link', { name: 'Cart, 2 items, waiting for connection' })).toBeInTheDocument();

    act(() => {
      localStorage.removeItem(OFFLINE_CHANGES_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: OFFLINE_CHANGES_KEY }));
    });
    expect(screen.getByTestId('cart-badge')).not.toHaveAttribute('data-waiting');
    jest.restoreAllMocks();
  });

  it('opens the login and signup dialogs and the contact dialog', () => {
    const view = renderNavbar();
    // The shopper's own Login: no earlier request waits on it.
    view.store.set(signInRequestAtom, { kind: 'on-load' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(view.store.get(authDialogAtom)).toBe('signup');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(view.store.get(authDialogAtom)).toBe('login');
    expect(view.store.get(signInRequestAtom)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    expect(view.store.get(contactDialogAtom)).toBe(true);
  });

  it('toggles the mobile menu, which links to /contact', () => {
    renderNavbar();
    // The toggle and the mobile-only entries are hidden by CSS on wide screens (jsdom has no media queries).
    const toggle = screen.getByLabelText('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Close menu')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Contact', { selector: 'a' })).toHaveAttribute('href', '/contact');
  });

  it('searches the products from the one header box, a plain GET form at every width', () => {
    const view = renderNavbar();
    const forms = screen.getAllByRole('search');
    expect(forms).toHaveLength(1);
    const form = forms[0]!;
    // Without JavaScript the form itself sends the search.
    expect(form).toHaveAttribute('action', '/products');
    expect(form).toHaveAttribute('method', 'get');
    const box = within(form).getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('name', 'search');
    fireEvent.change(box, { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(view.currentPath()).toBe('/');
    fireEvent.change(box, { target: { value: 'ankara dress' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(view.currentPath()).toBe('/products?search=ankara+dress');
  });
});
