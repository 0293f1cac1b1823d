import { catalogueProblems, descriptorsOf } from 'shared-contracts/testing/messages';
import * as notFound from '../app/not-found.messages';
import * as card from '../components/card.messages';
import * as backInStock from '../features/back-in-stock/back-in-stock.messages';
import * as home from '../features/home/home.messages';
import * as productDetail from '../features/product-detail/product-detail.messages';
import * as productList from '../features/product-list/product-list.messages';
import * as promotions from '../features/promotions/promotions.messages';
import * as reviews from '../features/reviews/reviews.messages';
import * as seo from '../features/seo/seo.messages';
import * as tracking from '../features/tracking/tracking.messages';
import pcm from './pcm.json';
import ha from './ha.json';
import yo from './yo.json';
import ig from './ig.json';

const descriptors = descriptorsOf(
  notFound,
  card,
  backInStock,
  home,
  productDetail,
  productList,
  promotions,
  reviews,
  seo,
  tracking,
);

describe("the catalog's words in every language", () => {
  it('has every message in Pidgin, Hausa, Yoruba and Igbo, with the same arguments as the English, in NFC', () => {
    expect(descriptors.length).toBeGreaterThan(150);
    expect(catalogueProblems(descriptors, { pcm, ha, yo, ig })).toEqual([]);
  });

  it('keeps the English words of SPEC.md', () => {
    const english = Object.fromEntries(descriptors.map(({ id, defaultMessage }) => [id, defaultMessage]));
    expect(english).toMatchObject({
      'catalog.product.addToCart': 'Add to Cart',
      'catalog.product.notFound': 'Product not found',
      'catalog.home.shopNow': 'Shop now',
      'catalog.listing.allProducts': 'All Products',
      'catalog.notify.notifyMe': 'Notify me',
      'catalog.reviews.customerReviews': 'Customer reviews',
      'catalog.seo.homeTitle': 'Kasuwa | Shop online in Nigeria',
    });
  });
});
