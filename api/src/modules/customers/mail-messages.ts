import type { MailMessages } from '../../lib/mail-words.js';

/**
 * The words of the accounts' mails (password reset, email confirmation) in the storefront's five languages (ICU
 * messages; docs/glossary.md). English is the shop's words as they have always been. `confirm.open` names the
 * button of the storefront's confirmation page as the page says it in each language.
 */
const en = {
  greeting: 'Hello {name},',
  'reset.subject': 'Reset your {shop} password',
  'reset.open': 'Open this link within one hour to choose a new password:',
  'reset.ignore': 'If you did not ask for this, ignore this message.',
  'confirm.subject': 'Confirm your email address for {shop}',
  'confirm.open':
    'Open this link within 7 days and press "Confirm my email" to confirm this address for your {shop} account:',
  'confirm.offers': 'Codes and offers limited to one per customer need a confirmed email.',
  'confirm.ignore': 'If you did not create this account, ignore this message.',
} as const;

export type CustomerMessageId = keyof typeof en;

export const customerMailMessages: MailMessages<CustomerMessageId> = {
  'en-NG': en,
  pcm: {
    greeting: 'Hello {name},',
    'reset.subject': 'Change your {shop} password',
    'reset.open': 'Open dis link before one hour pass make you choose new password:',
    'reset.ignore': 'If no be you ask for dis, no mind dis message.',
    'confirm.subject': 'Confirm your email address for {shop}',
    'confirm.open':
      'Open dis link before 7 days pass, then press "Confirm my email" make you confirm dis address for your {shop} account:',
    'confirm.offers': 'Codes and offers wey be one per customer need email wey you don confirm.',
    'confirm.ignore': 'If no be you open dis account, no mind dis message.',
  },
  ha: {
    greeting: 'Sannu {name},',
    'reset.subject': 'Sake saita kalmar sirrinku ta {shop}',
    'reset.open': 'Ku buɗe wannan mahaɗin cikin saʼa ɗaya don zaɓar sabuwar kalmar sirri:',
    'reset.ignore': 'Idan ba ku ne kuka nemi wannan ba, ku yi watsi da wannan saƙon.',
    'confirm.subject': 'Tabbatar da adireshin imel ɗinku na {shop}',
    'confirm.open':
      'Ku buɗe wannan mahaɗin cikin kwanaki 7 ku danna "Tabbatar da imel ɗina" don tabbatar da wannan adireshin na asusunku na {shop}:',
    'confirm.offers':
      'Lambobin ragi da tayin da aka iyakance sau ɗaya ga kowane abokin ciniki suna buƙatar imel da aka tabbatar.',
    'confirm.ignore': 'Idan ba ku ne kuka buɗe wannan asusun ba, ku yi watsi da wannan saƙon.',
  },
  yo: {
    greeting: 'Ẹ ǹlẹ́ {name},',
    'reset.subject': 'Ẹ ṣe àtúntò ọ̀rọ̀ aṣínà {shop} yín',
    'reset.open': 'Ẹ ṣí ìjápọ̀ yìí láàárín wákàtí kan láti yan ọ̀rọ̀ aṣínà tuntun:',
    'reset.ignore': 'Tí kì í bá ṣe ẹ̀yin ni ẹ béèrè fún èyí, ẹ ṣàìka iṣẹ́ yìí sí.',
    'confirm.subject': 'Ẹ jẹ́rìísí àdírẹ́sì ímeèlì yín fún {shop}',
    'confirm.open':
      'Ẹ ṣí ìjápọ̀ yìí láàárín ọjọ́ 7 kí ẹ sì tẹ "Jẹ́rìísí ímeèlì mi" láti jẹ́rìísí àdírẹ́sì yìí fún àkáǹtì {shop} yín:',
    'confirm.offers': 'Àwọn kóòdù àti ìfilọ̀ tí ó jẹ́ ẹ̀ẹ̀kan fún oníbàárà kọ̀ọ̀kan nílò ímeèlì tí a ti jẹ́rìísí.',
    'confirm.ignore': 'Tí kì í bá ṣe ẹ̀yin ni ẹ ṣí àkáǹtì yìí, ẹ ṣàìka iṣẹ́ yìí sí.',
  },
  ig: {
    greeting: 'Ndeewo {name},',
    'reset.subject': 'Tọgharịa okwuntughe {shop} gị',
    'reset.open': 'Mepee njikọ a n’ime otu awa ka ị họrọ okwuntughe ọhụrụ:',
    'reset.ignore': 'Ọ bụrụ na ọ bụghị gị rịọrọ nke a, leghara ozi a anya.',
    'confirm.subject': 'Kwado adreesị email gị maka {shop}',
    'confirm.open':
      'Mepee njikọ a n’ime ụbọchị 7 ma pịa "Kwado email m" iji kwado adreesị a maka akaụntụ {shop} gị:',
    'confirm.offers': 'Koodu na onyinye ndị e kenyere otu onye ahịa otu ugboro chọrọ email akwadoro.',
    'confirm.ignore': 'Ọ bụrụ na ọ bụghị gị mepere akaụntụ a, leghara ozi a anya.',
  },
};
