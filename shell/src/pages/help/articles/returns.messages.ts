import { defineMessages } from 'react-intl';

/** /returns: {window} is the shop's return window (Settings). */
export const returnsMessages = defineMessages({
  intro: {
    id: 'shell.help.returns.intro',
    defaultMessage: 'Changed your mind? Return most items within {window} of delivery.',
  },
  what: { id: 'shell.help.returns.what', defaultMessage: 'What can be returned' },
  what1: {
    id: 'shell.help.returns.what1',
    defaultMessage: 'Items unused, with their labels, in their original packaging.',
  },
  what2: {
    id: 'shell.help.returns.what2',
    defaultMessage:
      'Not returnable, for hygiene reasons: underwear, swimwear, earrings and opened beauty products, unless they arrived faulty.',
  },
  how: { id: 'shell.help.returns.how', defaultMessage: 'How to return' },
  how1: {
    id: 'shell.help.returns.how1',
    defaultMessage:
      'Within {window} of delivery, send us a message through the <contact>contact form</contact> (choose "Returns & Refunds") with your order number.',
  },
  how2: {
    id: 'shell.help.returns.how2',
    defaultMessage: 'We arrange a pickup at your address within 3 working days, free of charge.',
  },
  how3: {
    id: 'shell.help.returns.how3',
    defaultMessage: 'Once we have checked the item, we refund you or send the exchange.',
  },
  refunds: { id: 'shell.help.returns.refunds', defaultMessage: 'Refunds' },
  refundsText: {
    id: 'shell.help.returns.refundsText',
    defaultMessage:
      'Refunds go to your Nigerian bank account within 5 working days of the item reaching us. Faulty or wrong items are refunded in full, delivery included.',
  },
  exchanges: { id: 'shell.help.returns.exchanges', defaultMessage: 'Exchanges' },
  exchangesText: {
    id: 'shell.help.returns.exchangesText',
    defaultMessage:
      'Wrong size? We exchange it for another size or colour of the same product, stock permitting.',
  },
});
