import type { MessageDescriptor } from 'react-intl';

/**
 * Words to be shown later, where the page's language is known (a toast is put in words by the toast host, inside
 * the shell's i18n provider): a message and its values, which may be words themselves.
 */
export interface Words {
  message: MessageDescriptor;
  values?: Readonly<Record<string, string | number | Words>>;
}

/**
 * What a toast says: words, or a text (the English of a known message — docs/storefront.md §8's, the SDK's — shown
 * in the page's language, or a text already in it, shown as it is).
 */
export type ToastText = string | Words;

export const words = (message: MessageDescriptor, values?: Words['values']): Words =>
  values === undefined ? { message } : { message, values };

/** Words as text, by `format` (an `intl`'s `formatMessage`), their values that are words put in text first. */
export function textOf(
  words: Words,
  format: (message: MessageDescriptor, values: Record<string, string | number>) => string,
): string {
  const values = Object.fromEntries(
    Object.entries(words.values ?? {}).map(([key, value]) => [
      key,
      typeof value === 'object' ? textOf(value, format) : value,
    ]),
  );
  return format(words.message, values);
}
