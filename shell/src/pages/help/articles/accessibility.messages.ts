import { defineMessages } from 'react-intl';

/** /accessibility */
export const accessibilityMessages = defineMessages({
  intro: {
    id: 'shell.help.accessibility.intro',
    defaultMessage: 'We want everyone to be able to shop at {shop}.',
  },
  aim: { id: 'shell.help.accessibility.aim', defaultMessage: 'What we aim for' },
  aimText: {
    id: 'shell.help.accessibility.aimText',
    defaultMessage:
      'The shop aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Every page can be used with a keyboard alone, works with screen readers, and fits screens down to 360 pixels wide.',
  },
  limits: { id: 'shell.help.accessibility.limits', defaultMessage: 'Known limits' },
  limitsText: {
    id: 'shell.help.accessibility.limitsText',
    defaultMessage: 'Some product photos have short descriptions only. We are improving them.',
  },
  tellUs: { id: 'shell.help.accessibility.tellUs', defaultMessage: 'Tell us' },
  tellUsText: {
    id: 'shell.help.accessibility.tellUsText',
    defaultMessage:
      'If something is hard to use, write to {email} or call {phone}, and we will help you complete your order.',
  },
});
