import type { Locale } from 'shared-contracts/locales';

/**
 * The words of the page the service worker answers offline, in each language. They live here, not in the shell's
 * message catalogues: the worker runs no React and no react-intl, the build compiles the catalogues to syntax trees
 * for react-intl, and offline the worker cannot fetch a catalogue anyway. Five short texts, kept in the worker's
 * own bundle (see offline-words.test.ts for the same checks the catalogues get).
 */
export interface OfflineWords {
  title: string;
  text: string;
  savedPages: string;
  tryAgain: string;
  home: string;
}

export const OFFLINE_WORDS: Readonly<Record<Locale, OfflineWords>> = {
  'en-NG': {
    title: "This page isn't saved on this device",
    text: "You're offline, and this page is not saved on this device. It will open when you are back online.",
    savedPages: 'Pages you can open offline',
    tryAgain: 'Try again',
    home: 'Kasuwa home',
  },
  pcm: {
    title: 'Dis page no dey saved for dis device',
    text: 'You no get network now, and dis page no dey saved for dis device. E go open wen network come back.',
    savedPages: 'Pages wey you fit open without network',
    tryAgain: 'Try am again',
    home: 'Kasuwa home',
  },
  ha: {
    title: 'Ba a ajiye wannan shafin a wannan naʼura ba',
    text: 'Ba ku da intanet yanzu, kuma ba a ajiye wannan shafin a wannan naʼura ba. Zai buɗe idan intanet ya dawo.',
    savedPages: 'Shafukan da za ku iya buɗewa ba tare da intanet ba',
    tryAgain: 'Sake gwadawa',
    home: 'Shafin farko na Kasuwa',
  },
  yo: {
    title: 'A kò fi ojú-ìwé yìí pamọ́ sórí ẹ̀rọ yìí',
    text: 'Ẹ kò sí lórí ayélujára, a kò sì fi ojú-ìwé yìí pamọ́ sórí ẹ̀rọ yìí. Yóò ṣí nígbà tí ẹ bá padà sórí ayélujára.',
    savedPages: 'Àwọn ojú-ìwé tí ẹ lè ṣí láìsí ayélujára',
    tryAgain: 'Ẹ gbìyànjú lẹ́ẹ̀kan sí i',
    home: 'Ojú-ìwé àkọ́kọ́ Kasuwa',
  },
  ig: {
    title: 'Echekwabeghị ibe a na ngwaọrụ a',
    text: 'Ị nọghị n’ịntanetị ugbu a, echekwabeghịkwa ibe a na ngwaọrụ a. Ọ ga-emeghe mgbe ịntanetị lọghachiri.',
    savedPages: 'Ibe ị nwere ike imeghe na-enweghị ịntanetị',
    tryAgain: 'Nwaa ọzọ',
    home: 'Ibe mbụ Kasuwa',
  },
};
