import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { authApi, authDialogAtom, sessionAtom } from 'shop-sdk';
import { apiError, renderInShop, tokensFor } from 'shop-sdk/testing/render';
import AuthDialogs from './auth-dialogs';

jest.mock('shop-sdk/endpoints');
const start = jest.mocked(authApi.startPhoneSignIn);
const verify = jest.mocked(authApi.verifyPhoneSignIn);

function renderDialog(dialog: 'login' | 'signup' = 'login') {
  const store = createStore();
  store.set(authDialogAtom, dialog);
  return renderInShop(<AuthDialogs />, { url: '/products/42', store });
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  start.mockResolvedValue({ phone: '+2348031234567', resend_after_seconds: 60 });
});

describe('Continue with your phone number', () => {
  it('sits above the email divider of both dialogs', () => {
    renderDialog('login');
    const button = screen.getByRole('button', { name: 'Continue with your phone number' });
    const divider = screen.getByText('Or continue with email');
    expect(button.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sends a code to the number as typed, then signs in with it and stays on the page', async () => {
    verify.mockResolvedValue(tokensFor('REGULAR'));
    const { user, store, currentPath } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Continue with your phone number' }));
    await user.type(screen.getByLabelText('Phone number'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(start).toHaveBeenCalledWith({ phone: '+2348031234567' });
    expect(
      await screen.findByText('Enter the 6-digit code we sent to +234 803 123 4567'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenCalledWith({ phone: '+2348031234567', code: '123456' });
    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(store.get(sessionAtom)?.role).toBe('REGULAR');
    expect(currentPath()).toBe('/products/42');
  });

  it('refuses a number that is not Nigerian before asking the server', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Continue with your phone number' }));
    await user.type(screen.getByLabelText('Phone number'), '+1 555 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      screen.getByText('Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567.'),
    ).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it('asks a new number for a first and last name, then creates the account with them', async () => {
    verify
      .mockRejectedValueOnce(
        apiError(400, {
          message: 'Tell us your name to create your account.',
          errors: { first_name: ['First name is required'], last_name: ['Last name is required'] },
        }),
      )
      .mockResolvedValueOnce(tokensFor('REGULAR'));
    const { user } = renderDialog('signup');
    await user.click(screen.getByRole('button', { name: 'Continue with your phone number' }));
    await user.type(screen.getByLabelText('Phone number'), '8031234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const form = screen.getByRole('form', { name: 'Create an account with your phone number' });
    await user.type(await within(form).findByLabelText('First Name'), 'Chidi');
    await user.type(within(form).getByLabelText('Last Name'), 'Okeke');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(verify).toHaveBeenLastCalledWith({
      phone: '+2348031234567',
      code: '654321',
      first_name: 'Chidi',
      last_name: 'Okeke',
    });
    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
  });

  it('shows a wrong code in the server’s words, and offers Resend code after 60 s', async () => {
    jest.useFakeTimers();
    try {
      verify.mockRejectedValue(
        apiError(400, {
          message: 'That code is not right. Check the SMS and try again.',
          errors: { code: ['That code is not right. Check the SMS and try again.'] },
        }),
      );
      const store = createStore();
      store.set(authDialogAtom, 'login');
      const { user } = renderInShop(<AuthDialogs />, { url: '/', store, fakeTimers: true });
      await user.click(screen.getByRole('button', { name: 'Continue with your phone number' }));
      await user.type(screen.getByLabelText('Phone number'), '08031234567');
      await user.click(screen.getByRole('button', { name: 'Send code' }));
      await user.type(await screen.findByLabelText('Code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(
        await screen.findAllByText('That code is not right. Check the SMS and try again.'),
      ).not.toHaveLength(0);
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      const resend = screen.getByRole('button', { name: 'Resend code' });
      expect(resend).toBeEnabled();
      await user.click(resend);
      expect(start).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
