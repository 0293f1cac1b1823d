import { createIntl } from 'react-intl';
import type { ToastText, Words } from '../words';

const english = createIntl({ locale: 'en-NG', defaultLocale: 'en-NG' });

/** What a toast says in English (a test's view of `notify`'s words). */
export function inEnglish(text: ToastText): string {
  if (typeof text === 'string') return text;
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([key, value]) => [
      key,
      typeof value === 'object' ? inEnglish(value as Words) : value,
    ]),
  );
  return english.formatMessage(text.message, values);
}

/** Everything a mocked toast function was asked to say, in English. */
export const saidBy = (toast: unknown): string[] =>
  (toast as jest.Mock<unknown, [ToastText, ...unknown[]]>).mock.calls.map(([text]) => inEnglish(text));
