import { createIntl } from 'react-intl';
import { textOf, type ToastText } from '../words';

const english = createIntl({ locale: 'en-NG', defaultLocale: 'en-NG' });

/** What a toast says in English (a test's view of `notify`'s words). */
export const inEnglish = (text: ToastText): string =>
  typeof text === 'string' ? text : textOf(text, english.formatMessage);

/** Everything a mocked toast function was asked to say, in English. */
export const saidBy = (toast: unknown): string[] =>
  (toast as jest.Mock<unknown, [ToastText, ...unknown[]]>).mock.calls.map(([text]) => inEnglish(text));
