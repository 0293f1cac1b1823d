import type { MailMessages } from '../../../lib/mail-words.js';

/**
 * The words of the returns' mails in the storefront's five languages (ICU messages; docs/glossary.md). English is
 * the shop's words as they have always been, the reasons and ways back as shared-contracts' labels say them.
 */
const en = {
  'subject.requested': 'Return requested for order {number}',
  'subject.approved': 'Return approved for order {number}',
  'subject.rejected': 'Return rejected for order {number}',
  'subject.received': 'Return received for order {number}',
  'subject.refunded': 'Return refunded for order {number}',
  requested:
    'We have your request to return items from order {number} ({reason}). We will tell you by mail once we have looked at it. If it is accepted, {amount} will be refunded.',
  approved: 'Your return for order {number} is approved.',
  rejected: 'We cannot accept your return for order {number}: {reason}',
  received: 'We have received the items you returned from order {number}. Your refund of {amount} follows.',
  'refunded.paystack':
    'We have refunded {amount} for your return from order {number} to the card or account you paid with. Depending on your bank it can take a few working days to show.',
  'refunded.transfer':
    'We have sent {amount} for your return from order {number} to your bank account (reference {reference}).',
  'reason.wrong_item': 'Wrong item',
  'reason.damaged': 'Damaged',
  'reason.not_as_described': 'Not as described',
  'reason.changed_mind': 'Changed my mind',
  'method.pickup_station': 'Drop it at a pickup station',
  'method.courier': 'A courier collects it',
} as const;

export type ReturnMessageId = keyof typeof en;

