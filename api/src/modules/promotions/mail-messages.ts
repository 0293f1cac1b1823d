import type { MailMessages } from '../../lib/mail-words.js';

/**
 * The words of the newsletter's confirmation mail and of the page its link opens (`page.*`) in the storefront's five
 * languages (ICU messages; docs/glossary.md). English is the shop's words as they have always been.
 */
const en = {
  greeting: 'Hello,',
  subject: 'Confirm your {shop} newsletter subscription',
  open: "Open this link to start receiving {shop}'s offers, deals and new products:",
  ignore: 'If you did not ask for this, ignore this message and nothing will be sent to you.',
  'page.press': "Press the button to start receiving {shop}'s offers, deals and new products.",
  'page.button': 'Confirm subscription',
  'page.ignore': 'If you did not ask for this, close this page and nothing will be sent to you.',
} as const;

export type NewsletterMessageId = keyof typeof en;

export const newsletterMailMessages: MailMessages<NewsletterMessageId> = {
  'en-NG': en,
  pcm: {
    greeting: 'Hello,',
    subject: 'Confirm say you wan dey get {shop} newsletter',
    open: 'Open dis link make you begin dey get {shop} offers, deals and new products:',
    ignore: 'If no be you ask for dis, no mind dis message and we no go send you anything.',
    'page.press': 'Press di button make you begin dey get {shop} offers, deals and new products.',
    'page.button': 'Confirm subscription',
    'page.ignore': 'If no be you ask for dis, close dis page and we no go send you anything.',
  },
  ha: {
    greeting: 'Sannu,',
    subject: 'Tabbatar da rajistarku ta wasiƙar labarai ta {shop}',
    open: 'Ku buɗe wannan mahaɗin don fara karɓar tayi, rangwame da sababbin kayayyakin {shop}:',
    ignore:
      'Idan ba ku ne kuka nemi wannan ba, ku yi watsi da wannan saƙon kuma ba za a aiko muku da komai ba.',
    'page.press': 'Ku danna maɓallin don fara karɓar tayi, rangwame da sababbin kayayyakin {shop}.',
    'page.button': 'Tabbatar da rajista',
    'page.ignore':
      'Idan ba ku ne kuka nemi wannan ba, ku rufe wannan shafin kuma ba za a aiko muku da komai ba.',
  },
  yo: {
    greeting: 'Ẹ ǹlẹ́,',
    subject: 'Ẹ jẹ́rìísí ìforúkọsílẹ̀ yín fún ìwé ìròyìn {shop}',
    open: 'Ẹ ṣí ìjápọ̀ yìí láti bẹ̀rẹ̀ sí í gba àwọn ìfilọ̀, ẹ̀dínwó àti ọjà tuntun {shop}:',
    ignore:
      'Tí kì í bá ṣe ẹ̀yin ni ẹ béèrè fún èyí, ẹ ṣàìka iṣẹ́ yìí sí, a kò sì ní fi nǹkan kan ránṣẹ́ sí yín.',
    'page.press': 'Ẹ tẹ bọ́tìnnì náà láti bẹ̀rẹ̀ sí í gba àwọn ìfilọ̀, ẹ̀dínwó àti ọjà tuntun {shop}.',
    'page.button': 'Jẹ́rìísí ìforúkọsílẹ̀',
    'page.ignore':
      'Tí kì í bá ṣe ẹ̀yin ni ẹ béèrè fún èyí, ẹ pa ojú-ìwé yìí dé, a kò sì ní fi nǹkan kan ránṣẹ́ sí yín.',
  },
  ig: {
    greeting: 'Ndeewo,',
    subject: 'Kwado ndebanye aha gị maka akwụkwọ ozi {shop}',
    open: 'Mepee njikọ a ka ị malite ịnata onyinye, mbelata ọnụ ahịa na ngwa ọhụrụ {shop}:',
    ignore: 'Ọ bụrụ na ọ bụghị gị rịọrọ nke a, leghara ozi a anya, agaghị ezitere gị ihe ọ bụla.',
    'page.press': 'Pịa bọtịnụ a ka ị malite ịnata onyinye, mbelata ọnụ ahịa na ngwa ọhụrụ {shop}.',
    'page.button': 'Kwado ndebanye aha',
    'page.ignore': 'Ọ bụrụ na ọ bụghị gị rịọrọ nke a, mechie ibe a, agaghị ezitere gị ihe ọ bụla.',
  },
};
