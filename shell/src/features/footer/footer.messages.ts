import { defineMessages } from 'react-intl';

/** The footer's words (docs/storefront.md §1.3; English as SPEC.md has it). */
export const footerMessages = defineMessages({
  newsletterTitle: { id: 'shell.footer.newsletterTitle', defaultMessage: 'Subscribe to our newsletter' },
  newsletterText: {
    id: 'shell.footer.newsletterText',
    defaultMessage: 'Be the first to hear about exclusive offers, deals, new products and promotions.',
  },
  consent: {
    id: 'shell.footer.consent',
    defaultMessage:
      'By subscribing, you agree to our Privacy Policy and consent to receive updates from our company.',
  },
  getInTouch: { id: 'shell.footer.getInTouch', defaultMessage: 'Get in touch' },
  dataSaver: { id: 'shell.footer.dataSaver', defaultMessage: 'Data saver: smaller pictures' },
  email: { id: 'shell.footer.email', defaultMessage: 'Email:' },
  phone: { id: 'shell.footer.phone', defaultMessage: 'Phone:' },
  shop: { id: 'shell.footer.shop', defaultMessage: 'Shop' },
  customerService: { id: 'shell.footer.customerService', defaultMessage: 'Customer Service' },
  legal: { id: 'shell.footer.legal', defaultMessage: 'Legal' },
  home: { id: 'shell.footer.home', defaultMessage: 'Home' },
  allProducts: { id: 'shell.footer.allProducts', defaultMessage: 'All Products' },
  myAccount: { id: 'shell.footer.myAccount', defaultMessage: 'My Account' },
  cart: { id: 'shell.footer.cart', defaultMessage: 'Cart' },
  wishlist: { id: 'shell.footer.wishlist', defaultMessage: 'Wishlist' },
  contactUs: { id: 'shell.footer.contactUs', defaultMessage: 'Contact Us' },
  faq: { id: 'shell.footer.faq', defaultMessage: 'FAQ' },
  shipping: { id: 'shell.footer.shipping', defaultMessage: 'Shipping Info' },
  returns: { id: 'shell.footer.returns', defaultMessage: 'Returns & Exchanges' },
  sizeGuide: { id: 'shell.footer.sizeGuide', defaultMessage: 'Size Guide' },
  terms: { id: 'shell.footer.terms', defaultMessage: 'Terms of Service' },
  privacy: { id: 'shell.footer.privacy', defaultMessage: 'Privacy Policy' },
  cookies: { id: 'shell.footer.cookies', defaultMessage: 'Cookie Policy' },
  accessibility: { id: 'shell.footer.accessibility', defaultMessage: 'Accessibility' },
  followUs: { id: 'shell.footer.followUs', defaultMessage: 'Follow us' },
  payments: { id: 'shell.footer.payments', defaultMessage: 'Accepted payments' },
});
