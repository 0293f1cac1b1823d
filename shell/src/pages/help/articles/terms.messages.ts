import { defineMessages } from 'react-intl';

/** /terms: {shop}, {address}, {email}, {phone} and {window} are the shop's Settings. */
export const termsMessages = defineMessages({
  intro: {
    id: 'shell.help.terms.intro',
    defaultMessage: 'The terms on which {shop} sells to you. Last updated {updated}.',
  },
  who: { id: 'shell.help.terms.who', defaultMessage: 'Who we are' },
  whoText: {
    id: 'shell.help.terms.whoText',
    defaultMessage: '{shop} is an online shop at {address}, Nigeria. Contact us at {email} or {phone}.',
  },
  orders: { id: 'shell.help.terms.orders', defaultMessage: 'Orders' },
  ordersText: {
    id: 'shell.help.terms.ordersText',
    defaultMessage:
      'An order is an offer to buy. It is accepted when we confirm it; until then we may decline it, for example when an item runs out. Prices are in Naira and include VAT; the delivery fee is shown before you order.',
  },
  payLater: { id: 'shell.help.terms.payLater', defaultMessage: 'Pay later' },
  payLaterText: {
    id: 'shell.help.terms.payLaterText',
    defaultMessage:
      'Instalment plans are subject to approval. Missed instalments may pause future Pay later orders. There is no interest.',
  },
  returns: { id: 'shell.help.terms.returns', defaultMessage: 'Returns and your rights' },
  returnsText: {
    id: 'shell.help.terms.returnsText',
    defaultMessage:
      'You may return items within {window} as described in <returns>Returns & Exchanges</returns>. Nothing in these terms limits your rights under the Federal Competition and Consumer Protection Act 2018.',
  },
  accounts: { id: 'shell.help.terms.accounts', defaultMessage: 'Accounts' },
  accountsText: {
    id: 'shell.help.terms.accountsText',
    defaultMessage: 'Keep your password to yourself. We may suspend accounts used for fraud or abuse.',
  },
  law: { id: 'shell.help.terms.law', defaultMessage: 'Law' },
  lawText: {
    id: 'shell.help.terms.lawText',
    defaultMessage: 'These terms are governed by the laws of the Federal Republic of Nigeria.',
  },
});
