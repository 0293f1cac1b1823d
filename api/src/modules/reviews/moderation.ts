/**
 * What holds a review for the admin before others see it (docs/storefront.md §16): any link, also one disguised
 * ("evil[.]example", "evil dot com", "hxxp://", "www .evil .com"), or a word from the shop's list. Words match
 * whole (with common endings), without case, and through simple disguises ("f*ck", "sh1t"; spaced letters are
 * not chased: the admin sees what slips through).
 */

/** Reasons shown to the review's author and to the admin. */
export const HELD_FOR_LINK = 'It contains a link';
export const HELD_FOR_WORDS = 'It contains words the shop does not allow';

/** Top-level domains a name must end in to count as an address when nothing else marks it as one. */
const TLD = '(?:com|net|org|ng|io|co|info|biz|xyz|me|ly|link|app|shop|store|online|site|top|click|ru|uk|us)';
/** A dot, also the ideographic and full-width ones. */
const DOT = '[.\u3002\uff0e\uff61]';

/**
 * An address, written plainly or disguised so that a filter misses it. Each form is one a person writes only to
 * name a site, so prose ("I paid N5,000. Great.", "version 2.0", "e.g. the blue one") is let through.
 */
const LINKS = [
  // A scheme, also defanged or spaced: https://, hxxp://, h**p://, "https ://".
  /\b(?:h[tx*]{2}ps?|ftp)\s*:\s*\/\//i,
  // "www." and "www .evil".
  new RegExp(`\\bwww\\s*${DOT}`, 'i'),
  // A name and a common top-level domain, the dot written plainly, with a space before it, or as the word "dot":
  // mystore.com, "evil .com", "evil dot com".
  new RegExp(`\\b[a-z0-9-]{2,}(?:${DOT}|\\s+${DOT}\\s*|\\s+dot\\s+)${TLD}\\b`, 'i'),
  // A dot in brackets, before any name: evil[.]example, evil(.)example, evil{.}example, evil [dot] example.
  new RegExp(`\\b[a-z0-9-]{2,}\\s*[[({<]\\s*(?:${DOT}|dot)\\s*[\\])}>]\\s*[a-z]{2,}`, 'i'),
];

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
  if (LINKS.some((link) => link.test(text))) return HELD_FOR_LINK;
  const plain = text.toLowerCase().replace(/[0-9@$!*]/g, (c) => DISGUISES[c] ?? c);
  if (WORD.test(plain)) return HELD_FOR_WORDS;
  return null;
}
