import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { type SignedInUser } from 'shared-contracts';
import { addressesApi, authApi, authDialogAtom, sessionAtom, transfersApi, usersApi } from 'shop-sdk';
import { apiError, renderInShop, tokensFor } from 'shop-sdk/testing/render';
import AuthDialogs from '../auth-dialogs';
import AccountPage from './account';

jest.mock('shop-sdk/endpoints');
const { me, updateMe, changePassword, setPassword, sendVerificationEmail } = jest.mocked(usersApi);

const PROFILE: SignedInUser = {
  id: 7,
  email: 'ada@example.ng',
  username: 'adaobi',
  first_name: 'Ada',
  last_name: 'Obi',
  phone: '+2348031234567',
  role: 'REGULAR',
  date_joined: '2026-01-01T00:00:00Z',
  email_verified_at: '2026-01-01T00:05:00Z',
  phone_verified_at: null,
  cart: { id: 1, cart_items: [] },
};

function renderSignedIn() {
  const store = createStore();
  store.set(sessionAtom, { tokens: tokensFor('REGULAR'), role: 'REGULAR' });
  return renderInShop(<AccountPage />, { url: '/account', store });
}

beforeEach(() => {
  localStorage.clear();
  jest.resetAllMocks();
  me.mockResolvedValue(PROFILE);
  jest.mocked(addressesApi.list).mockResolvedValue([]);
  jest.mocked(authApi.logout).mockResolvedValue(null);
  jest.mocked(transfersApi.bankAccount).mockResolvedValue(null);
  jest.mocked(transfersApi.credit).mockResolvedValue({ balance: 0, lines: [] });
});

