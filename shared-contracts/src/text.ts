/**
 * Letters PostgreSQL's unaccent folds that have no decomposition in Unicode: Hausa's hooked letters, and ŋ. Tone
 * marks and dots below (Yoruba's ẹ ọ ṣ, Igbo's ị ọ ụ ṅ) come off with the other combining marks.
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ɓ: 'b',
  ɗ: 'd',
  ƙ: 'k',
  ƴ: 'y',
  ŋ: 'n',
  Ɓ: 'B',
  Ɗ: 'D',
  Ƙ: 'K',
  Ƴ: 'Y',
  Ŋ: 'N',
};

/**
 * `text` with its tone marks, dots below and hooked letters gone and its case kept: "Ìrẹsì" is "Iresi", "Ɗankwali"
 * "Dankwali" (what a screen that shows only plain letters, a USSD menu's, can show of a name).
 */
export function stripMarks(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ɓɗƙƴŋƁƊƘƳŊ]/g, (letter) => UNDECOMPOSED[letter] ?? letter);
}

/**
 * `text` in lower case with its marks and apostrophes gone, as the database's search folds it (search_words in
 * migration 0012): "Men's" is "mens", "Ìrẹsì" "iresi", "Ɗankwali" "dankwali". Other characters stay.
 */
export function foldText(text: string): string {
  return stripMarks(text).toLowerCase().replace(/['’]/g, '');
}

/** `text` as the words of a URL: 'Home & Garden' → 'home-garden', 'Ɗankwali (Kano)' → 'dankwali-kano'; '' when none. */
export const slugWords = (text: string): string =>
  foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * GSM 03.38's basic character set, each one septet (the extension table's `[ ] { } \ ^ ~ | €` take two and are left
 * out). A USSD screen or an SMS of these shows as written on any handset; anything else may show as boxes.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** Whether one character is in GSM-7's basic set. */
export const isGsm7Character = (character: string): boolean => GSM7_BASIC.has(character);

/** Whether every character of `text` is in GSM-7's basic set. */
export const isGsm7 = (text: string): boolean => [...text].every(isGsm7Character);

/** Characters a shop's text uses that GSM-7 lacks, in the plain letters a handset shows. */
const PLAIN: Readonly<Record<string, string>> = {
  '₦': 'N',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '×': 'x',
  '\u00a0': ' ',
  '\t': ' ',
};

/**
 * `text` in GSM-7 that any handset shows: `₦` as `N`, tone marks and dots below off (Ìrẹsì → Iresi), hooked letters
 * plain (Ɗ → D), curly quotes straight; what still is not GSM-7 (emoji, other scripts) is left out.
 */
export function toGsm7(text: string): string {
  return [...stripMarks(text)]
    .map((c) => (isGsm7Character(c) ? c : (PLAIN[c] ?? '')))
    .join('')
    .replace(/ {2,}/g, ' ');
}

/** The first word of a full name ("Ada Obi" → "Ada"): what a message to the shopper greets them by. */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';
