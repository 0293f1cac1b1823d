import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** Each help page's title, by its slug (the English is HELP_TOPICS', which the route table and the end-to-end tests read). */
export const helpTitles = defineMessages({
  contact: { id: 'shell.help.title.contact', defaultMessage: 'Contact Us' },
  faq: { id: 'shell.help.title.faq', defaultMessage: 'Frequently Asked Questions' },
  shipping: { id: 'shell.help.title.shipping', defaultMessage: 'Shipping & Delivery' },
  returns: { id: 'shell.help.title.returns', defaultMessage: 'Returns & Exchanges' },
  'size-guide': { id: 'shell.help.title.sizeGuide', defaultMessage: 'Size Guide' },
  terms: { id: 'shell.help.title.terms', defaultMessage: 'Terms of Service' },
  privacy: { id: 'shell.help.title.privacy', defaultMessage: 'Privacy Policy' },
  cookies: { id: 'shell.help.title.cookies', defaultMessage: 'Cookie Policy' },
  accessibility: { id: 'shell.help.title.accessibility', defaultMessage: 'Accessibility' },
});

/** The help pages' frame: their description for search engines and link previews, and the topics menu. */
export const helpMessages = {
  description: defineMessage<{ topic: string; shop: string }>({
    id: 'shell.help.description',
    defaultMessage: '{topic} at {shop}: how shopping, delivery and returns work for shoppers across Nigeria.',
  }),
  topics: defineMessage<{ title: string; current: MessageTag }>({
    id: 'shell.help.topics',
    defaultMessage: 'Help topics: <current>{title}</current>',
  }),
  nav: defineMessage({ id: 'shell.help.nav', defaultMessage: 'Help' }),
  contactText: defineMessage({
    id: 'shell.help.contactText',
    defaultMessage:
      'Email {email} or call {phone} (Monday to Saturday, 8 am to 6 pm), or send us a message below. We answer within one working day.',
  }),
};

/** The shop's details as the articles name them (common.tsx). */
export const helpCommonMessages = {
  returnWindow: defineMessage<{ days: number }>({
    id: 'shell.help.returnWindow',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  }),
  aFee: defineMessage({ id: 'shell.help.aFee', defaultMessage: 'a fee' }),
  feeRange: defineMessage<{ low: string; high: string }>({
    id: 'shell.help.feeRange',
    defaultMessage: '{low} to {high}',
  }),
};
