import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/locales';
import { formatPlainNaira, fromKobo } from 'shared-contracts/money';
import { uploadFile } from '../../services/pictures.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

/** The size link previewers show best (Open Graph's 1.91:1); WhatsApp drops pictures over about 300 KB. */
export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;

/** Changes whenever the drawing changes, so pictures kept from an older drawing are not served again. */
const DRAWING_VERSION = 2;

/** The square that holds the pictures, on the left; the words go on the right. */
const SQUARE = SHARE_IMAGE.height;
const PANEL_X = SQUARE;
const PANEL_WIDTH = SHARE_IMAGE.width - SQUARE;
const GREEN = '#0f7b3f';
const GREEN_DEEP = '#14532d';
const AMBER = '#f59e0b';
// Fonts the API's image has (fonts-dejavu-core in the Dockerfile); the others where it runs elsewhere.
const TITLE_SIZES = [52, 46, 40, 34];
const BOLD_EM = 0.64;
const FONT = "DejaVu Sans, 'Liberation Sans', Arial, Helvetica, sans-serif";

/** What a share picture says beside its pictures. */
export interface ShareCard {
  /** Stored pictures (paths under the uploads folder): one fills the square, up to four share it. */
  pictures: string[];
  title: string;
  /** Kobo: the price to pay, and the price before a sale (shown struck through) when it is higher. */
  priceKobo?: number | undefined;
  regularPriceKobo?: number | undefined;
  /** A line under the title: a category's description, the shop's promise. */
  subtitle?: string | undefined;
  /** Above the title, small: the category. */
  kicker?: string | undefined;
  /** The language of the card's own words ("Was", the shop's promise); absent: English. */
  locale?: Locale | undefined;
}

/** The card's own words in each language: the price before a sale, the shop's promise, the shop's own card. */
export const CARD_WORDS: Readonly<
  Record<Locale, { was: string; promise: string; shopTitle: string; shopSubtitle: string }>
> = {
  'en-NG': {
    was: 'Was',
    promise: 'Delivery across Nigeria · Pay on delivery',
    shopTitle: 'Shop online in Nigeria',
    shopSubtitle: 'Phones, electronics, fashion, home and groceries, priced in Naira.',
  },
  pcm: {
    was: 'Before na',
    promise: 'We dey deliver all Naija · Pay wen e land',
    shopTitle: 'Buy tins online for Naija',
    shopSubtitle: 'Phone, electronics, cloth, house tins and food, price for Naira.',
  },
  ha: {
    was: 'A da',
    promise: 'Isarwa a duk Najeriya · Biya idan an kawo',
    shopTitle: 'Sayayya ta intanet a Najeriya',
    shopSubtitle: 'Wayoyi, kayan lantarki, tufafi, kayan gida da kayan abinci, farashi a Naira.',
  },
  yo: {
    was: 'Tẹ́lẹ̀',
    promise: 'À ń fi ránṣẹ́ jákèjádò Nàìjíríà · Sanwó tó bá dé',
    shopTitle: 'Ra ọjà lórí ayélujára ní Nàìjíríà',
    shopSubtitle: 'Fóònù, ẹ̀rọ ayára-bí-àṣá, aṣọ, ohun èlò ilé àti oúnjẹ, ní owó Náírà.',
  },
  ig: {
    was: 'Na mbụ',
    promise: 'Anyị na-ezigara Naịjirịa niile · Kwụọ ma ọ bịa',
    shopTitle: 'Zụta ihe n’ịntanetị na Naịjirịa',
    shopSubtitle: 'Ekwentị, ngwa eletrọnịkị, uwe, ihe ụlọ na nri, ọnụahịa na Naịra.',
  },
};

/** Characters as drawn: combining marks (Yoruba's tones over a dotted vowel) take no room of their own. */
const drawnLength = (text: string): number => text.normalize('NFC').replace(/\p{M}/gu, '').length;

