import { screen } from '@testing-library/react';
import { authDialogAtom, kasuwaStore } from '../session';
import { announceSessionExpired } from '../session-expiry';
import { renderInShop, resetSession } from '../testing/render';
import { SectionNotFound } from './section-not-found';
import { SignInPrompt } from './sign-in-prompt';

beforeEach(() => {
  resetSession();
  kasuwaStore.set(authDialogAtom, null);
});

describe('SignInPrompt', () => {
  it('opens the sign-in or the sign-up dialog', async () => {
    const { user } = renderInShop(
      <SignInPrompt title="My Account" level={1} signUp>
        <p>Sign in to see your profile.</p>
      </SignInPrompt>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your profile.')).toBeInTheDocument();
    expect(kasuwaStore.get(authDialogAtom)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(kasuwaStore.get(authDialogAtom)).toBe('signup');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(kasuwaStore.get(authDialogAtom)).toBe('login');
  });

  it('announce shows the title as an error toast and opens the sign-in dialog on arrival', async () => {
    renderInShop(<SignInPrompt title="Please login to view your cart!" announce />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Please login to view your cart!' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please login to view your cart!');
    expect(kasuwaStore.get(authDialogAtom)).toBe('login');
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });
});

describe('in the page’s language', () => {
  it('says Sign In and Create Account in Hausa, as the account’s own pages do', () => {
    renderInShop(<SignInPrompt title="Asusuna" signUp />, { locale: 'ha' });
    expect(screen.getByRole('button', { name: 'Shiga' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buɗe asusu' })).toBeInTheDocument();
  });

  it('says a section’s page is not found in Yoruba, in the 404 page’s words', () => {
    renderInShop(<SectionNotFound message="…" back={{ to: '/cart', label: 'Apẹ̀rẹ̀' }} />, { locale: 'yo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Háà! A kò rí ojú-ìwé náà' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lọ sí ojú-ìwé àkọ́kọ́' })).toHaveAttribute('href', '/');
  });
});

describe('SignInPrompt after a failed refresh', () => {
  it('leaves the one toast to the session-expired message, then announces as usual', async () => {
    announceSessionExpired();
    announceSessionExpired();
    const first = renderInShop(<SignInPrompt title="Please login to view your cart!" announce />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Session expired, please signin again.']);
    expect(kasuwaStore.get(authDialogAtom)).toBe('login');
    first.unmount();

    renderInShop(<SignInPrompt title="Please login to view your cart!" announce />);
    expect(
      await screen.findByText('Please login to view your cart!', {
        selector: '[role=alert] *, [role=alert]',
      }),
    ).toBeInTheDocument();
  });
});

describe('SectionNotFound', () => {
  it('says the page is not found and links back and home', () => {
    renderInShop(
      <SectionNotFound
        message="There is no such page here."
        back={{ to: '/cart', label: 'Go to your cart' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('There is no such page here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });
});
