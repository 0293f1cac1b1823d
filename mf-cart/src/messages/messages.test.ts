import { catalogueProblems, descriptorsOf } from 'shared-contracts/testing/messages';
import * as summary from '../components/summary.messages';
import * as checkout from '../features/checkout/checkout.messages';
import * as delivery from '../features/checkout/delivery.messages';
import * as validation from '../features/checkout/validation.messages';
import * as cart from '../features/cart/cart.messages';
import * as wishlist from '../features/wishlist/wishlist.messages';
import pcm from './pcm.json';
import ha from './ha.json';
import yo from './yo.json';
import ig from './ig.json';

const descriptors = descriptorsOf(summary, checkout, delivery, validation, cart, wishlist);

describe("the cart's words in every language", () => {
  it('has every message in Pidgin, Hausa, Yoruba and Igbo, with the same arguments as the English, in NFC', () => {
    expect(descriptors.length).toBeGreaterThan(130);
    expect(catalogueProblems(descriptors, { pcm, ha, yo, ig })).toEqual([]);
  });

  it('keeps the English words of docs/storefront.md', () => {
    const english = Object.fromEntries(descriptors.map(({ id, defaultMessage }) => [id, defaultMessage]));
    expect(english).toMatchObject({
      'cart.checkout.title': 'Checkout',
      'cart.checkoutForm.place': 'Place order',
      'cart.checkoutForm.payOnDelivery': 'Pay on delivery',
      'cart.summary.heading': 'Order summary',
      'cart.cart.title': 'Your Cart',
      'cart.cartSummary.proceed': 'Proceed to Checkout',
      'cart.wishlist.title': 'Your Wishlist',
      'cart.wishlist.addToCart': 'Add to Cart',
    });
  });
});