/** Words into lines of at most `maxChars` characters (about), the last one cut with "…" when there are more. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const piece = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    if (current && `${current} ${piece}`.length > maxChars) {
      lines.push(current);
      current = piece;
    } else current = current ? `${current} ${piece}` : piece;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length > maxChars - 1 ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

/** The words of the card: the panel on the right, in the shop's green, as an SVG the size of the whole picture. */
function panelSvg(card: ShareCard): string {
  const words = CARD_WORDS[card.locale ?? DEFAULT_LOCALE];
  const x = PANEL_X + 48;
  const width = PANEL_WIDTH - 96;
  const parts: string[] = [
    `<rect x="${PANEL_X}" y="0" width="${PANEL_WIDTH}" height="${SHARE_IMAGE.height}" fill="${GREEN_DEEP}"/>`,
    `<rect x="${PANEL_X}" y="0" width="10" height="${SHARE_IMAGE.height}" fill="${AMBER}"/>`,
    // The shop's name, as its logo sets it.
    `<text x="${x}" y="86" font-size="44" font-weight="700" fill="#ffffff">Kasuwa</text>`,
    `<circle cx="${x + 202}" cy="72" r="8" fill="${AMBER}"/>`,
  ];
  let y = 170;
  if (card.kicker) {
    parts.push(
      `<text x="${x}" y="${y}" font-size="24" fill="#bbf7d0" letter-spacing="1">${escapeMarkup(card.kicker.toUpperCase())}</text>`,
    );
    y += 52;
  }
  // The largest size at which the title fits in three lines (bold DejaVu Sans is about 0.62 em a character).
  const fitted = TITLE_SIZES.map((size) => {
    const maxChars = Math.floor(width / (size * BOLD_EM));
    return { size, lines: wrapText(card.title, maxChars, 3) };
  });
  const { size, lines: titleLines } =
    fitted.find(({ lines }) => !lines.some((line) => line.endsWith('…'))) ?? fitted[fitted.length - 1]!;
  for (const line of titleLines) {
    parts.push(
      `<text x="${x}" y="${y}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeMarkup(line)}</text>`,
    );
    y += size + 12;
  }
  if (card.subtitle) {
    y += 6;
    for (const line of wrapText(card.subtitle, 34, 2)) {
      parts.push(`<text x="${x}" y="${y}" font-size="26" fill="#dcfce7">${escapeMarkup(line)}</text>`);
      y += 36;
    }
  }
  if (card.priceKobo !== undefined) {
    const priceY = Math.max(y + 60, 470);
    const price = formatPlainNaira(fromKobo(card.priceKobo));
    const priceSize = price.length > 11 ? 46 : 58;
    parts.push(
      `<rect x="${x - 4}" y="${priceY - priceSize - 4}" width="${Math.min(width + 8, 40 + price.length * priceSize * BOLD_EM)}" height="${priceSize + 28}" rx="14" fill="${AMBER}"/>`,
      `<text x="${x + 16}" y="${priceY}" font-size="${priceSize}" font-weight="700" fill="${GREEN_DEEP}">${escapeMarkup(price)}</text>`,
    );
    if (card.regularPriceKobo && card.regularPriceKobo > card.priceKobo) {
      const regular = formatPlainNaira(fromKobo(card.regularPriceKobo));
      const regularY = priceY + 64;
      const from = x + (drawnLength(words.was) + 1) * 28 * 0.6;
      parts.push(
        `<text x="${x}" y="${regularY}" font-size="28" fill="#bbf7d0">${escapeMarkup(words.was)} ${escapeMarkup(regular)}</text>`,
        `<line x1="${from}" y1="${regularY - 9}" x2="${from + regular.length * 28 * 0.6}" y2="${regularY - 9}" stroke="#bbf7d0" stroke-width="3"/>`,
      );
    }
  }
  // The promise on one line: smaller in a language that says it in more letters than English's 41.
  const promiseSize = Math.max(16, Math.min(22, Math.floor((22 * 41) / drawnLength(words.promise))));
  parts.push(
    `<text x="${x}" y="${SHARE_IMAGE.height - 36}" font-size="${promiseSize}" fill="#bbf7d0">${escapeMarkup(words.promise)}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" font-family="${FONT}">`,
    ...parts,
    '</svg>',
  ].join('');
}

/** A shopping bag on the shop's green: the square of a product that has no picture yet. */
function drawnSquareSvg(title: string): string {
  const initial = escapeMarkup((title.trim()[0] ?? 'K').toUpperCase());
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SQUARE}" height="${SQUARE}" viewBox="0 0 630 630" font-family="${FONT}">`,
    `<rect width="630" height="630" fill="#ecfdf5"/>`,
    `<circle cx="315" cy="330" r="230" fill="#d1fae5"/>`,
    `<path d="M215 250 h200 l22 250 h-244 z" fill="${GREEN}"/>`,
    `<path d="M255 255 v-40 a60 60 0 0 1 120 0 v40" fill="none" stroke="${GREEN_DEEP}" stroke-width="18" stroke-linecap="round"/>`,
    `<text x="315" y="430" text-anchor="middle" font-size="120" font-weight="700" fill="#ffffff">${initial}</text>`,
    '</svg>',
  ].join('');
}

