import { defineMessages } from 'react-intl';

/** The loading screens' titles and tips (docs/storefront.md §2.9). */
export const loadingMessages = defineMessages({
  productsTitle: { id: 'shell.loading.products.title', defaultMessage: 'Loading products...' },
  productsTip1: {
    id: 'shell.loading.products.tip1',
    defaultMessage: 'Tip: filter by category to find what you need faster.',
  },
  productsTip2: {
    id: 'shell.loading.products.tip2',
    defaultMessage: 'Tip: add items to your wishlist to keep an eye on them.',
  },
  productsTip3: {
    id: 'shell.loading.products.tip3',
    defaultMessage: 'Tip: sale prices are shown beside the regular price.',
  },
  checkoutTitle: { id: 'shell.loading.checkout.title', defaultMessage: 'Preparing your checkout...' },
  checkoutTip1: {
    id: 'shell.loading.checkout.tip1',
    defaultMessage: 'Tip: check your delivery address before you confirm.',
  },
  checkoutTip2: {
    id: 'shell.loading.checkout.tip2',
    defaultMessage: 'Tip: pay on delivery or spread the cost with pay later.',
  },
  checkoutTip3: {
    id: 'shell.loading.checkout.tip3',
    defaultMessage: 'Tip: your cart is saved to your account.',
  },
  shippingTitle: { id: 'shell.loading.shipping.title', defaultMessage: 'Calculating shipping...' },
  shippingTip1: {
    id: 'shell.loading.shipping.tip1',
    defaultMessage: 'Tip: we deliver to all 36 states and the FCT.',
  },
  shippingTip2: {
    id: 'shell.loading.shipping.tip2',
    defaultMessage: 'Tip: large orders qualify for free shipping.',
  },
  shippingTip3: {
    id: 'shell.loading.shipping.tip3',
    defaultMessage: 'Tip: keep your phone nearby so the rider can reach you.',
  },
  profileTitle: { id: 'shell.loading.profile.title', defaultMessage: 'Loading your account...' },
  profileTip1: {
    id: 'shell.loading.profile.tip1',
    defaultMessage: 'Tip: keep your phone number up to date for deliveries.',
  },
  profileTip2: {
    id: 'shell.loading.profile.tip2',
    defaultMessage: 'Tip: you can follow your orders from your account.',
  },
  profileTip3: {
    id: 'shell.loading.profile.tip3',
    defaultMessage: 'Tip: use a strong password you do not use elsewhere.',
  },
  generalTitle: { id: 'shell.loading.general.title', defaultMessage: 'Loading...' },
  generalTip1: {
    id: 'shell.loading.general.tip1',
    defaultMessage: 'Tip: browse by category from the menu at the top.',
  },
  generalTip2: {
    id: 'shell.loading.general.tip2',
    defaultMessage: 'Tip: sign in to keep your cart on every device.',
  },
  generalTip3: {
    id: 'shell.loading.general.tip3',
    defaultMessage: 'Tip: contact us any time from the Contact link.',
  },
});
