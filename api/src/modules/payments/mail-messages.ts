import type { MailMessages } from '../../lib/mail-words.js';

/**
 * The words of the payments' mails ("Payment received", refunds) in the storefront's five languages (ICU messages;
 * docs/glossary.md). English is the shop's words as they have always been. `channel.*` name Paystack's channels;
 * one the shop has no words for is named as Paystack names it.
 */
const en = {
  'paid.subject': 'Payment received for order {number}',
  'paid.thanks': 'Thank you. We have received {amount} for order {number}.',
  'paid.thanksBy': 'Thank you. We have received {amount} for order {number} (paid by {channel}).',
  'paid.pickupNext': 'We will email you with your pickup code when it is ready to collect.',
  'paid.shipNext': 'We will email you when it ships.',
  'channel.card': 'card',
  'channel.bank': 'bank',
  'channel.bank_transfer': 'bank transfer',
  'channel.ussd': 'ussd',
  'channel.mobile_money': 'mobile money',
  'refundStarted.subject': 'Refund started for order {number}',
  'refundStarted.body':
    'We have started a refund of {amount} for order {number}. Depending on your bank it can take up to 10 working days to reach you; we will write again when it is done.',
  'returnRefunded.subject': 'Return refunded for order {number}',
  'returnRefunded.body':
    'We have refunded {amount} for your return from order {number} to the card or account you paid with. Depending on your bank it can take a few working days to show.',
  'refunded.subject': 'Refund for order {number}',
  'refunded.body':
    'We have refunded {amount} for order {number}. Depending on your bank it can take a few working days to show.',
} as const;

export type PaymentMessageId = keyof typeof en;

/** The Paystack channels the shop names in every language. */
export const NAMED_CHANNELS = ['card', 'bank', 'bank_transfer', 'ussd', 'mobile_money'] as const;

