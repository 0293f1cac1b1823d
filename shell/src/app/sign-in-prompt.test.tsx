import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { authDialogAtom, signInRequestAtom } from 'shop-sdk';
import { signInShopper } from 'shop-sdk/testing/render';
import { useSignInPromptOnLoad } from './sign-in-prompt';
import { SIGN_IN_PROMPTED_KEY } from './prompt-before-hydration';

function Prompt() {
  useSignInPromptOnLoad();
  return null;
}

/** A full page load in this tab: a new store (the page's), the tab's sessionStorage as it is. */
function load(prepare?: (store: ReturnType<typeof createStore>) => void) {
  const store = createStore();
  prepare?.(store);
  const view = render(
    <Provider store={store}>
      <Prompt />
    </Provider>,
  );
  return { store, view };
}

describe('the sign-in prompt on load (docs/storefront.md §2.3)', () => {
  const online = jest.spyOn(window.navigator, 'onLine', 'get');
  beforeEach(() => {
    window.sessionStorage.clear();
    online.mockReturnValue(true);
  });
  afterAll(() => online.mockRestore());

  it('opens for an anonymous shopper on the first page of a browser session, and on no later page', () => {
    const first = load();
    expect(first.store.get(authDialogAtom)).toBe('login');
    expect(first.store.get(signInRequestAtom)).toEqual({ kind: 'on-load' });
    first.view.unmount();

    // The shopper closed it, then opened another page by a full load (a second link from WhatsApp).
    const second = load();
    expect(second.store.get(authDialogAtom)).toBeNull();
    expect(second.store.get(signInRequestAtom)).toBeNull();
    second.view.unmount();

    // The browser was closed and opened again: a new session, asked once more.
    window.sessionStorage.clear();
    expect(load().store.get(authDialogAtom)).toBe('login');
  });

  it('does not open again when the layout mounts again within the same page', () => {
    const { store, view } = load();
    store.set(authDialogAtom, null);
    view.rerender(
      <Provider store={store}>
        <></>
      </Provider>,
    );
    view.rerender(
      <Provider store={store}>
        <Prompt />
      </Provider>,
    );
    expect(store.get(authDialogAtom)).toBeNull();
  });

  it('never opens for a signed-in shopper, nor counts as shown', () => {
    const { store } = load((s) => signInShopper(s));
    expect(store.get(authDialogAtom)).toBeNull();
    expect(window.sessionStorage.getItem(SIGN_IN_PROMPTED_KEY)).toBeNull();
  });

  it('offline, does not open and is still owed to the next page loaded online', () => {
    online.mockReturnValue(false);
    const offline = load();
    expect(offline.store.get(authDialogAtom)).toBeNull();
    offline.view.unmount();
    online.mockReturnValue(true);
    expect(load().store.get(authDialogAtom)).toBe('login');
  });
});
