import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createStore } from 'jotai';
import { authApi } from 'shop-sdk';
import { apiError, renderInShop, tokensFor } from 'shop-sdk/testing/render';
import AuthRoutes from './auth';

jest.mock('shop-sdk/endpoints');
const { login, forgotPassword, resetPassword, verifyEmail } = jest.mocked(authApi);

const renderAt = (route: string) =>
  renderInShop(
    <Routes>
      <Route path="/auth/*" element={<AuthRoutes />} />
      <Route path="*" element={null} />
    </Routes>,
    { url: route, store: createStore() },
  );

beforeEach(() => {
  localStorage.clear();
  jest.resetAllMocks();
});

describe('/auth routes', () => {
  it('/auth goes to /auth/login, under the Kasuwa logo linking home', async () => {
    renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    expect(screen.getByRole('link', { name: 'Kasuwa home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Sign In | Kasuwa');
  });

  it('an unknown child goes to /auth/login', () => {
    renderAt('/auth/nope/deeper');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });

  it('login page signs in and routes an ADMIN to /admin', async () => {
    login.mockResolvedValue(tokensFor('ADMIN'));
    const { user } = renderAt('/auth/login');
    await user.type(screen.getByLabelText('Email'), 'admin@kasuwa.test');
    await user.type(screen.getByLabelText('Password'), 'KasuwaAdmin1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it.each([
    ['no return location', undefined, '/'],
    ['the page it came from', '/checkout', '/checkout'],
    ['a product with its query', '/products/42?variant=3', '/products/42?variant=3'],
    ['another site (never)', '//evil.example/x', '/'],
    ['another site through a backslash (never)', '/\\evil.example', '/'],
    ['a page of /auth (no loop)', '/auth/signup', '/'],
  ])('login page returns a shopper to %s', async (_label, from, path) => {
    login.mockResolvedValue(tokensFor('REGULAR'));
    const { user } = renderAt(
      from === undefined ? '/auth/login' : `/auth/login?from=${encodeURIComponent(from)}`,
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path.replace(/[?]/g, '\\?')}$`));
  });

  it('login page validates the email like the dialog', async () => {
    const { user } = renderAt('/auth/login');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('login and signup pages link to each other', async () => {
    const { user } = renderAt('/auth/login');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/signup');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
  });

  describe('forgot-password', () => {
    it('validates the email', async () => {
      const { user } = renderAt('/auth/forgot-password');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Email'), 'nope');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect(screen.getByText('Email is invalid')).toBeInTheDocument();
      expect(forgotPassword).not.toHaveBeenCalled();
    });

    it.each([
      ['the server accepts', () => forgotPassword.mockResolvedValue({ message: 'ok' })],
      [
        'the server refuses',
        () => forgotPassword.mockRejectedValue(apiError(404, { message: 'No such user' })),
      ],
    ])('shows the same neutral confirmation when %s', async (_label, arrange) => {
      arrange();
      const { user } = renderAt('/auth/forgot-password');
      await user.type(screen.getByLabelText('Email'), 'Ada@Example.ng');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.',
      );
      expect(screen.queryByText('No such user')).not.toBeInTheDocument();
      expect(forgotPassword).toHaveBeenCalledWith('ada@example.ng');
    });

    it('reports a server that cannot be reached', async () => {
      forgotPassword.mockRejectedValue(apiError(0));
      const { user } = renderAt('/auth/forgot-password');
      await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    });
  });

  describe('reset-password/:token', () => {
    const fillAndSubmit = async (
      user: ReturnType<typeof renderAt>['user'],
      password: string,
      confirm: string,
    ) => {
      if (password) await user.type(screen.getByLabelText('New Password'), password);
      if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    };

    it.each([
      ['', '', 'Password is required'],
      ['Sh0rt', 'Sh0rt', 'Password must be at least 8 characters'],
      ['lowercase123', 'lowercase123', 'Password must contain uppercase, lowercase, and number'],
      ['Secret123', 'Secret124', 'Passwords do not match'],
    ])('%j / %j: %s', async (password, confirm, text) => {
      const { user } = renderAt('/auth/reset-password/tok123');
      await fillAndSubmit(user, password, confirm);
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(resetPassword).not.toHaveBeenCalled();
    });

    it('resets with the token from the link and offers sign-in', async () => {
      resetPassword.mockResolvedValue({ message: 'ok' });
      const { user } = renderAt('/auth/reset-password/tok123');
      await fillAndSubmit(user, 'NewSecret1', 'NewSecret1');
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your password has been reset. You can now sign in with your new password.',
      );
      expect(resetPassword).toHaveBeenCalledWith('tok123', 'NewSecret1');
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    });

    it.each([
      ['the server message', apiError(400, { message: 'Reset link expired' }), 'Reset link expired'],
      [
        'the fallback',
        apiError(400, {}),
        'This reset link is invalid or has expired. Please request a new one.',
      ],
    ])('on failure shows %s', async (_label, error, text) => {
      resetPassword.mockRejectedValue(error);
      const { user } = renderAt('/auth/reset-password/tok123');
      await fillAndSubmit(user, 'NewSecret1', 'NewSecret1');
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    });
  });
  it('the link in the confirmation mail opens a page that confirms only when its button is pressed', async () => {
    verifyEmail.mockResolvedValue({ message: 'Your email address is confirmed.' });
    const { user } = renderAt('/auth/verify-email/tok-123');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(document.title).toBe('Confirm your email | Kasuwa');
    expect(
      screen.getByText('Press the button to confirm this email address for your Kasuwa account.'),
    ).toBeInTheDocument();
    // Opening the page (as a mail scanner does) sends nothing.
    expect(verifyEmail).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(verifyEmail).toHaveBeenCalledWith('tok-123');
    expect(await screen.findByText('Your email address is confirmed.')).toBeInTheDocument();
    expect(
      screen.getByText('Codes limited to one per customer and helpful votes on reviews are open to you now.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my email' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to my account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });

  it('a spent or expired confirmation link says so in the API’s words', async () => {
    const refused =
      'This link is invalid or has expired. Sign in and ask for a new one on your account page.';
    verifyEmail.mockRejectedValue(apiError(400, { message: refused, errors: { token: [refused] } }));
    const { user } = renderAt('/auth/verify-email/spent');
    await user.click(await screen.findByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
  });
});
