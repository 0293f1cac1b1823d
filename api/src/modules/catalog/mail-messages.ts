import type { MailMessages } from '../../lib/mail-words.js';

/**
 * The words of the "back in stock" mail in the storefront's five languages (ICU messages; docs/glossary.md).
 * English is the shop's words as they have always been.
 */
const en = {
  greeting: 'Hello,',
  subject: '{product} is back in stock at {shop}',
  back: 'Good news: {product} is back in stock.',
  backFew: 'Good news: {product} is back in stock, but only a few are left.',
  once: 'You asked {shop} to tell you once. We will not write about it again unless you ask again.',
} as const;

export type BackInStockMessageId = keyof typeof en;

export const backInStockMailMessages: MailMessages<BackInStockMessageId> = {
  'en-NG': en,
  pcm: {
    greeting: 'Hello,',
    subject: '{product} don land back for {shop}',
    back: 'Good news: {product} don land back.',
    backFew: 'Good news: {product} don land back, but na only small remain.',
    once: 'You ask {shop} make we tell you one time. We no go write about am again unless you ask again.',
  },
  ha: {
    greeting: 'Sannu,',
    subject: '{product} ya dawo a {shop}',
    back: 'Labari mai daɗi: {product} ya dawo.',
    backFew: 'Labari mai daɗi: {product} ya dawo, amma kaɗan ne suka rage.',
    once: 'Kun nemi {shop} ta sanar da ku sau ɗaya. Ba za mu sake rubuto muku game da shi ba sai kun sake nema.',
  },
  yo: {
    greeting: 'Ẹ ǹlẹ́,',
    subject: '{product} ti padà dé ní {shop}',
    back: 'Ìròyìn ayọ̀: {product} ti padà dé.',
    backFew: 'Ìròyìn ayọ̀: {product} ti padà dé, ṣùgbọ́n díẹ̀ ló kù.',
    once: 'Ẹ ní kí {shop} sọ fún yín lẹ́ẹ̀kan. A kò ní kọ̀wé nípa rẹ̀ mọ́ àyàfi tí ẹ bá tún béèrè.',
  },
  ig: {
    greeting: 'Ndeewo,',
    subject: '{product} alọghachila na {shop}',
    back: 'Ozi ọma: {product} alọghachila.',
    backFew: 'Ozi ọma: {product} alọghachila, mana ọ fọdụrụ naanị ole na ole.',
    once: 'I rịọrọ {shop} ka ọ gwa gị otu ugboro. Anyị agaghị edekwa maka ya ọzọ ma ọ bụrụ na ị rịọghị ọzọ.',
  },
};
