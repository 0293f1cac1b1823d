import { defineMessages } from 'react-intl';

/** /faq: `<strong>` and the links' tags are the article's (faq.tsx); {fee} and {window} are the shop's Settings. */
export const faqMessages = defineMessages({
  intro: { id: 'shell.help.faq.intro', defaultMessage: 'Quick answers to what shoppers ask us most.' },
  ordersAndPayment: { id: 'shell.help.faq.ordersAndPayment', defaultMessage: 'Orders and payment' },
  howPay: { id: 'shell.help.faq.howPay', defaultMessage: 'How do I pay?' },
  howPayAnswer: {
    id: 'shell.help.faq.howPayAnswer',
    defaultMessage:
      'Choose <strong>Pay on delivery</strong> and pay the rider in cash or by transfer when your parcel arrives, or <strong>Pay later</strong> in 2, 3 or 4 instalments, subject to approval. All prices are in Naira and include VAT.',
  },
  cancel: { id: 'shell.help.faq.cancel', defaultMessage: 'Can I cancel an order?' },
  cancelAnswer: {
    id: 'shell.help.faq.cancelAnswer',
    defaultMessage:
      'Yes, while it is pending or confirmed: open it under <orders>My Orders</orders> and choose Cancel. Once it has been handed to the courier, refuse the delivery or return it instead.',
  },
  whyAccount: { id: 'shell.help.faq.whyAccount', defaultMessage: 'Why do I need an account?' },
  whyAccountAnswer: {
    id: 'shell.help.faq.whyAccountAnswer',
    defaultMessage:
      'Your cart, wishlist and orders are kept with your account, so they follow you from your phone to your laptop. Browsing needs no account.',
  },
  delivery: { id: 'shell.help.faq.delivery', defaultMessage: 'Delivery' },
  howLong: { id: 'shell.help.faq.howLong', defaultMessage: 'How long does delivery take?' },
  howLongAnswer: {
    id: 'shell.help.faq.howLongAnswer',
    defaultMessage:
      'From one working day in Lagos to about a week in the far north. See <shipping>Shipping</shipping> for every region.',
  },
  howMuch: { id: 'shell.help.faq.howMuch', defaultMessage: 'How much is delivery?' },
  howMuchAnswer: {
    id: 'shell.help.faq.howMuchAnswer',
    defaultMessage:
      "{fee} to your door, depending on your state, and free above each zone's threshold; less at a pickup station. See <shipping>Shipping</shipping>.",
  },
  returns: { id: 'shell.help.faq.returns', defaultMessage: 'Returns' },
  canReturn: { id: 'shell.help.faq.canReturn', defaultMessage: 'Can I return something?' },
  canReturnAnswer: {
    id: 'shell.help.faq.canReturnAnswer',
    defaultMessage:
      'Yes, within {window} of delivery, unused and in its packaging. See <returns>Returns & Exchanges</returns>.',
  },
  forgotPassword: { id: 'shell.help.faq.forgotPassword', defaultMessage: 'I forgot my password.' },
  forgotPasswordAnswer: {
    id: 'shell.help.faq.forgotPasswordAnswer',
    defaultMessage: 'Use <reset>Forgot password?</reset>: we email you a link that works once, for an hour.',
  },
});
