import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageDescriptor } from 'react-intl';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '../locales';
import type { Messages } from '../i18n';

/** The arguments a message takes, each with its kind (`count:plural`, `name:argument`), sorted. */
export function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal)
        found.add(`${String(element.value)}:${TYPE[element.type]}`);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/**
 * What is wrong with a package's catalogues, as lines (none when all is well): a message of the code missing from a
 * language, an id no message has, a translation with other arguments than the English, an empty one, one with an
 * ASCII apostrophe (ICU's quote), or one not in Unicode NFC (a Yoruba word typed with combining marks must compare equal to the same word typed precomposed).
 */
export function catalogueProblems(
  descriptors: readonly MessageDescriptor[],
  catalogues: Readonly<Record<TranslatedLocale, Messages>>,
): string[] {
  const english = new Map<string, string>();
  for (const { id, defaultMessage } of descriptors) {
    if (typeof id !== 'string' || typeof defaultMessage !== 'string')
      throw new Error('A message needs an id and its English');
    if (english.has(id) && english.get(id) !== defaultMessage)
      throw new Error(`Two messages share the id ${id}`);
    english.set(id, defaultMessage);
  }
  const problems: string[] = [];
  for (const locale of TRANSLATED_LOCALES) {
    const catalogue = catalogues[locale];
    for (const [id, message] of english) {
      const translation = catalogue[id];
      if (translation === undefined) problems.push(`${locale}: ${id} is missing`);
      else if (!translation.trim()) problems.push(`${locale}: ${id} is empty`);
      else if (translation !== translation.normalize('NFC')) problems.push(`${locale}: ${id} is not in NFC`);
      else if (translation.includes("'"))
        problems.push(`${locale}: ${id} has an ASCII apostrophe, which ICU reads as a quote (write ’ or ʼ)`);
      else if (argumentsOf(translation).join() !== argumentsOf(message).join())
        problems.push(
          `${locale}: ${id} takes ${argumentsOf(translation).join()} instead of ${argumentsOf(message).join()}`,
        );
    }
    for (const id of Object.keys(catalogue))
      if (!english.has(id)) problems.push(`${locale}: ${id} is no message`);
  }
  return problems;
}

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && 'id' in value && 'defaultMessage' in value;

/** Every message some `*.messages.ts` modules export, alone or in a group of `defineMessages`. */
export const descriptorsOf = (...modules: readonly Record<string, unknown>[]): MessageDescriptor[] =>
  modules.flatMap((module) =>
    Object.values(module).flatMap((value) =>
      isDescriptor(value)
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).filter(isDescriptor)
          : [],
    ),
  );
