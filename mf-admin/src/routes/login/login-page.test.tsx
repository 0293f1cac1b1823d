import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, sessionAtom, usersApi } from 'shop-sdk';
import { apiError } from 'shop-sdk/testing/render';
import { fakeAccessToken } from 'shop-sdk/testing/render';
import AdminRoutes from '../../app/admin-routes';
import { renderAdmin } from '../../testing/render';

jest.mock('shop-sdk/endpoints');
jest.mock('../dashboard/dashboard-page', () => ({ __esModule: true, default: () => <h1>Dashboard</h1> }));

const login = jest.mocked(authApi.login);
const logout = jest.mocked(authApi.logout);

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  logout.mockResolvedValue(null);
  jest.mocked(usersApi.me).mockReturnValue(new Promise(() => undefined));
});

it('signs an ADMIN in and goes to the dashboard with the success toast', async () => {
  login.mockResolvedValue({ access: fakeAccessToken('ADMIN'), refresh: 'r1' });
  const { store } = renderAdmin(<AdminRoutes />, { url: '/admin/auth/login', role: null });
  await submit('Admin@Kasuwa.test', 'KasuwaAdmin1');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({ email: 'admin@kasuwa.test', password: 'KasuwaAdmin1' });
  expect(store.get(sessionAtom)?.role).toBe('ADMIN');
});

it('refuses a REGULAR account and does not keep it signed in', async () => {
  login.mockResolvedValue({ access: fakeAccessToken('REGULAR'), refresh: 'r2' });
  const { store } = renderAdmin(<AdminRoutes />, { url: '/admin/auth/login', role: null });
  await submit('shopper@kasuwa.test', 'KasuwaShopper1');
  expect(await screen.findByRole('alert')).toHaveTextContent('This account does not have admin access.');
  expect(store.get(sessionAtom)).toBeNull();
  expect(logout).toHaveBeenCalledWith('r2');
  expect(screen.queryByText('Login Successful!')).not.toBeInTheDocument();
});

it("shows the server's message on failure", async () => {
  login.mockRejectedValue(apiError(401, { message: 'Invalid email or password.' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/auth/login', role: null });
  await submit('admin@kasuwa.test', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
});

it('falls back to the detail, then to the generic login failure text', async () => {
  login.mockRejectedValueOnce(apiError(429, { message: '', detail: 'Too many attempts.' }));
  login.mockRejectedValueOnce(apiError(500, { message: '' }));
  renderAdmin(<AdminRoutes />, { url: '/admin/auth/login', role: null });
  await submit('admin@kasuwa.test', 'x');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.'));
});

it('validates the email before calling the server', async () => {
  renderAdmin(<AdminRoutes />, { url: '/admin/auth/login', role: null });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
});