/** One picture, whole, in a square: over a blurred, enlarged copy of itself, so a picture of any shape leaves no bars. */
async function squareOf(file: string, size: number): Promise<Buffer> {
  const source = await sharp(file, { density: 200 }).flatten({ background: '#ffffff' }).toBuffer();
  const backdrop = await sharp(source)
    .resize(size, size, { fit: 'cover' })
    .blur(24)
    .modulate({ brightness: 1.05 })
    .toBuffer();
  const whole = await sharp(source)
    .resize(size, size, { fit: 'inside', withoutEnlargement: false })
    .toBuffer();
  return sharp(backdrop)
    .composite([{ input: whole, gravity: 'centre' }])
    .png()
    .toBuffer();
}

async function picturesSquare(uploadDir: string, card: ShareCard): Promise<Buffer> {
  const files = card.pictures.slice(0, 4).map((path) => uploadFile(uploadDir, path));
  if (files.length === 0)
    return sharp(Buffer.from(drawnSquareSvg(card.title)))
      .png()
      .toBuffer();
  if (files.length < 4) return squareOf(files[0] ?? '', SQUARE);
  // Four pictures share the square, two by two, with a white line between them.
  const gap = 6;
  const tile = (SQUARE - gap) / 2;
  const tiles = await Promise.all(files.map((file) => squareOf(file, tile)));
  return sharp({ create: { width: SQUARE, height: SQUARE, channels: 3, background: '#ffffff' } })
    .composite(
      tiles.map((input, index) => ({
        input,
        left: (index % 2) * (tile + gap),
        top: Math.floor(index / 2) * (tile + gap),
      })),
    )
    .png()
    .toBuffer();
}

/** The card drawn: its pictures on the left, its words on the right, as a JPEG of at most 300 KB. */
export async function drawShareCard(uploadDir: string, card: ShareCard): Promise<Buffer> {
  const square = await picturesSquare(uploadDir, card);
  const canvas = await sharp(Buffer.from(panelSvg(card)))
    .composite([{ input: square, left: 0, top: 0 }])
    .flatten({ background: '#ffffff' })
    .toBuffer();
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of [84, 72, 60, 50, 40]) {
    jpeg = await sharp(canvas).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= SHARE_IMAGE.maxBytes) break;
  }
  return jpeg;
}

/** Where a card's picture is kept beside the uploads: named by what it shows, so it is made once. */
function shareImageFile(uploadDir: string, card: ShareCard): string {
  const key = JSON.stringify({ v: DRAWING_VERSION, ...card });
  const name = `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.jpg`;
  return join(resolve(uploadDir), '.share', name);
}

/** The share pictures of a shop: kept once made, and drawn one at a time. */
export interface ShareImages {
  /** The card's picture if it was made before (uploaded pictures never change: same card, same JPEG). */
  made(card: ShareCard): Promise<Buffer | null>;
  /** Whether the card's picture is being drawn now: asking for it again joins that drawing. */
  drawing(card: ShareCard): boolean;
  /**
   * Draws the card's picture and keeps it, or joins the drawing under way. Drawings take turns, one at a time, so a
   * flood of new pictures never takes the cores (and the thread pool) that sign-ins hash on; null when `maxWaiting`
   * drawings already wait.
   */
  draw(card: ShareCard): Promise<Buffer> | null;
}

export function createShareImages(
  uploadDir: string,
  { maxWaiting = 64, drawCard = drawShareCard } = {},
): ShareImages {
  const under = new Map<string, Promise<Buffer>>();
  let turn: Promise<unknown> = Promise.resolve();

  const drawAndKeep = async (target: string, card: ShareCard) => {
    const jpeg = await drawCard(uploadDir, card);
    await mkdir(dirname(target), { recursive: true });
    // Its own temporary name: another process drawing the same new picture writes its own, and either rename wins.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, jpeg);
    await rename(temporary, target);
    return jpeg;
  };

  return {
    made: (card) => readFile(shareImageFile(uploadDir, card)).catch(() => null),
    drawing: (card) => under.has(shareImageFile(uploadDir, card)),
    draw(card) {
      const target = shareImageFile(uploadDir, card);
      const joined = under.get(target);
      if (joined) return joined;
      if (under.size > maxWaiting) return null;
      const drawn = turn.then(() => drawAndKeep(target, card));
      under.set(target, drawn);
      turn = drawn.catch(() => undefined).finally(() => under.delete(target));
      return drawn;
    },
  };
}
