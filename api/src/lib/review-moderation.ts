/**
 * What holds a review for the admin before others see it (docs/storefront.md §16): any link, or a word from the
 * shop's list. Words match whole (with common endings), without case, and through simple disguises ("f*ck",
 * "sh1t", spaced letters are not chased: the admin sees what slips through).
 */

/** Reasons shown to the review's author and to the admin. */
export const HELD_FOR_LINK = 'It contains a link';
export const HELD_FOR_WORDS = 'It contains words the shop does not allow';

/** An address: a scheme, "www.", or a name ending in a common top-level domain. */
const LINK =
  /\b(?:https?:\/\/|ftp:\/\/|www\.)|\b[a-z0-9-]{2,}\.(?:com|net|org|ng|io|co|info|biz|xyz|me|ly|link|app|shop|store|online|site|top|click|ru|uk|us)\b/i;

/** The shop's list: English swear words and slurs, and Nigerian ones shoppers use. Stems; endings are allowed. */
const WORDS = [
  'fuck',
  'fuk',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'arsehole',
  'cunt',
  'pussy',
  'whore',
  'slut',
  'nigger',
  'nigga',
  'faggot',
  'motherfucker',
  'wanker',
  'twat',
  'bollocks',
  'mumu',
  'olodo',
  'ashawo',
  'werey',
  'oloshi',
  'mugu',
];

const DISGUISES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '@': 'a',
  $: 's',
  '!': 'i',
  '*': 'u',
};

const WORD = new RegExp(`\\b(?:${WORDS.join('|')})(?:s|es|ed|er|ers|ing|y)?\\b`, 'i');

/** Why the text must wait for the admin, or null when it can be shown at once. */
export function heldReason(...texts: string[]): string | null {
  const text = texts.join('\n');
  if (LINK.test(text)) return HELD_FOR_LINK;
  const plain = text.toLowerCase().replace(/[0-9@$!*]/g, (c) => DISGUISES[c] ?? c);
  if (WORD.test(plain)) return HELD_FOR_WORDS;
  return null;
}
