import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { addressesApi, authApi, authDialogAtom, sessionAtom, usersApi } from 'shop-sdk';
import { renderInShop, tokensFor } from 'shop-sdk/testing/render';
import type { SignedInUser } from 'shared-contracts';
import type { Messages } from 'shared-contracts/i18n';
import type { TranslatedLocale } from 'shared-contracts/locales';
import authPcm from '../messages/auth/pcm.json';
import authHa from '../messages/auth/ha.json';
import authYo from '../messages/auth/yo.json';
import authIg from '../messages/auth/ig.json';
import pagesPcm from '../messages/pcm.json';
import pagesHa from '../messages/ha.json';
import pagesYo from '../messages/yo.json';
import pagesIg from '../messages/ig.json';
import { accountMessages } from '../messages';
import AccountRoutes, { preload } from './account-routes';
import sharedYo from 'shared-contracts/messages/yo.json';
import sharedHa from 'shared-contracts/messages/ha.json';
import AuthDialogs from './auth-dialogs';

jest.mock('shop-sdk/endpoints');

/** The account's words: its pages' and those of signing in (two parts: the sign-in dialog loads only the second). */
const catalogues: Record<TranslatedLocale, Messages> = {
  pcm: { ...pagesPcm, ...authPcm },
  ha: { ...pagesHa, ...authHa },
  yo: { ...pagesYo, ...authYo },
  ig: { ...pagesIg, ...authIg },
};

/**
 * As the shell mounts them: in the page's language with the shell's words only; the account's own come from its
 * catalogue (OwnMessages), which the section waits for.
 */
async function renderDialog(locale: TranslatedLocale) {
  const store = createStore();
  store.set(authDialogAtom, 'login');
  let rendered: ReturnType<typeof renderInShop> | undefined;
  await act(async () => {
    rendered = renderInShop(
      <Suspense fallback={<p>loading</p>}>
        <AuthDialogs />
      </Suspense>,
      { url: '/products', store, locale },
    );
  });
  return rendered as ReturnType<typeof renderInShop>;
}

async function renderAt(url: string, locale: TranslatedLocale, store = createStore()) {
  await act(async () => {
    renderInShop(
      <Suspense fallback={<p>loading</p>}>
        <AccountRoutes />
      </Suspense>,
      { url, store, locale },
    );
  });
}

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
  phone_verified_at: '2026-01-01T00:05:00Z',
  cart: { id: 1, cart_items: [] },
};

beforeEach(() => localStorage.clear());

