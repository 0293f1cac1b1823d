import type { MailMessages } from '../../lib/mail-words.js';

/**
 * The words of the transfers' mail ("We received … by transfer") in the storefront's five languages (ICU messages;
 * docs/glossary.md). Not yet reviewed by native speakers.
 */
const en = {
  'received.subject': 'We received {amount} by transfer',
  'received.thanks': 'Thank you. We have received {amount} into your Kasuwa account number {account}.',
  'received.paid': 'Order {number} is paid.',
  'received.partPaid':
    'Order {number} has received {paid}; {due} is still to pay into the same account number.',
  'received.credit': 'Your store credit is now {amount}. It pays your next order by transfer.',
} as const;

export type TransferMessageId = keyof typeof en;

export const transferMailMessages: MailMessages<TransferMessageId> = {
  'en-NG': en,
  pcm: {
    'received.subject': 'We don receive {amount} wey you transfer',
    'received.thanks': 'Tank you. We don receive {amount} for your Kasuwa account number {account}.',
    'received.paid': 'You don pay for order {number}.',
    'received.partPaid':
      'Order {number} don collect {paid}; {due} still remain to pay enter di same account number.',
    'received.credit':
      'Your store credit na {amount} now. E go pay for your next order wey you pay with transfer.',
  },
  ha: {
    'received.subject': 'Mun karɓi {amount} ta tura kuɗi',
    'received.thanks': 'Mun gode. Mun karɓi {amount} a lambar asusunka na Kasuwa {account}.',
    'received.paid': 'An biya oda {number}.',
    'received.partPaid': 'Oda {number} ta karɓi {paid}; saura {due} da za a biya zuwa wannan lambar asusun.',
    'received.credit': 'Kuɗin ajiyarka yanzu {amount} ne. Zai biya odarka ta gaba da ka biya ta tura kuɗi.',
  },
  yo: {
    'received.subject': 'A ti gba {amount} tí o fi ránṣẹ́',
    'received.thanks': 'A dúpẹ́. A ti gba {amount} sí nọ́mbà àkáǹtì Kasuwa rẹ {account}.',
    'received.paid': 'A ti sanwó fún ìbéèrè ọjà {number}.',
    'received.partPaid': 'Ìbéèrè ọjà {number} ti gba {paid}; {due} ló kù láti san sí nọ́mbà àkáǹtì kan náà.',
    'received.credit':
      'Owó ìpamọ́ rẹ jẹ́ {amount} báyìí. Yóò sanwó fún ìbéèrè ọjà rẹ tó kàn tí o bá sanwó pẹ̀lú ìfowóránṣẹ́.',
  },
  ig: {
    'received.subject': 'Anyị anatala {amount} i zitere',
    'received.thanks': 'Daalụ. Anyị anatala {amount} na nọmba akaụntụ Kasuwa gị {account}.',
    'received.paid': 'Akwụọla ụgwọ ọda {number}.',
    'received.partPaid': 'Ọda {number} anatala {paid}; {due} ka fọdụrụ ịkwụ na otu nọmba akaụntụ ahụ.',
    'received.credit': 'Ego nchekwa gị bụ {amount} ugbu a. Ọ ga-akwụ ụgwọ ọda gị ọzọ i ji nzipu ego kwụọ.',
  },
};
