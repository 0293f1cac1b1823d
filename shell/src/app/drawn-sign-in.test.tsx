import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { authDialogAtom, signInRequestAtom } from 'shop-sdk';
import { useDrawnSignIn } from './drawn-sign-in';
import { DRAWN_SIGN_IN_ID, drawnSignInTemplate } from './server-page';
import { promptBeforeHydration, promptedThisSession, takeEarlyPrompt } from './prompt-before-hydration';

/** The markup the account draws, as the server writes it into the page. */
const DRAWN =
  '<div data-testid="dialog-backdrop"><div role="dialog" aria-modal="true" aria-labelledby="t" tabindex="-1">' +
  '<h2 id="t">Welcome Back</h2><label>Email <input type="email" name="email"></label>' +
  '<button type="button" data-dialog-close aria-label="Close">×</button></div></div>';

function Drawn({
  ready,
  onTouch,
  onAnswer,
}: {
  ready: boolean;
  onTouch: () => void;
  onAnswer: (drawn: boolean) => void;
}) {
  onAnswer(useDrawnSignIn(ready, onTouch));
  return <input aria-label="Search products" type="search" />;
}

function page({ template = true, ready = true } = {}) {
  document.body.innerHTML = template ? drawnSignInTemplate(DRAWN) : '';
  const store = createStore();
  store.set(signInRequestAtom, { kind: 'on-load' });
  store.set(authDialogAtom, 'login');
  const onTouch = jest.fn();
  const answers: boolean[] = [];
  const view = render(
    <Provider store={store}>
      <Drawn ready={ready} onTouch={onTouch} onAnswer={(drawn) => answers.push(drawn)} />
    </Provider>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
  return { store, onTouch, answers, view };
}

describe('the sign-in prompt drawn by the server (docs/storefront.md §2.3)', () => {
  it('shows the drawing once the page has settled, and asks for the code only when the shopper touches it', async () => {
    const user = userEvent.setup();
    const { onTouch, answers } = page();
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toHaveFocus();
    expect(answers.at(-1)).toBe(true);
    expect(onTouch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(onTouch).toHaveBeenCalledTimes(1);
  });

  it('closed, it is gone and the prompt with it: nothing more is asked for', async () => {
    const user = userEvent.setup();
    const { store, onTouch } = page();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(authDialogAtom)).toBeNull();
    expect(store.get(signInRequestAtom)).toBeNull();
    expect(onTouch).not.toHaveBeenCalled();
  });

  it('waits while the shopper types into a field of the page, and opens once they leave it', async () => {
    const { store, view } = page({ ready: false });
    screen.getByRole('searchbox', { name: 'Search products' }).focus();
    // The page settles while the shopper is in the header's search.
    view.rerender(
      <Provider store={store}>
        <Drawn ready onTouch={jest.fn()} onAnswer={() => undefined} />
      </Provider>,
    );
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => screen.getByRole('searchbox', { name: 'Search products' }).blur());
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('on a page without the drawing (the browser renders it alone), leaves the prompt to the dialog with its code', async () => {
    const { answers } = page({ template: false });
    await waitFor(() => expect(answers.at(-1)).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.getElementById(DRAWN_SIGN_IN_ID)).toBeNull();
  });
});

describe('the sign-in prompt of a page not yet hydrated (prompt-before-hydration.ts)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    document.body.innerHTML = drawnSignInTemplate(DRAWN);
  });
  afterEach(() => takeEarlyPrompt()?.end());

  /** The page's code, hydrated: the hook with nothing asked of it yet (the prompt was shown without it). */
  function hydrated() {
    const store = createStore();
    const onTouch = jest.fn();
    render(
      <Provider store={store}>
        <Drawn ready={false} onTouch={onTouch} onAnswer={() => undefined} />
      </Provider>,
      { container: document.body.appendChild(document.createElement('div')) },
    );
    return { store, onTouch };
  }

  it('shows the drawing once the page has loaded and is idle, once per browser session', async () => {
    promptBeforeHydration(new Promise<void>(() => undefined));
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(promptedThisSession()).toBe(true);
    takeEarlyPrompt()?.end();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    promptBeforeHydration(new Promise<void>(() => undefined));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown when the shopper touched the page first: the page hydrates and its code prompts', async () => {
    promptBeforeHydration(Promise.resolve());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(promptedThisSession()).toBe(false);
  });

  it('touched, is taken over by the hydrated page, which asks for the dialog with its code', async () => {
    const user = userEvent.setup();
    promptBeforeHydration(new Promise<void>(() => undefined));
    await user.click(await screen.findByRole('textbox', { name: 'Email' }));
    const { store, onTouch } = hydrated();
    expect(onTouch).toHaveBeenCalledTimes(1);
    expect(store.get(authDialogAtom)).toBe('login');
    expect(store.get(signInRequestAtom)).toEqual({ kind: 'on-load' });
    // Not drawn a second time.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('still untouched when the page hydrates, is the hydrated page’s to close', async () => {
    const user = userEvent.setup();
    promptBeforeHydration(new Promise<void>(() => undefined));
    await screen.findByRole('dialog');
    const { store, onTouch } = hydrated();
    expect(store.get(authDialogAtom)).toBe('login');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(authDialogAtom)).toBeNull();
    expect(store.get(signInRequestAtom)).toBeNull();
    expect(onTouch).not.toHaveBeenCalled();
  });
});
