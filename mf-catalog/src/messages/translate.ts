import { createIntl, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from 'shared-contracts/locales';

/** A page's `formatMessage` (`useIntl().formatMessage`), for the text the catalog makes outside its components. */
export type Translate = IntlShape['formatMessage'];

/** The catalog's words in English (the code's), where no page's language is given. */
export const inEnglish: Translate = createIntl({
  locale: DEFAULT_LOCALE,
  defaultLocale: DEFAULT_LOCALE,
}).formatMessage;
