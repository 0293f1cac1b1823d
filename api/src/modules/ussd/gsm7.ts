import { toGsm7 } from 'shared-contracts/text';

export { isGsm7, toGsm7 } from 'shared-contracts/text';

/** The most characters a screen may hold: 160 GSM-7 characters show whole on every handset (docs/ussd.md). */
export const SCREEN_MAX = 160;

/** `text` cut to `max` characters, ending in `.` when cut. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  return max <= 1 ? text.slice(0, Math.max(0, max)) : `${text.slice(0, max - 1).trimEnd()}.`;
}

/** A line of a menu: the key to press, a name that may be shortened to fit, and what follows it (a price). */
export interface Choice {
  key: string;
  name: string;
  note?: string;
}

const lineOf = (c: Choice, width: number) => `${c.key} ${cut(c.name, width)}${c.note ? ` ${c.note}` : ''}`;

/**
 * A menu screen: its title, its choices and its footer (`0 More`, `00 Back`), each on a line, in GSM-7 and at most
 * 160 characters: when they do not fit, the choices' names (product names, mostly) are shortened alike to make room.
 */
export function menuScreen(title: string, choices: Choice[], footer: string[] = []): string {
  const head = toGsm7(title);
  const foot = footer.map(toGsm7);
  const items = choices.map((c) => ({
    key: toGsm7(c.key),
    name: toGsm7(c.name),
    ...(c.note ? { note: toGsm7(c.note) } : {}),
  }));
  const screenAt = (width: number) =>
    [head, ...items.map((c) => lineOf(c, width)), ...foot].filter((l) => l !== '').join('\n');
  let width = Math.max(0, ...items.map((c) => c.name.length));
  while (screenAt(width).length > SCREEN_MAX && width > 6) width -= 1;
  return cut(screenAt(width), SCREEN_MAX);
}

/**
 * A screen of text lines, in GSM-7 and at most 160 characters: when they do not fit, the first line (a product's
 * name, mostly) is shortened, so that the choices after it stay whole.
 */
export function textScreen(...lines: string[]): string {
  const [first = '', ...rest] = lines.filter((l) => l !== '').map(toGsm7);
  const after = rest.join('\n');
  const room = SCREEN_MAX - (after === '' ? 0 : after.length + 1);
  return cut(after === '' ? cut(first, room) : `${cut(first, Math.max(room, 10))}\n${after}`, SCREEN_MAX);
}
