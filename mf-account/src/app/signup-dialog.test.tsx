import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { authApi, authDialogAtom } from 'shop-sdk';
import AuthDialogs from './auth-dialogs';
import AuthRoutes from './routes/auth';
import { apiError, renderInShop, tokensFor } from 'shop-sdk/testing/render';

jest.mock('shop-sdk/endpoints');
const register = jest.mocked(authApi.register);
const login = jest.mocked(authApi.login);

function renderSignupDialog(options: { fakeTimers?: boolean; url?: string } = {}) {
  const store = createStore();
  store.set(authDialogAtom, 'signup');
  return renderInShop(<AuthDialogs />, {
    url: '/',
    store,
    routes: [{ path: '/auth/*', element: <AuthRoutes /> }],
    ...options,
  });
}

type User = ReturnType<typeof renderSignupDialog>['user'];

const VALID = {
  'First Name': 'Ada',
  'Last Name': 'Obi',
  Username: 'adaobi',
  Email: 'ada@example.ng',
  Password: 'Secret123',
  'Confirm Password': 'Secret123',
};

async function fill(user: User, values: Partial<typeof VALID> = VALID, terms = true) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  if (terms) await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Account' }));

beforeEach(() => {
  register.mockReset();
});

describe('create-account dialog', () => {
  it('shows the title, divider, fields and terms', () => {
    renderSignupDialog();
    const d = screen.getByRole('dialog', { name: 'Create Account' });
    expect(within(d).getByText('Or create account with email')).toBeInTheDocument();
    for (const label of Object.keys(VALID)) expect(within(d).getByLabelText(label)).toBeInTheDocument();
    expect(within(d).getByLabelText('I agree to the Terms of Service and Privacy Policy')).not.toBeChecked();
  });

  it('shows the required messages of every field', async () => {
    const { user } = renderSignupDialog();
    await submit(user);
    for (const text of [
      'First name is required',
      'Last name is required',
      'Username is required',
      'Email is required',
      'Password is required',
      'You must agree to the terms and conditions',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(register).not.toHaveBeenCalled();
  });

  it('treats names made of spaces as missing', async () => {
    const { user } = renderSignupDialog();
    await fill(user, { ...VALID, 'First Name': '   ', 'Last Name': ' ', Username: '  ' });
    await submit(user);
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Username is required')).toBeInTheDocument();
  });

  it.each([
    ['Email', 'ada@', 'Email is invalid'],
    ['Password', 'Sh0rt', 'Password must be at least 8 characters'],
    ['Password', 'alllowercase1', 'Password must contain uppercase, lowercase, and number'],
    ['Password', 'NoDigitsHere', 'Password must contain uppercase, lowercase, and number'],
    ['Confirm Password', 'Secret124', 'Passwords do not match'],
  ] as const)('%s %j: %s', async (label, value, text) => {
    const { user } = renderSignupDialog();
    const values = { ...VALID, [label]: value };
    if (label === 'Password') values['Confirm Password'] = value;
    await fill(user, values);
    await submit(user);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('judges Confirm Password on its own: a weak password and a different confirmation show both messages', async () => {
    const { user } = renderSignupDialog();
    await fill(user, { ...VALID, Password: 'weak', 'Confirm Password': 'other' });
    await submit(user);
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('shows and hides each password on its own', async () => {
    const { user } = renderSignupDialog();
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows 'Creating...' while the request runs", async () => {
    register.mockReturnValue(new Promise(() => undefined));
    const { user } = renderSignupDialog();
    await fill(user);
    await submit(user);
    const button = screen.getByRole('button', { name: 'Creating...' });
    expect(button).toBeDisabled();
    expect(register).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Obi',
      username: 'adaobi',
      email: 'ada@example.ng',
      password: 'Secret123',
    });
  });

  it('switches to the sign-in dialog', async () => {
    const { user } = renderSignupDialog();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it.each([
    [
      'the server message',
      apiError(400, { message: 'Username is taken', errors: { email: ['x'] } }),
      'Username is taken',
    ],
    [
      'the first email error',
      apiError(400, { message: '', errors: { email: ['Email already registered', 'second'] } }),
      'Email already registered',
    ],
    ['the fallback', apiError(400, {}), 'Signup failed. Please try again.'],
    ['the fallback for a non-HTTP failure', new Error('boom'), 'Signup failed. Please try again.'],
  ])('on failure shows %s', async (_label, error, text) => {
    register.mockRejectedValue(error);
    const { user } = renderSignupDialog();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('on success resets the form, then after 1 second closes the dialog and goes to /auth/login', async () => {
      register.mockResolvedValue({ id: 1, email: 'ada@example.ng', username: 'adaobi' });
      const { user, store } = renderSignupDialog({ fakeTimers: true });
      await fill(user);
      await submit(user);
      expect(await screen.findByRole('status')).toHaveTextContent('Request successful!');
      expect(screen.getByLabelText('First Name')).toHaveValue('');
      expect(screen.getByLabelText('Email')).toHaveValue('');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      expect(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy')).not.toBeChecked();
      await act(() => jest.advanceTimersByTimeAsync(990));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(store.get(authDialogAtom)).toBeNull();
      expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    });

    it('fills the new account’s email on /auth/login, and returns the shopper to the page they signed up from', async () => {
      register.mockResolvedValue({ id: 1, email: 'ada@example.ng', username: 'adaobi' });
      login.mockResolvedValue(tokensFor('REGULAR'));
      const { user } = renderSignupDialog({ fakeTimers: true, url: '/products/42' });
      await fill(user);
      await submit(user);
      expect(await screen.findByRole('status')).toHaveTextContent('Request successful!');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/login$/);
      expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng');
      expect(screen.getByLabelText('Password')).toHaveValue('');
      await user.type(screen.getByLabelText('Password'), 'Secret123');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
      expect(login).toHaveBeenCalledWith({ email: 'ada@example.ng', password: 'Secret123' });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/42$/);
    });

    it('clears errors 2 seconds after submit', async () => {
      const { user } = renderSignupDialog({ fakeTimers: true });
      await submit(user);
      expect(screen.getByText('First name is required')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1990));
      expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
      expect(screen.queryByText('You must agree to the terms and conditions')).not.toBeInTheDocument();
    });

    it("keeps the server's refusal until the next attempt", async () => {
      register.mockRejectedValue(apiError(400, {}));
      const { user } = renderSignupDialog({ fakeTimers: true });
      await fill(user);
      await submit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed. Please try again.');
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Signup failed. Please try again.');
    });
  });
});
