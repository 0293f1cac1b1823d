import { defineMessage, defineMessages } from 'react-intl';

/** "Notify me" on a product out of stock (docs/storefront.md §3.6; English as SPEC.md has it). */
export const notifyMessages = defineMessages({
  addressNeeded: {
    id: 'catalog.notify.addressNeeded',
    defaultMessage: 'Enter your email address so we can tell you',
  },
  outOfStock: { id: 'catalog.notify.outOfStock', defaultMessage: 'Out of stock' },
  form: { id: 'catalog.notify.form', defaultMessage: 'Notify me when it is back' },
  wantIt: {
    id: 'catalog.notify.wantIt',
    defaultMessage: 'Want it? We will tell you once, as soon as it is back in stock.',
  },
  giveAddress: {
    id: 'catalog.notify.giveAddress',
    defaultMessage: 'Give an email, a phone for an SMS, or both.',
  },
  email: { id: 'catalog.notify.email', defaultMessage: 'Email' },
  emailPlaceholder: { id: 'catalog.notify.emailPlaceholder', defaultMessage: 'Enter your email address' },
  phone: { id: 'catalog.notify.phone', defaultMessage: 'Phone for an SMS' },
  saveFailed: {
    id: 'catalog.notify.saveFailed',
    defaultMessage: 'We could not save that. Please try again.',
  },
  saving: { id: 'catalog.notify.saving', defaultMessage: 'Saving...' },
  notifyMe: { id: 'catalog.notify.notifyMe', defaultMessage: 'Notify me' },
});

/** What the shopper waiting for the product is told: how, and at which addresses, they will hear. */
export const willEmailAndText = defineMessage<{ email: string; phone: string; name: string }>({
  id: 'catalog.notify.willEmailAndText',
  defaultMessage: 'We will email you at {email} and text you at {phone} once {name} is back in stock.',
});

export const willEmail = defineMessage<{ email: string; name: string }>({
  id: 'catalog.notify.willEmail',
  defaultMessage: 'We will email you at {email} once {name} is back in stock.',
});

export const willText = defineMessage<{ phone: string; name: string }>({
  id: 'catalog.notify.willText',
  defaultMessage: 'We will text you at {phone} once {name} is back in stock.',
});

export const willTell = defineMessage<{ name: string }>({
  id: 'catalog.notify.willTell',
  defaultMessage: 'We will tell you once {name} is back in stock.',
});
