import { screen, within } from '@testing-library/react';
import { ordersApi, usersApi, wishlistApi } from 'shop-sdk';
import { renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import { shopperProfile } from 'shared-contracts/testing/fixtures';
import { line, summary, variant, wishlistItem } from '../../testing/fixtures';
import ha from '../../messages/ha.json';
import ig from '../../messages/ig.json';
import pcm from '../../messages/pcm.json';
import CartPage from './cart';
import WishlistPage from './wishlist';

jest.mock('shop-sdk/endpoints');

const shirt = line(summary(1, 'Adire Shirt'), variant(11, { regular_price: 20000, stock: 1 }), 2);

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
});

describe("the cart and the wishlist in the page's language", () => {
  it('shows the cart in Hausa, with the shop’s naira and the product’s own name', async () => {
    signInShopper();
    jest.mocked(usersApi.me).mockResolvedValue(shopperProfile([shirt]));
    jest.mocked(ordersApi.quote).mockResolvedValue({
      items: [],
      subtotal: 40000,
      shipping_fee: 0,
      total: 40000,
      last_address: null,
    });
    renderInShop(<CartPage />, { url: '/cart', locale: 'ha', messages: ha });
    const row = await screen.findByRole('listitem', { name: 'Adire Shirt' });
    expect(screen.getByRole('heading', { name: 'Kwandon sayayyarku', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Kwandon sayayya | Kasuwa');
    expect(within(row).getByText('₦20,000.00 kowanne')).toBeInTheDocument();
    expect(within(row).getByText('Saura guda 1 kawai')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cire' })).toBeInTheDocument();
    expect(within(row).getByRole('group', { name: 'Adadin Adire Shirt' })).toBeInTheDocument();
    expect(screen.getByText('Jimlar kaya (abubuwa 2)')).toBeInTheDocument();
    expect(await screen.findByTestId('cart-shipping')).toHaveTextContent('Kyauta');
    expect(screen.getByRole('link', { name: 'Ci gaba zuwa kammala sayayya' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('says the cart is empty in Pidgin', async () => {
    signInShopper();
    jest.mocked(usersApi.me).mockResolvedValue(shopperProfile([]));
    renderInShop(<CartPage />, { url: '/cart', locale: 'pcm', messages: pcm });
    expect(await screen.findByText('Your cart empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start to buy' })).toHaveAttribute('href', '/products');
  });

  it('shows the wishlist in Igbo', async () => {
    signInShopper();
    jest.mocked(usersApi.me).mockReturnValue(new Promise(() => undefined));
    jest.mocked(wishlistApi.list).mockResolvedValue([wishlistItem(summary(5, 'Linen Kaftan'), 30000, false)]);
    renderInShop(<WishlistPage />, { url: '/wishlist', locale: 'ig', messages: ig });
    const row = await screen.findByRole('listitem', { name: 'Linen Kaftan' });
    expect(screen.getByRole('heading', { name: 'Ndepụta ihe m chọrọ', level: 1 })).toBeInTheDocument();
    expect(within(row).getByText('Ọ gwụla')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Tinye na nkata ahịa' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Wepụ' })).toBeEnabled();
  });
});
