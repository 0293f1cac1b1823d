import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { cartAtom, kasuwaStore, ordersApi } from 'shop-sdk';
import { renderInShop, signInShopper } from 'shop-sdk/testing/render';
import { quote, resetCheckout, shirt } from '../testing/checkout';
import { cartMessages } from '../messages';
import CartRoutes, { preload } from './cart-routes';

jest.mock('shop-sdk/endpoints');

beforeEach(resetCheckout);

/** The routes as the shell mounts them: in a section that shows nothing while they load. */
const routes = (
  <Suspense fallback={null}>
    <CartRoutes />
  </Suspense>
);

describe("the cart's routes in the page's language", () => {
  it('bring their own words: checkout in Yoruba under a page in Yoruba', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(ordersApi.quote).mockResolvedValue(quote());
    // The shell gives its own words only; the cart's come with the cart (the section waits for them).
    await act(async () => {
      renderInShop(routes, { url: '/checkout', locale: 'yo', messages: {} });
    });
    expect(await screen.findByRole('heading', { name: 'Parí rírajà', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Fi ìbéèrè ọjà sílẹ̀' })).toBeInTheDocument();
    expect(screen.getByText('Àkópọ̀ ìbéèrè ọjà')).toBeInTheDocument();
  });

  it('stay in English at the shop’s own URLs', async () => {
    signInShopper();
    kasuwaStore.set(cartAtom, [shirt]);
    jest.mocked(ordersApi.quote).mockResolvedValue(quote());
    renderInShop(routes, { url: '/checkout' });
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeInTheDocument();
  });

  it('preload the words of the language of the page being hydrated', async () => {
    const load = jest.spyOn(cartMessages, 'load');
    window.history.replaceState(null, '', '/ig/checkout');
    await preload();
    window.history.replaceState(null, '', '/');
    expect(load).toHaveBeenCalledWith('ig');
    await expect(load.mock.results[0]?.value).resolves.toMatchObject({
      'cart.checkout.title': 'Mechaa ịzụ ahịa',
    });
  });
});