describe('the account in the page’s language', () => {
  it('shows the sign-in dialog in Yoruba, its fields still named by their labels', async () => {
    const { user } = await renderDialog('yo');
    const dialog = await screen.findByRole('dialog', { name: 'Ẹ kú àbọ̀' });
    expect(within(dialog).getByText('Ẹ wọlé sí àkáǹtì yín láti máa bá rírajà lọ')).toBeInTheDocument();
    expect(within(dialog).getByText('Tàbí ẹ tẹ̀síwájú pẹ̀lú ímeèlì')).toBeInTheDocument();
    const email = within(dialog).getByLabelText('Ímeèlì');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    const password = within(dialog).getByLabelText('Ọ̀rọ̀ aṣínà');
    expect(password).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText('Rántí mi')).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Ẹ gbàgbé ọ̀rọ̀ aṣínà?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(within(dialog).getByRole('button', { name: 'Wọlé' })).toBeInTheDocument();
    expect(within(dialog).getByText('Ẹ kò ní àkáǹtì?')).toBeInTheDocument();
    // The form is named by the dialog's title.
    expect(within(dialog).getByRole('form', { name: 'Ẹ kú àbọ̀' })).toContainElement(email);
    await user.click(within(dialog).getByRole('button', { name: 'Ṣàfihàn ọ̀rọ̀ aṣínà' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(within(dialog).getByRole('button', { name: 'Bò ọ̀rọ̀ aṣínà' })).toHaveTextContent('Bò');
    for (const english of ['Welcome Back', 'Sign In', 'Remember me', 'Forgot password?', 'Show password'])
      expect(within(dialog).queryByText(english)).not.toBeInTheDocument();
  });

  it('asks for the phone number in Yoruba, with its hint as the field’s description', async () => {
    const { user } = await renderDialog('yo');
    const dialog = await screen.findByRole('dialog', { name: 'Ẹ kú àbọ̀' });
    await user.click(within(dialog).getByRole('button', { name: 'Tẹ̀síwájú pẹ̀lú nọ́mbà fóònù yín' }));
    const form = within(dialog).getByRole('form', { name: 'Wọlé pẹ̀lú nọ́mbà fóònù yín' });
    expect(within(form).getByLabelText('Nọ́mbà fóònù')).toHaveAccessibleDescription(
      'Nọ́mbà fóònù alágbèéká ti Nàìjíríà (+234). A ó fi kóòdù oní-díjíìtì 6 ránṣẹ́ sí i nípasẹ̀ SMS.',
    );
    expect(within(form).getByRole('button', { name: 'Fi kóòdù ránṣẹ́' })).toBeInTheDocument();
  });

  it('switches to the create-account dialog in the same language', async () => {
    const { user } = await renderDialog('ha');
    const dialog = await screen.findByRole('dialog', { name: 'Barka da dawowa' });
    await user.click(within(dialog).getByRole('button', { name: 'Buɗe asusu' }));
    const signup = screen.getByRole('dialog', { name: 'Buɗe asusu' });
    expect(within(signup).getByLabelText('Suna na farko')).toHaveAttribute('name', 'first_name');
    expect(within(signup).getByLabelText('Tabbatar da kalmar sirri')).toHaveAttribute(
      'name',
      'confirm_password',
    );
    expect(within(signup).getByLabelText('Na amince da Sharuɗɗan Aiki da Manufar Sirri')).not.toBeChecked();
  });

  it.each(['pcm', 'ha', 'yo', 'ig'] as const)('in %s, names the sign-in page and its tab', async (locale) => {
    const words = catalogues[locale];
    await renderAt('/auth/login', locale);
    expect(
      await screen.findByRole('heading', { name: words['account.login.title'] as string }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(words['account.labels.email'] as string)).toHaveAttribute('type', 'email');
    expect(document.title).toBe(`${words['account.authPages.signIn'] as string} | Kasuwa`);
  });

  it('shows the account page in Igbo', async () => {
    jest.mocked(usersApi.me).mockResolvedValue(PROFILE);
    jest.mocked(addressesApi.list).mockResolvedValue([]);
    const store = createStore();
    store.set(sessionAtom, { tokens: tokensFor('REGULAR'), role: 'REGULAR' });
    await renderAt('/account', 'ig', store);
    expect(await screen.findByRole('heading', { name: 'Akaụntụ m', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pụọ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ọda m' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('form', { name: 'Gbanwee okwuntughe' })).toBeInTheDocument();
    expect(screen.getByText('+234 803 123 4567 (akwadola)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tinye adreesị' })).toBeInTheDocument();
    expect(document.title).toBe('Akaụntụ m | Kasuwa');
  });

  it('says what is wrong in the page’s language: the shared words and the account’s own', async () => {
    const store = createStore();
    store.set(authDialogAtom, 'login');
    let user: ReturnType<typeof renderInShop>['user'] | undefined;
    await act(async () => {
      ({ user } = renderInShop(
        <Suspense fallback={<p>loading</p>}>
          <AuthDialogs />
        </Suspense>,
        // The shell gives the page its words and the ones every package shares.
        { url: '/products', store, locale: 'yo', messages: sharedYo },
      ));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ẹ kú àbọ̀' });
    await user?.click(within(dialog).getByRole('button', { name: 'Wọlé' }));
    expect(within(dialog).getByLabelText('Ímeèlì')).toHaveAccessibleDescription(
      sharedYo['shared.emailRequired'],
    );
    expect(authApi.login).not.toHaveBeenCalled();
    // The phone's own rule is the account's.
    await user?.click(within(dialog).getByRole('button', { name: 'Tẹ̀síwájú pẹ̀lú nọ́mbà fóònù yín' }));
    await user?.type(within(dialog).getByLabelText('Nọ́mbà fóònù'), '12345');
    await user?.click(within(dialog).getByRole('button', { name: 'Fi kóòdù ránṣẹ́' }));
    expect(within(dialog).getByLabelText('Nọ́mbà fóònù')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Ẹ tẹ nọ́mbà fóònù alágbèéká ti Nàìjíríà, bíi 0803 123 4567 tàbí +234 803 123 4567.',
      ),
    );
  });

  it('names a missing address field in Hausa', async () => {
    const store = createStore();
    store.set(sessionAtom, { tokens: tokensFor('REGULAR'), role: 'REGULAR' });
    jest.mocked(usersApi.me).mockResolvedValue(PROFILE);
    jest.mocked(addressesApi.list).mockResolvedValue([]);
    let user: ReturnType<typeof renderInShop>['user'] | undefined;
    await act(async () => {
      ({ user } = renderInShop(
        <Suspense fallback={<p>loading</p>}>
          <AccountRoutes />
        </Suspense>,
        { url: '/account', store, locale: 'ha', messages: sharedHa },
      ));
    });
    await user?.click(await screen.findByRole('button', { name: 'Ƙara adireshi' }));
    const form = screen.getByRole('form', { name: 'Sabon adireshi' });
    await user?.click(within(form).getByRole('button', { name: 'Ajiye adireshi' }));
    expect(within(form).getByLabelText('Cikakken suna')).toHaveAccessibleDescription(
      'Ana buƙatar cikakken suna',
    );
    expect(within(form).getByLabelText('Ƙaramar hukuma')).toHaveAccessibleDescription(
      expect.stringContaining('Ana buƙatar ƙaramar hukuma'),
    );
    expect(addressesApi.create).not.toHaveBeenCalled();
  });

  it('preloads the words of the language of the page being hydrated', async () => {
    const load = jest.spyOn(accountMessages, 'load');
    window.history.replaceState(null, '', '/ha/account');
    await preload();
    window.history.replaceState(null, '', '/');
    expect(load).toHaveBeenCalledWith('ha');
    await expect(load.mock.results[0]?.value).resolves.toMatchObject({
      'account.accountPage.title': 'Asusuna',
    });
  });
});
