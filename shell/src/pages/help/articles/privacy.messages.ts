import { defineMessages } from 'react-intl';

/** /privacy */
export const privacyMessages = defineMessages({
  intro: {
    id: 'shell.help.privacy.intro',
    defaultMessage:
      'How {shop} uses your personal data, under the Nigeria Data Protection Act 2023 and the NDPR. Last updated {updated}.',
  },
  collect: { id: 'shell.help.privacy.collect', defaultMessage: 'What we collect' },
  collect1: {
    id: 'shell.help.privacy.collect1',
    defaultMessage: 'Your account details: name, username, email address and phone number.',
  },
  collect2: {
    id: 'shell.help.privacy.collect2',
    defaultMessage: 'Your delivery addresses, orders, cart and wishlist.',
  },
  collect3: {
    id: 'shell.help.privacy.collect3',
    defaultMessage: 'Messages you send us, and your newsletter subscription.',
  },
  collect4: {
    id: 'shell.help.privacy.collect4',
    defaultMessage:
      'Technical data needed to keep the shop secure, such as your IP address when you sign in.',
  },
  why: { id: 'shell.help.privacy.why', defaultMessage: 'Why, and on what basis' },
  why1: {
    id: 'shell.help.privacy.why1',
    defaultMessage: 'To take and deliver your orders (performing our contract with you).',
  },
  why2: {
    id: 'shell.help.privacy.why2',
    defaultMessage: 'To keep your account secure and prevent fraud (our legitimate interest).',
  },
  why3: {
    id: 'shell.help.privacy.why3',
    defaultMessage:
      'To send the newsletter, only if you subscribed (your consent, which you can withdraw at any time).',
  },
  why4: {
    id: 'shell.help.privacy.why4',
    defaultMessage: 'To keep records the law requires, such as tax records.',
  },
  share: { id: 'shell.help.privacy.share', defaultMessage: 'Who we share it with' },
  shareText: {
    id: 'shell.help.privacy.shareText',
    defaultMessage:
      'Only the courier who delivers your order (name, phone and address) and the service providers who host the shop for us, under contracts that protect your data. We never sell your data.',
  },
  keep: { id: 'shell.help.privacy.keep', defaultMessage: 'How long we keep it' },
  keepText: {
    id: 'shell.help.privacy.keepText',
    defaultMessage:
      'Order records for six years, as tax law requires; the rest for as long as you keep your account, then we delete it.',
  },
  rights: { id: 'shell.help.privacy.rights', defaultMessage: 'Your rights' },
  rightsText: {
    id: 'shell.help.privacy.rightsText',
    defaultMessage:
      'Under the NDPR you may ask for a copy of your data, have it corrected or deleted, object to its use, or withdraw consent. Write to our Data Protection Officer at {email}; we answer within 30 days. You may also complain to the Nigeria Data Protection Commission (NDPC).',
  },
  cookies: { id: 'shell.help.privacy.cookies', defaultMessage: 'Cookies' },
  cookiesText: {
    id: 'shell.help.privacy.cookiesText',
    defaultMessage: 'See the <cookies>Cookie Policy</cookies>.',
  },
});