export const returnMailMessages: MailMessages<ReturnMessageId> = {
  'en-NG': en,
  pcm: {
    'subject.requested': 'You don ask to return tins from order {number}',
    'subject.approved': 'We don approve di return for order {number}',
    'subject.rejected': 'We no fit accept di return for order {number}',
    'subject.received': 'We don receive di return for order {number}',
    'subject.refunded': 'We don refund di return for order {number}',
    requested:
      'We don get your request to return tins from order {number} ({reason}). We go tell you for email once we don look am. If we accept am, we go refund {amount}.',
    approved: 'We don approve your return for order {number}.',
    rejected: 'We no fit accept your return for order {number}: {reason}',
    received: 'We don receive di tins wey you return from order {number}. Your refund of {amount} dey come.',
    'refunded.paystack':
      'We don refund {amount} for your return from order {number} go di card or account wey you take pay. Depending on your bank, e fit take some working days before e show.',
    'refunded.transfer':
      'We don send {amount} for your return from order {number} go your bank account (reference {reference}).',
    'reason.wrong_item': 'Na wrong tin',
    'reason.damaged': 'E don spoil',
    'reason.not_as_described': 'E no be as dem describe am',
    'reason.changed_mind': 'I don change my mind',
    'method.pickup_station': 'Drop am for pickup station',
    'method.courier': 'Courier go come carry am',
  },
  ha: {
    'subject.requested': 'An nemi mayar da kaya na oda {number}',
    'subject.approved': 'An amince da mayar da kaya na oda {number}',
    'subject.rejected': 'An ƙi mayar da kaya na oda {number}',
    'subject.received': 'An karɓi kayan da aka mayar na oda {number}',
    'subject.refunded': 'An mayar da kuɗin kayan da aka mayar na oda {number}',
    requested:
      'Mun karɓi buƙatarku ta mayar da kaya daga oda {number} ({reason}). Za mu sanar da ku ta imel da zarar mun duba ta. Idan an amince, za a mayar muku da {amount}.',
    approved: 'An amince da mayar da kayanku na oda {number}.',
    rejected: 'Ba za mu iya amincewa da mayar da kayanku na oda {number} ba: {reason}',
    received: 'Mun karɓi kayan da kuka mayar daga oda {number}. Kuɗinku {amount} za su biyo baya.',
    'refunded.paystack':
      'Mun mayar da {amount} na kayan da kuka mayar daga oda {number} zuwa katin ko asusun da kuka biya da shi. Ya danganta da bankinku, zai iya ɗaukar ƴan kwanakin aiki kafin ya bayyana.',
    'refunded.transfer':
      'Mun tura {amount} na kayan da kuka mayar daga oda {number} zuwa asusun bankinku (lambar shaida {reference}).',
    'reason.wrong_item': 'Ba kayan da na nema ba ne',
    'reason.damaged': 'Ya lalace',
    'reason.not_as_described': 'Bai yi daidai da bayaninsa ba',
    'reason.changed_mind': 'Na canza raʼayi',
    'method.pickup_station': 'Ku kai shi wurin karɓar kaya',
    'method.courier': 'Mai kai kaya zai zo ya karɓa',
  },
  yo: {
    'subject.requested': 'A ti béèrè ìdápadà ọjà fún ìbéèrè ọjà {number}',
    'subject.approved': 'A ti fọwọ́ sí ìdápadà ọjà fún ìbéèrè ọjà {number}',
    'subject.rejected': 'A kọ ìdápadà ọjà fún ìbéèrè ọjà {number}',
    'subject.received': 'A ti gba ọjà tí ẹ dá padà fún ìbéèrè ọjà {number}',
    'subject.refunded': 'A ti dá owó ìdápadà ọjà padà fún ìbéèrè ọjà {number}',
    requested:
      'A ti gba ìbéèrè yín láti dá ọjà padà láti inú ìbéèrè ọjà {number} ({reason}). A ó sọ fún yín nípa ímeèlì ní kété tí a bá ti yẹ̀ ẹ́ wò. Tí a bá gbà á, a ó dá {amount} padà fún yín.',
    approved: 'A ti fọwọ́ sí ìdápadà ọjà yín fún ìbéèrè ọjà {number}.',
    rejected: 'A kò lè gba ìdápadà ọjà yín fún ìbéèrè ọjà {number}: {reason}',
    received:
      'A ti gba àwọn ọjà tí ẹ dá padà láti inú ìbéèrè ọjà {number}. Ìdápadà owó yín, {amount}, ń bọ̀ lẹ́yìn èyí.',
    'refunded.paystack':
      'A ti dá {amount} padà fún ìdápadà ọjà yín láti inú ìbéèrè ọjà {number} sí káàdì tàbí àkáǹtì tí ẹ fi sanwó. Ó sinmi lórí báǹkì yín, ó lè gba ọjọ́ iṣẹ́ díẹ̀ kí ó tó hàn.',
    'refunded.transfer':
      'A ti fi {amount} ránṣẹ́ fún ìdápadà ọjà yín láti inú ìbéèrè ọjà {number} sí àkáǹtì báǹkì yín (nọ́mbà ìtọ́kasí {reference}).',
    'reason.wrong_item': 'Ọjà tí kò tọ́',
    'reason.damaged': 'Ó ti bàjẹ́',
    'reason.not_as_described': 'Kò rí bí wọ́n ṣe ṣàpèjúwe rẹ̀',
    'reason.changed_mind': 'Mo ti yí ọkàn mi padà',
    'method.pickup_station': 'Ẹ gbé e lọ sí ibùdó gbígba ọjà',
    'method.courier': 'Òjíṣẹ́ ìfijíṣẹ́ yóò wá gbà á',
  },
  ig: {
    'subject.requested': 'Arịọla nnyeghachi ngwa maka ọda {number}',
    'subject.approved': 'Akwadola nnyeghachi ngwa maka ọda {number}',
    'subject.rejected': 'Ajụla nnyeghachi ngwa maka ọda {number}',
    'subject.received': 'Anatala ngwa eweghachiri maka ọda {number}',
    'subject.refunded': 'Akwụghachila ego nnyeghachi ngwa maka ọda {number}',
    requested:
      'Anyị anatala arịrịọ gị ịnyeghachi ngwa site na ọda {number} ({reason}). Anyị ga-agwa gị site na email ozugbo anyị lechara ya anya. Ọ bụrụ na anabata ya, a ga-akwụghachi gị {amount}.',
    approved: 'Akwadola nnyeghachi ngwa gị maka ọda {number}.',
    rejected: 'Anyị enweghị ike ịnabata nnyeghachi ngwa gị maka ọda {number}: {reason}',
    received: 'Anyị anatala ngwa i weghachiri site na ọda {number}. Nkwụghachi ego {amount} gị na-abịa.',
    'refunded.paystack':
      'Anyị akwụghachila {amount} maka ngwa i weghachiri site na ọda {number} na kaadị ma ọ bụ akaụntụ i ji kwụọ ụgwọ. Dabere n’ụlọ akụ gị, ọ nwere ike iwe ụbọchị ọrụ ole na ole tupu o gosi.',
    'refunded.transfer':
      'Anyị ezigala {amount} maka ngwa i weghachiri site na ọda {number} n’akaụntụ ụlọ akụ gị (nọmba ntụaka {reference}).',
    'reason.wrong_item': 'Ọ bụghị ngwa m chọrọ',
    'reason.damaged': 'O mebiri emebi',
    'reason.not_as_described': 'Ọ dịghị ka akọwara ya',
    'reason.changed_mind': 'Agbanweela m obi m',
    'method.pickup_station': 'Weta ya n’ebe nnara ngwa',
    'method.courier': 'Onye nnyefe ga-abịa nara ya',
  },
};
