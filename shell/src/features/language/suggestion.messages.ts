import { defineMessage } from 'react-intl';

/** The offer of a first visit's own language, written in that language. */
export const suggestionMessages = {
  text: defineMessage<{ language: string }>({
    id: 'shell.suggestion.text',
    defaultMessage: 'Kasuwa is also in {language}.',
  }),
  open: defineMessage<{ language: string }>({
    id: 'shell.suggestion.open',
    defaultMessage: 'Shop in {language}',
  }),
  dismiss: defineMessage({ id: 'shell.suggestion.dismiss', defaultMessage: 'No, thanks' }),
};
