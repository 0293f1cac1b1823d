import { act, screen, within } from '@testing-library/react';
import { authDialogAtom, authApi, sessionAtom, signInRequestAtom } from 'shop-sdk';
import { createStore } from 'jotai';
import AuthDialogs from './auth-dialogs';
import { apiError, renderInShop, tokensFor } from 'shop-sdk/testing/render';

jest.mock('shop-sdk/endpoints');
const login = jest.mocked(authApi.login);

function renderLoginDialog(options: { fakeTimers?: boolean; store?: ReturnType<typeof createStore> } = {}) {
  const store = options.store ?? createStore();
  store.set(authDialogAtom, 'login');
  return renderInShop(<AuthDialogs />, { url: '/products', store, ...options });
}

const dialog = () => screen.getByRole('dialog', { name: 'Welcome Back' });
const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');

beforeEach(() => {
  localStorage.clear();
  login.mockReset();
});

describe('sign-in dialog', () => {
  it('renders nothing while no dialog is asked for', () => {
    renderInShop(<AuthDialogs />, { store: createStore() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the title, subtitle, divider and fields', () => {
    renderLoginDialog();
    const d = dialog();
    expect(d).toHaveAttribute('aria-modal', 'true');
    expect(within(d).getByText('Sign in to your account to continue shopping')).toBeInTheDocument();
    expect(within(d).getByText('Or continue with email')).toBeInTheDocument();
    expect(within(d).getByLabelText('Remember me')).not.toBeChecked();
    expect(within(d).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(within(d).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(emailInput()).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user, store } = renderLoginDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(authDialogAtom)).toBeNull();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user } = renderLoginDialog();
    await user.click(screen.getByText('Or continue with email'));
    expect(dialog()).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    const { user } = renderLoginDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderLoginDialog();
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('switches to the create-account dialog', async () => {
    const { user, store } = renderLoginDialog();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(store.get(authDialogAtom)).toBe('signup');
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('Forgot password? closes the dialog and goes to /auth/forgot-password', async () => {
    const { user } = renderLoginDialog();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/forgot-password');
  });

  it('requires the email', async () => {
    const { user } = renderLoginDialog();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and does not check the password', async () => {
    const { user } = renderLoginDialog();
    await user.type(emailInput(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('sends an empty password to the server (only the email is checked here)', async () => {
    login.mockRejectedValue(apiError(400, { message: 'Password is required' }));
    const { user } = renderLoginDialog();
    await user.type(emailInput(), 'ada@example.ng');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(login).toHaveBeenCalledWith({ email: 'ada@example.ng', password: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is required');
  });

  it('shows and hides the password', async () => {
    const { user } = renderLoginDialog();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('sends no remember flag when Remember me is not ticked, and disables Sign In while pending', async () => {
    login.mockReturnValue(new Promise(() => undefined));
    const { user } = renderLoginDialog();
    await user.type(emailInput(), ' Ada@Example.NG ');
    await user.type(passwordInput(), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(login).toHaveBeenLastCalledWith({ email: 'ada@example.ng', password: 'Secret123' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });

  it('sends remember: true when ticked', async () => {
    login.mockReturnValue(new Promise(() => undefined));
    const { user } = renderLoginDialog();
    await user.type(emailInput(), 'ada@example.ng');
    await user.type(passwordInput(), 'Secret123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(login).toHaveBeenCalledWith({ email: 'ada@example.ng', password: 'Secret123', remember: true });
  });

  it.each([
    ['REGULAR', '/products'],
    [undefined, '/products'],
    ['ADMIN', '/admin'],
  ] as const)(
    'role %s: stores the session, closes the dialog, toasts and is then on %s',
    async (role, path) => {
      const tokens = tokensFor(role);
      login.mockResolvedValue(tokens);
      const { user, store } = renderLoginDialog();
      await user.type(emailInput(), 'ada@example.ng');
      await user.type(passwordInput(), 'Secret123');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const session = { tokens, role: role ?? 'REGULAR' };
      expect(store.get(sessionAtom)).toEqual(session);
      expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toEqual(session);
    },
  );

  it('opened by itself on load, it takes focus itself (not Email, so no keyboard covers the page)', async () => {
    const store = createStore();
    store.set(signInRequestAtom, { kind: 'on-load' });
    const { user } = renderLoginDialog({ store });
    expect(dialog()).toHaveFocus();
    expect(emailInput()).not.toHaveFocus();
    // The shopper's own switch to the other form and back puts them in its first field.
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign In' }));
    expect(emailInput()).toHaveFocus();
  });

  it('opened by itself on load, it waits while the shopper types into a field of the page, and opens once they leave it', async () => {
    const search = document.createElement('input');
    search.type = 'search';
    search.setAttribute('aria-label', 'Search products');
    document.body.appendChild(search);
    act(() => search.focus());
    const store = createStore();
    store.set(signInRequestAtom, { kind: 'on-load' });
    const { user } = renderLoginDialog({ store });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('garri and beans');
    expect(search).toHaveValue('garri and beans');
    expect(search).toHaveFocus();
    act(() => search.blur());
    expect(dialog()).toHaveFocus();
    // Typing into the dialog's own fields keeps it open.
    await user.type(emailInput(), 'ada@example.ng');
    expect(emailInput()).toHaveValue('ada@example.ng');
    expect(dialog()).toBeInTheDocument();
    search.remove();
  });

  it('asked for by the shopper (the cart link, say), it opens even from a field', () => {
    const field = document.createElement('input');
    document.body.appendChild(field);
    act(() => field.focus());
    const store = createStore();
    store.set(signInRequestAtom, { kind: 'action', complete: jest.fn() });
    renderLoginDialog({ store });
    expect(emailInput()).toHaveFocus();
    field.remove();
  });

  it('completes the action that asked for sign-in once the shopper is signed in, on the page they were on', async () => {
    login.mockResolvedValue(tokensFor('REGULAR'));
    const store = createStore();
    const complete = jest.fn();
    store.set(signInRequestAtom, { kind: 'action', complete });
    const { user } = renderLoginDialog({ store });
    expect(emailInput()).toHaveFocus();
    await user.type(emailInput(), 'ada@example.ng');
    await user.type(passwordInput(), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(complete).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
    expect(store.get(sessionAtom)).not.toBeNull();
    expect(store.get(signInRequestAtom)).toBeNull();
  });

  it('forgets the action when the dialog is closed without signing in, and never does it for an admin', async () => {
    const complete = jest.fn();
    const store = createStore();
    store.set(signInRequestAtom, { kind: 'action', complete });
    const { user } = renderLoginDialog({ store });
    await user.keyboard('{Escape}');
    expect(store.get(signInRequestAtom)).toBeNull();

    login.mockResolvedValue(tokensFor('ADMIN'));
    store.set(signInRequestAtom, { kind: 'action', complete });
    act(() => store.set(authDialogAtom, 'login'));
    await user.type(emailInput(), 'admin@example.ng');
    await user.type(passwordInput(), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(complete).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server message',
      apiError(401, { message: 'Invalid email or password', detail: 'x' }),
      'Invalid email or password',
    ],
    ['the server detail', apiError(429, { detail: 'Too many attempts' }), 'Too many attempts'],
    ['the fallback', apiError(401, {}), 'Login failed. Please try again.'],
    ['the fallback for a non-HTTP failure', new Error('boom'), 'Login failed. Please try again.'],
    ['the no-body text', apiError(0), 'An unexpected error occurred'],
  ])('on failure shows %s in a red banner', async (_label, error, text) => {
    login.mockRejectedValue(error);
    const { user } = renderLoginDialog();
    await user.type(emailInput(), 'ada@example.ng');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(dialog()).toBeInTheDocument();
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('clears validation errors 2 seconds after submit', async () => {
      const { user } = renderLoginDialog({ fakeTimers: true });
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1990));
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    });

    it("keeps the server's refusal until the next attempt (the 2-second rule is for validation)", async () => {
      login.mockRejectedValue(apiError(401, { message: 'Invalid email or password' }));
      const { user } = renderLoginDialog({ fakeTimers: true });
      await user.type(emailInput(), 'ada@example.ng');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
      login.mockReturnValue(new Promise(() => undefined));
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows a sentence, never the raw text, when the server fails', async () => {
      login.mockRejectedValue(apiError(500, { message: 'Internal server error' }));
      const { user } = renderLoginDialog({ fakeTimers: true });
      await user.type(emailInput(), 'ada@example.ng');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
      expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
    });
  });
});