describe('/account', () => {
  it('gets the shopper their own account number on request, shows it with the words to save it, and their store credit', async () => {
    jest.mocked(transfersApi.openBankAccount).mockResolvedValue({
      bank_name: 'Test Bank',
      account_number: '9900000042',
      account_name: 'KASUWA/ADA OBI',
      created_at: '2026-12-06T08:00:00.000Z',
    });
    jest.mocked(transfersApi.credit).mockResolvedValue({
      balance: 2500,
      lines: [
        {
          id: 2,
          kind: 'order',
          amount: -10000,
          balance: 2500,
          order_id: 9,
          note: null,
          created_at: '2026-12-06T09:00:00.000Z',
        },
        {
          id: 1,
          kind: 'transfer',
          amount: 12500,
          balance: 12500,
          order_id: null,
          note: null,
          created_at: '2026-12-06T08:30:00.000Z',
        },
      ],
    });
    renderSignedIn();
    const card = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(await within(card).findByText('Store credit: ₦2,500.00')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Paid for an order · .*−₦10,000\.00$/),
      expect.stringMatching(/^Transfer received · .*\+₦12,500\.00$/),
    ]);
    await act(async () => within(card).getByRole('button', { name: 'Get my account number' }).click());
    expect(transfersApi.openBankAccount).toHaveBeenCalledTimes(1);
    expect(await within(card).findByText('9900000042')).toBeInTheDocument();
    expect(card).toHaveTextContent('Test Bank');
    expect(card).toHaveTextContent('KASUWA/ADA OBI');
    expect(card).toHaveTextContent('Save this number: every transfer to it reaches your Kasuwa account.');
  });

  it('says what the shop needs when it cannot give an account number', async () => {
    jest.mocked(transfersApi.openBankAccount).mockRejectedValue(
      apiError(400, {
        message: 'Add your phone number to your account first: the bank needs it for your account number.',
      }),
    );
    renderSignedIn();
    const card = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    await act(async () =>
      (await within(card).findByRole('button', { name: 'Get my account number' })).click(),
    );
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      /Add your phone number to your account first/,
    );
  });

  it('asks an anonymous visitor to sign in and opens the dialog', async () => {
    const { user, store } = renderInShop(
      <>
        <AccountPage />
        <AuthDialogs />
      </>,
      { url: '/account', store: createStore() },
    );
    expect(me).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(store.get(authDialogAtom)).toBe('login');
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('shows the profile', async () => {
    renderSignedIn();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    for (const text of ['Ada Obi', 'ada@example.ng', 'adaobi', '+234 803 123 4567']) {
      expect(within(profile).getByText(text)).toBeInTheDocument();
    }
    expect(within(profile).queryByText('Role')).not.toBeInTheDocument();
  });

  it('says the email is confirmed, and offers no link to send', async () => {
    renderSignedIn();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Email status').nextElementSibling).toHaveTextContent('Confirmed');
    expect(within(profile).queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('says an email is not confirmed yet and why it matters, and sends the link again on request', async () => {
    me.mockResolvedValue({ ...PROFILE, email_verified_at: null });
    sendVerificationEmail
      .mockResolvedValueOnce({ message: 'We sent a new link to ada@example.ng.' })
      .mockRejectedValueOnce(
        apiError(429, {
          message: 'Too many requests for this email address. Please try again later.',
          detail: 'Try again in 60 minutes.',
        }),
      );
    const { user } = renderSignedIn();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Email status').nextElementSibling).toHaveTextContent(
      'Not confirmed yet',
    );
    expect(
      within(profile).getByText(
        'Confirm your email address to use codes limited to one per customer and to vote on reviews: open the link we sent to ada@example.ng.',
      ),
    ).toBeInTheDocument();
    const again = within(profile).getByRole('button', { name: 'Send the link again' });
    await user.click(again);
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await within(profile).findByText('We sent a new link to ada@example.ng.')).toBeInTheDocument();
    // Asked too often: the API's words, not a generic failure.
    await user.click(again);
    expect(
      await within(profile).findByText('Too many requests for this email address. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('saves the profile with a local phone normalised to +234', async () => {
    updateMe.mockResolvedValue({ ...PROFILE, first_name: 'Adaeze', phone: '+2348059876543' });
    const { user } = renderSignedIn();
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    const first = within(form).getByLabelText('First Name');
    await user.clear(first);
    await user.type(first, 'Adaeze');
    const phone = within(form).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '0805 987 6543');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(updateMe).toHaveBeenCalledWith({
      first_name: 'Adaeze',
      last_name: 'Obi',
      username: 'adaobi',
      phone: '+2348059876543',
    });
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Profile' })).getByText('Adaeze Obi'),
    ).toBeInTheDocument();
  });

  it('sends a cleared phone as null and checks the other fields', async () => {
    updateMe.mockResolvedValue({ ...PROFILE, phone: null });
    const { user } = renderSignedIn();
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.clear(within(form).getByLabelText('Username'));
    await user.clear(within(form).getByLabelText('Phone'));
    await user.type(within(form).getByLabelText('Phone'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(within(form).getByText('Username is required')).toBeInTheDocument();
    expect(
      within(form).getByText('Phone must be +234 followed by 10 digits, or 0 followed by 10 digits'),
    ).toBeInTheDocument();
    expect(updateMe).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('Username'), 'adaobi');
    await user.clear(within(form).getByLabelText('Phone'));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(updateMe).toHaveBeenCalledWith(expect.objectContaining({ phone: null }));
  });

  it('shows the server message when saving fails', async () => {
    updateMe.mockRejectedValue(
      apiError(400, { message: 'Username is taken', errors: { username: ['Username is taken'] } }),
    );
    const { user } = renderSignedIn();
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Username is taken');
  });

  it('judges a new password and its confirmation as sign-up does: a short one that differs shows both', async () => {
    const { user } = renderSignedIn();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current Password'), 'OldSecret1');
    await user.type(within(form).getByLabelText('New Password'), 'short');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'shorty');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password', async () => {
    changePassword.mockResolvedValue({ message: 'ok' });
    const { user } = renderSignedIn();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).getAllByText('Password is required')).toHaveLength(2);
    await user.type(within(form).getByLabelText('Current Password'), 'OldSecret1');
    await user.type(within(form).getByLabelText('New Password'), 'NewSecret1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'NewSecret2');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
    await user.clear(within(form).getByLabelText('Confirm New Password'));
    await user.type(within(form).getByLabelText('Confirm New Password'), 'NewSecret1');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(changePassword).toHaveBeenCalledWith('OldSecret1', 'NewSecret1');
    expect(await screen.findByText('Password changed!')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows why a password change failed', async () => {
    changePassword.mockRejectedValue(apiError(400, { message: 'Current password is incorrect' }));
    const { user } = renderSignedIn();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current Password'), 'wrong');
    await user.type(within(form).getByLabelText('New Password'), 'NewSecret1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'NewSecret1');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Current password is incorrect');
    // A refusal from the server stays past the 2 seconds of the validation messages, until the next attempt.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(within(form).getByRole('alert')).toHaveTextContent('Current password is incorrect');
    changePassword.mockReturnValue(new Promise(() => undefined));
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in a sentence that the change failed when the server fails', async () => {
    changePassword.mockRejectedValue(apiError(500, { message: 'Internal server error' }));
    const { user } = renderSignedIn();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current Password'), 'OldSecret1');
    await user.type(within(form).getByLabelText('New Password'), 'NewSecret1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'NewSecret1');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Could not change your password. Please try again.',
    );
  });

  it('offers an account made with a phone number alone to set a password, with no current password to give', async () => {
    const phoneOnly: SignedInUser = {
      ...PROFILE,
      email: null,
      email_verified_at: null,
      phone_verified_at: '2026-01-01T00:05:00Z',
      has_password: false,
    };
    me.mockResolvedValue(phoneOnly);
    setPassword.mockResolvedValue({ message: 'Your password has been set.' });
    const { user } = renderSignedIn();
    const form = await screen.findByRole('form', { name: 'Set a password' });
    expect(screen.getByRole('heading', { name: 'Set a Password' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Current Password')).not.toBeInTheDocument();
    expect(
      within(form).getByText(
        /Set a password, and add an email, to sign in with your email and password too\./,
      ),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New Password'), 'short');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'shorty');
    await user.click(within(form).getByRole('button', { name: 'Set Password' }));
    expect(within(form).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
    expect(setPassword).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('New Password'));
    await user.type(within(form).getByLabelText('New Password'), 'NewSecret1');
    await user.clear(within(form).getByLabelText('Confirm New Password'));
    await user.type(within(form).getByLabelText('Confirm New Password'), 'NewSecret1');
    me.mockResolvedValue({ ...phoneOnly, has_password: true });
    await user.click(within(form).getByRole('button', { name: 'Set Password' }));
    expect(setPassword).toHaveBeenCalledWith('NewSecret1');
    expect(await screen.findByText('Password set!')).toBeInTheDocument();
    // The profile now says it has a password: the ordinary form, which asks for it.
    const change = await screen.findByRole('form', { name: 'Change password' });
    expect(within(change).getByLabelText('Current Password')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('says why setting a password failed', async () => {
    me.mockResolvedValue({ ...PROFILE, has_password: false });
    setPassword.mockRejectedValue(
      apiError(409, {
        message: 'Your account already has a password. Change it with your current password.',
      }),
    );
    const { user } = renderSignedIn();
    const form = await screen.findByRole('form', { name: 'Set a password' });
    expect(
      within(form).getByText(/Set a password to sign in with your email and password too\./),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText('New Password'), 'NewSecret1');
    await user.type(within(form).getByLabelText('Confirm New Password'), 'NewSecret1');
    await user.click(within(form).getByRole('button', { name: 'Set Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your account already has a password. Change it with your current password.',
    );
  });

  it('logs out: session cleared, refresh token revoked, back to /', async () => {
    const { user, store } = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(store.get(sessionAtom)).toBeNull();
    expect(authApi.logout).toHaveBeenCalledWith('refresh-token');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
