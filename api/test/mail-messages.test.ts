import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, TRANSLATED_LOCALES } from 'shared-contracts/locales';
import { RETURN_METHOD_LABELS, RETURN_REASON_LABELS } from 'shared-contracts/schemas/returns';
import { mailLocale, mailWords, type MailMessages } from '../src/lib/mail-words.js';
import { backInStockMailMessages } from '../src/modules/catalog/mail-messages.js';
import { customerMailMessages } from '../src/modules/customers/mail-messages.js';
import { orderMailMessages } from '../src/modules/orders/mail-messages.js';
import { returnMailMessages } from '../src/modules/orders/returns/mail-messages.js';
import { paymentMailMessages } from '../src/modules/payments/mail-messages.js';
import { newsletterMailMessages } from '../src/modules/promotions/mail-messages.js';
import { transferMailMessages } from '../src/modules/transfers/mail-messages.js';

const catalogues: [string, MailMessages<string>][] = [
  ['orders', orderMailMessages],
  ['returns', returnMailMessages],
  ['payments', paymentMailMessages],
  ['customers', customerMailMessages],
  ['promotions', newsletterMailMessages],
  ['catalog', backInStockMailMessages],
  ['transfers', transferMailMessages],
];

/** Every argument a message takes, with its kind (`amount:argument`, `n:plural`…), sorted. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal)
      found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}
const signature = (message: string) => [...argumentsOf(parse(message))].sort();

describe.each(catalogues)("the %s mails' messages", (_, catalogue) => {
  const english = catalogue['en-NG'];
  const ids = Object.keys(english).sort();

  it.each(TRANSLATED_LOCALES)('has every message in %s, and no other', (locale) => {
    expect(Object.keys(catalogue[locale]).sort()).toEqual(ids);
  });

  it.each(LOCALES)('takes in %s the arguments English takes, in ICU messages that parse', (locale) => {
    for (const id of ids) {
      const message = catalogue[locale][id] ?? '';
      expect(message.trim()).not.toBe('');
      expect({ id, args: signature(message) }).toEqual({ id, args: signature(english[id] ?? '') });
    }
  });

  it.each(TRANSLATED_LOCALES)('is written in %s in NFC, with no straight apostrophe', (locale) => {
    for (const message of Object.values(catalogue[locale])) {
      expect(message).toBe(message.normalize('NFC'));
      // An ASCII apostrophe is ICU's quote character: the languages' own are ’ (Igbo) and ʼ (Hausa).
      expect(message).not.toContain("'");
    }
  });
});

describe("the languages' letters", () => {
  const all = (locale: (typeof TRANSLATED_LOCALES)[number]) =>
    catalogues.flatMap(([, catalogue]) => Object.values(catalogue[locale])).join(' ');

  it('writes Yoruba with its tone marks and dots below', () => {
    expect(all('yo')).toMatch(/[àáèéìíòóùú]/);
    expect(all('yo')).toMatch(/[ẹọṣ]/);
  });
  it('writes Hausa with its hooked letters', () => {
    for (const letter of ['ɓ', 'ɗ', 'ƙ', 'ƴ']) expect(all('ha')).toContain(letter);
  });
  it('writes Igbo with its dotted vowels', () => {
    for (const letter of ['ị', 'ọ', 'ụ']) expect(all('ig')).toContain(letter);
  });
});

describe("the returns' words", () => {
  it("say the reasons and ways back in English as the shop's labels do", () => {
    for (const [reason, label] of Object.entries(RETURN_REASON_LABELS))
      expect(
        returnMailMessages['en-NG'][`reason.${reason}` as keyof (typeof returnMailMessages)['en-NG']],
      ).toBe(label);
    for (const [method, label] of Object.entries(RETURN_METHOD_LABELS))
      expect(
        returnMailMessages['en-NG'][`method.${method}` as keyof (typeof returnMailMessages)['en-NG']],
      ).toBe(label);
  });
});

describe("a mail's language", () => {
  it("is the job's, else the account's, else English", () => {
    expect(mailLocale('yo', 'ha')).toBe('yo');
    expect(mailLocale(undefined, 'ha')).toBe('ha');
    expect(mailLocale(undefined, null)).toBe('en-NG');
    expect(mailLocale('fr', 'de')).toBe('en-NG');
  });

  it.each([
    ['en-NG', 'Mon, 7 Dec 2026'],
    ['pcm', 'Mọ́ndè, 7 Disẹ́mba 2026'],
    ['ha', 'Litinin 7 Disamba, 2026'],
    ['yo', 'Ọjọ́ Ajé, 7 Oṣù Ọ̀pẹ̀ 2026'],
    ['ig', 'Mọnde, 7 Disemba 2026'],
  ] as const)('writes a Lagos day in %s as %j', (locale, text) => {
    expect(mailWords(orderMailMessages, locale).day('2026-12-07')).toBe(text);
  });

  it('formats numbers and amounts the same way in every language', () => {
    for (const locale of LOCALES)
      expect(
        mailWords(orderMailMessages, locale).t('receipt.vat', { rate: 7.5, amount: '₦75.00' }),
      ).toContain('7.5%');
  });
});
