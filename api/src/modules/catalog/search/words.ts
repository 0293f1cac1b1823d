import { foldText } from 'shared-contracts/text';

/**
 * A search's words, split as the database splits a product's (search_words in migration 0012): folded as
 * `foldText` folds ("Men's" is "mens", "ìrẹsì" is "iresi", "ɗankwali" "dankwali"), split at anything but a letter
 * or a digit ("aso-oke" is "aso oke"). Only [a-z0-9] is left, so a word is always safe inside a tsquery.
 */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Words that say nothing about the product a shopper wants ("phone for school", "rice and oil"). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'of',
  'with',
  'to',
  'in',
  'on',
  'my',
  'i',
  'me',
]);

/**
 * A word as a tsquery operand: words of three characters or more match as prefixes ("sams" finds Samsung, and a
 * word being typed finds its completions), and numbers of two digits or more ("40" finds "Hot 40i"); shorter
 * ones only whole, else "ac" would find "active".
 */
export function operand(word: string, prefix = word.length >= 3 || /^[0-9]{2,}$/.test(word)): string {
  return prefix ? `${word}:*` : word;
}

/** A term of one or more words ("air conditioner") as a tsquery: every word. */
export function termQuery(term: string, prefix?: boolean | undefined): string {
  const words = term.split(' ').filter(Boolean);
  const parts = words.map((w) => operand(w, prefix));
  return parts.length === 1 ? (parts[0] ?? '') : `(${parts.join(' & ')})`;
}
