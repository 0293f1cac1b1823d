import { defineMessage, defineMessages } from 'react-intl';

/** What a part of the shop that cannot be loaded says (its name, then what to do). */
export const remoteUnavailableTitle = defineMessage<{ section: string }>({
  id: 'shell.remoteUnavailable.title',
  defaultMessage: '{section} is unavailable right now',
});

export const remoteUnavailableMessages = defineMessages({
  text: {
    id: 'shell.remoteUnavailable.text',
    defaultMessage:
      'This part of the shop could not be loaded. Everything else keeps working; please try again in a moment.',
  },
  tryAgain: { id: 'shell.remoteUnavailable.tryAgain', defaultMessage: 'Try again' },
});

/** What each remote is, for "{section} is unavailable right now". */
export const remoteLabelMessages = defineMessages({
  catalog: { id: 'shell.remoteUnavailable.catalog', defaultMessage: 'The product catalog' },
  cart: { id: 'shell.remoteUnavailable.cart', defaultMessage: 'Your cart and wishlist' },
  account: { id: 'shell.remoteUnavailable.account', defaultMessage: 'Your account' },
  admin: { id: 'shell.remoteUnavailable.admin', defaultMessage: 'The admin area' },
});