export const paymentMailMessages: MailMessages<PaymentMessageId> = {
  'en-NG': en,
  pcm: {
    'paid.subject': 'We don receive payment for order {number}',
    'paid.thanks': 'Tank you. We don receive {amount} for order {number}.',
    'paid.thanksBy': 'Tank you. We don receive {amount} for order {number} (you pay with {channel}).',
    'paid.pickupNext': 'We go email you your pickup code wen e ready make you collect am.',
    'paid.shipNext': 'We go email you wen e don comot.',
    'channel.card': 'card',
    'channel.bank': 'bank',
    'channel.bank_transfer': 'bank transfer',
    'channel.ussd': 'USSD',
    'channel.mobile_money': 'mobile money',
    'refundStarted.subject': 'We don start refund for order {number}',
    'refundStarted.body':
      'We don start to refund {amount} for order {number}. Depending on your bank, e fit take reach 10 working days before e enter; we go write you again wen e don finish.',
    'returnRefunded.subject': 'We don refund di return for order {number}',
    'returnRefunded.body':
      'We don refund {amount} for your return from order {number} go di card or account wey you take pay. Depending on your bank, e fit take some working days before e show.',
    'refunded.subject': 'Refund for order {number}',
    'refunded.body':
      'We don refund {amount} for order {number}. Depending on your bank, e fit take some working days before e show.',
  },
  ha: {
    'paid.subject': 'An karɓi kuɗin oda {number}',
    'paid.thanks': 'Mun gode. Mun karɓi {amount} na oda {number}.',
    'paid.thanksBy': 'Mun gode. Mun karɓi {amount} na oda {number} (an biya ta {channel}).',
    'paid.pickupNext': 'Za mu aiko muku imel da lambar karɓa idan ta shirya don karɓa.',
    'paid.shipNext': 'Za mu aiko muku imel idan an tura ta.',
    'channel.card': 'kati',
    'channel.bank': 'banki',
    'channel.bank_transfer': 'tura kuɗi ta banki',
    'channel.ussd': 'USSD',
    'channel.mobile_money': 'kuɗin waya',
    'refundStarted.subject': 'An fara mayar da kuɗin oda {number}',
    'refundStarted.body':
      'Mun fara mayar da {amount} na oda {number}. Ya danganta da bankinku, zai iya ɗaukar har kwanakin aiki 10 kafin ya iso gare ku; za mu sake rubuto muku idan an gama.',
    'returnRefunded.subject': 'An mayar da kuɗin kayan da aka mayar na oda {number}',
    'returnRefunded.body':
      'Mun mayar da {amount} na kayan da kuka mayar daga oda {number} zuwa katin ko asusun da kuka biya da shi. Ya danganta da bankinku, zai iya ɗaukar ƴan kwanakin aiki kafin ya bayyana.',
    'refunded.subject': 'Mayar da kuɗin oda {number}',
    'refunded.body':
      'Mun mayar da {amount} na oda {number}. Ya danganta da bankinku, zai iya ɗaukar ƴan kwanakin aiki kafin ya bayyana.',
  },
  yo: {
    'paid.subject': 'A ti gba ìsanwó fún ìbéèrè ọjà {number}',
    'paid.thanks': 'A dúpẹ́. A ti gba {amount} fún ìbéèrè ọjà {number}.',
    'paid.thanksBy': 'A dúpẹ́. A ti gba {amount} fún ìbéèrè ọjà {number} (ẹ sanwó pẹ̀lú {channel}).',
    'paid.pickupNext':
      'A ó fi kóòdù gbígbà yín ránṣẹ́ sí yín nípa ímeèlì nígbà tí ọjà náà bá ṣetán fún gbígbà.',
    'paid.shipNext': 'A ó fi ímeèlì ránṣẹ́ sí yín nígbà tí a bá fi ọjà náà ránṣẹ́.',
    'channel.card': 'káàdì',
    'channel.bank': 'báǹkì',
    'channel.bank_transfer': 'ìfowóránṣẹ́ báǹkì',
    'channel.ussd': 'USSD',
    'channel.mobile_money': 'owó orí fóònù',
    'refundStarted.subject': 'A ti bẹ̀rẹ̀ ìdápadà owó fún ìbéèrè ọjà {number}',
    'refundStarted.body':
      'A ti bẹ̀rẹ̀ sí í dá {amount} padà fún ìbéèrè ọjà {number}. Ó sinmi lórí báǹkì yín, ó lè gba tó ọjọ́ iṣẹ́ 10 kí ó tó dé ọ̀dọ̀ yín; a ó tún kọ̀wé sí yín nígbà tí ó bá parí.',
    'returnRefunded.subject': 'A ti dá owó ìdápadà ọjà padà fún ìbéèrè ọjà {number}',
    'returnRefunded.body':
      'A ti dá {amount} padà fún ìdápadà ọjà yín láti inú ìbéèrè ọjà {number} sí káàdì tàbí àkáǹtì tí ẹ fi sanwó. Ó sinmi lórí báǹkì yín, ó lè gba ọjọ́ iṣẹ́ díẹ̀ kí ó tó hàn.',
    'refunded.subject': 'Ìdápadà owó fún ìbéèrè ọjà {number}',
    'refunded.body':
      'A ti dá {amount} padà fún ìbéèrè ọjà {number}. Ó sinmi lórí báǹkì yín, ó lè gba ọjọ́ iṣẹ́ díẹ̀ kí ó tó hàn.',
  },
  ig: {
    'paid.subject': 'Anatala ụgwọ maka ọda {number}',
    'paid.thanks': 'Daalụ. Anyị anatala {amount} maka ọda {number}.',
    'paid.thanksBy': 'Daalụ. Anyị anatala {amount} maka ọda {number} (i ji {channel} kwụọ ụgwọ).',
    'paid.pickupNext': 'Anyị ga-ezitere gị email nwere koodu nnara gị mgbe ọ dị njikere ka i nara ya.',
    'paid.shipNext': 'Anyị ga-ezitere gị email mgbe e zipụrụ ya.',
    'channel.card': 'kaadị',
    'channel.bank': 'ụlọ akụ',
    'channel.bank_transfer': 'nzipu ego n’ụlọ akụ',
    'channel.ussd': 'USSD',
    'channel.mobile_money': 'ego ekwentị',
    'refundStarted.subject': 'Ebidola nkwụghachi ego maka ọda {number}',
    'refundStarted.body':
      'Anyị amalitela ịkwụghachi {amount} maka ọda {number}. Dabere n’ụlọ akụ gị, ọ nwere ike iwe ruo ụbọchị ọrụ 10 tupu o rute gị aka; anyị ga-edegakwara gị ọzọ mgbe o mechara.',
    'returnRefunded.subject': 'Akwụghachila ego nnyeghachi ngwa maka ọda {number}',
    'returnRefunded.body':
      'Anyị akwụghachila {amount} maka ngwa i weghachiri site na ọda {number} na kaadị ma ọ bụ akaụntụ i ji kwụọ ụgwọ. Dabere n’ụlọ akụ gị, ọ nwere ike iwe ụbọchị ọrụ ole na ole tupu o gosi.',
    'refunded.subject': 'Nkwụghachi ego maka ọda {number}',
    'refunded.body':
      'Anyị akwụghachila {amount} maka ọda {number}. Dabere n’ụlọ akụ gị, ọ nwere ike iwe ụbọchị ọrụ ole na ole tupu o gosi.',
  },
};
