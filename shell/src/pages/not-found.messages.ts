import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The 404 page's words (docs/storefront.md §2.7; English as SPEC.md has it). */
export const notFoundMessages = defineMessages({
  title: { id: 'shell.notFound.title', defaultMessage: 'Page Not Found' },
  heading: { id: 'shell.notFound.heading', defaultMessage: 'Oops! Page Not Found' },
  text: {
    id: 'shell.notFound.text',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
  },
  cancel: { id: 'shell.notFound.cancel', defaultMessage: 'Cancel redirect' },
  cancelled: { id: 'shell.notFound.cancelled', defaultMessage: 'Redirect cancelled.' },
  searchLabel: { id: 'shell.notFound.searchLabel', defaultMessage: 'Search the shop' },
  searchPlaceholder: { id: 'shell.notFound.searchPlaceholder', defaultMessage: 'Search for products...' },
  search: { id: 'shell.notFound.search', defaultMessage: 'Search' },
  goBack: { id: 'shell.notFound.goBack', defaultMessage: 'Go Back' },
  goHome: { id: 'shell.notFound.goHome', defaultMessage: 'Go to Homepage' },
  refresh: { id: 'shell.notFound.refresh', defaultMessage: 'Refresh Page' },
  popularCategories: { id: 'shell.notFound.popularCategories', defaultMessage: 'Popular categories' },
  electronics: { id: 'shell.notFound.electronics', defaultMessage: 'Electronics' },
  fashion: { id: 'shell.notFound.fashion', defaultMessage: 'Fashion' },
  homeAndGarden: { id: 'shell.notFound.homeAndGarden', defaultMessage: 'Home & Garden' },
  sports: { id: 'shell.notFound.sports', defaultMessage: 'Sports' },
  quickLinks: { id: 'shell.notFound.quickLinks', defaultMessage: 'Quick links' },
  homepage: { id: 'shell.notFound.homepage', defaultMessage: 'Homepage' },
  allProducts: { id: 'shell.notFound.allProducts', defaultMessage: 'All Products' },
  categories: { id: 'shell.notFound.categories', defaultMessage: 'Categories' },
  myAccount: { id: 'shell.notFound.myAccount', defaultMessage: 'My Account' },
  contactUs: { id: 'shell.notFound.contactUs', defaultMessage: 'Contact Us' },
  helpCenter: { id: 'shell.notFound.helpCenter', defaultMessage: 'Help Center' },
  surpriseMe: { id: 'shell.notFound.surpriseMe', defaultMessage: 'Surprise me' },
  egg1: {
    id: 'shell.notFound.egg1',
    defaultMessage: 'You found a secret! Even our lost pages are well looked after.',
  },
  egg2: { id: 'shell.notFound.egg2', defaultMessage: 'Fun fact: "kasuwa" means "market" in Hausa.' },
  egg3: { id: 'shell.notFound.egg3', defaultMessage: 'This page went to the market and never came back.' },
});

/** The countdown home: `<count>` wraps the number of seconds left (a plural: Pidgin counts 0 as one, Yoruba has one form). */
export const redirectCountdown = defineMessage<{ seconds: number; count: MessageTag }>({
  id: 'shell.notFound.countdown',
  defaultMessage:
    'Redirecting to the homepage in {seconds, plural, one {<count>#</count> second} other {<count>#</count> seconds}}.',
});
