import { defineMessages } from 'react-intl';

/** /cookies */
export const cookiesMessages = defineMessages({
  intro: { id: 'shell.help.cookies.intro', defaultMessage: 'What we store in your browser, and why.' },
  whatWeStore: { id: 'shell.help.cookies.whatWeStore', defaultMessage: 'What we store' },
  session: {
    id: 'shell.help.cookies.session',
    defaultMessage:
      "<strong>Your session</strong> (in your browser's local storage), so you stay signed in. It is removed when you log out.",
  },
  advertising: {
    id: 'shell.help.cookies.advertising',
    defaultMessage: '<strong>Nothing for advertising.</strong> We use no advertising or tracking cookies.',
  },
  yourChoice: { id: 'shell.help.cookies.yourChoice', defaultMessage: 'Your choice' },
  yourChoiceText: {
    id: 'shell.help.cookies.yourChoiceText',
    defaultMessage:
      "You can clear this storage in your browser's settings at any time; you will then need to sign in again.",
  },
});
