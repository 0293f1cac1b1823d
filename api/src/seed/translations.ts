import type { TranslatedLocale } from 'shared-contracts/locales';
import type { Tx } from '../db/client.js';
import { slugify } from '../lib/slug.js';
import { catalogTables } from '../modules/catalog/index.js';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './data.js';

/**
 * The demo catalogue in the shop's other languages: every category and sixteen everyday products, each as [name,
 * description]. Pidgin follows BBC News Pidgin's spelling (dey, wey, don, dem, tins); Yoruba has its tone marks and
 * dots below, Hausa its hooked letters (ɓ ɗ ƙ ƴ), Igbo its dotted vowels (ị ọ ụ) and ṅ. Brand names stay as they are.
 * Written with care but not yet reviewed by native speakers (docs/storefront.md, "The catalogue in the shoppers'
 * languages"): they show what the shop does, and are to be checked before a real catalogue is translated.
 */
type Words = Readonly<Record<TranslatedLocale, readonly [name: string, description: string]>>;

export const SEED_CATEGORY_TRANSLATIONS: Readonly<Record<string, Words>> = {
  Electronics: {
    pcm: ['Electronics', 'TV, sound, kitchen and house machine wey fit survive NEPA.'],
    ha: ['Kayan Lantarki', 'Talabijin, lasifika, kayan kicin da na gida masu jure wa NEPA.'],
    yo: ['Ẹ̀rọ Abánáṣiṣẹ́', 'Tẹlifíṣọ̀n, ẹ̀rọ orin, ẹ̀rọ ilé ìdáná àti ti ilé tó lè fara da NEPA.'],
    ig: ['Ngwa Eletrọnịkị', 'Tiivi, igwe egwu, ngwa kichin na ngwa ụlọ nke na-anagide NEPA.'],
  },
  Fashion: {
    pcm: ['Fashion', 'Ankara, aso-oke, agbada and cloth wey you fit wear everyday.'],
    ha: ['Kayan Sawa', 'Atamfa, saƙi, babbar riga da tufafin yau da kullum.'],
    yo: ['Aṣọ', 'Ankara, aṣọ òkè, agbádá àti aṣọ ojoojúmọ́.'],
    ig: ['Ejiji', 'Ankara, aso-oke, agbada na uwe a na-eyi kwa ụbọchị.'],
  },
  'Home & Garden': {
    pcm: ['House & Garden', 'Pot, cooler, bed tins and everytin wey house need.'],
    ha: ['Gida da Lambu', 'Tukwane, kayan gado da duk abin da gida ke buƙata.'],
    yo: ['Ilé àti Ọgbà', 'Ìkòkò, kúlà, aṣọ ibùsùn àti gbogbo ohun tí ilé nílò.'],
    ig: ['Ụlọ na Ogige', 'Ite, kula, ihe ndina na ihe niile ụlọ chọrọ.'],
  },
  Sports: {
    pcm: ['Sports', 'Jersey, boot, ball and gym tins.'],
    ha: ['Wasanni', 'Rigunan ƙwallo, takalman ƙwallo, ƙwallaye da kayan motsa jiki.'],
    yo: ['Eré Ìdárayá', 'Aṣọ bọ́ọ̀lù, bàtà bọ́ọ̀lù, bọ́ọ̀lù àti ohun èlò eré ìdárayá.'],
    ig: ['Egwuregwu', 'Uwe egwuregwu, akpụkpọ ụkwụ bọọlụ, bọọlụ na ngwa mmega ahụ.'],
  },
  'Beauty & Health': {
    pcm: ['Beauty & Health', 'Shea butter, black soap, hair care and tins wey go make your body well.'],
    ha: ['Kwalliya da Lafiya', 'Man kaɗanya, baƙin sabulu, kula da gashi da lafiyar jiki.'],
    yo: ['Ẹwà àti Ìlera', 'Òrí, ọṣẹ dúdú, ìtọ́jú irun àti àlàáfíà ara.'],
    ig: ['Mma na Ahụike', 'Okwuma, ncha ojii, nlekọta ntutu na ahụike.'],
  },
  Groceries: {
    pcm: ['Provisions', 'Rice, milk, noodles, spice and oda food tins for house.'],
    ha: ['Kayan Abinci', 'Shinkafa, madara, taliya, kayan yaji da kayan abinci na yau da kullum.'],
    yo: ['Oúnjẹ àti Èròjà', 'Ìrẹsì, mílíìkì, núdù, èròjà ọbẹ̀ àti oúnjẹ ilé.'],
    ig: ['Ihe Oriri', 'Osikapa, mmiri ara ehi, noodles, ose na ihe oriri ndị ọzọ.'],
  },
  'Phones & Tablets': {
    pcm: ['Phone & Tablet', 'Tecno, Infinix, itel, Samsung and dia accessories.'],
    ha: ['Wayoyi da Tabulet', 'Tecno, Infinix, itel, Samsung da kayan haɗi.'],
    yo: ['Fóònù àti Tábùlẹ́ẹ̀tì', 'Tecno, Infinix, itel, Samsung àti àwọn ohun èlò wọn.'],
    ig: ['Ekwentị na Tablet', 'Tecno, Infinix, itel, Samsung na ngwa ndị ọzọ.'],
  },
};

export const SEED_PRODUCT_TRANSLATIONS: Readonly<Record<string, Words>> = {
  'Mama Gold Rice': {
    pcm: [
      'Mama Gold Rice',
      'Long rice wey dem don parboil, correct quality. E no get stone, e make sense for jollof.',
    ],
    ha: [
      'Shinkafar Mama Gold',
      'Shinkafa mai tsawo, dafaffiya rabi, mai inganci. Babu tsakuwa, ta dace da jollof.',
    ],
    yo: ['Ìrẹsì Mama Gold', 'Ìrẹsì gígùn tí a ti sè díẹ̀, tó dára jù. Kò ní òkúta, ó sì dára fún jọ̀lọ́ọ̀fù.'],
    ig: [
      'Osikapa Mama Gold',
      'Osikapa ogologo a sịrị ọkara, nke kacha mma. O nweghị nkume, ọ dịkwa mma maka jollof.',
    ],
  },
  'Ofada Rice 5kg': {
    pcm: ['Ofada Rice 5kg', 'Local ofada rice wey dey smell sweet. E best with ayamase stew.'],
    ha: ['Shinkafar Ofada 5kg', 'Shinkafar gida mai ƙamshi. Ta fi daɗi da miyar ayamase.'],
    yo: ['Ìrẹsì Ọ̀fadà 5kg', 'Ìrẹsì ìbílẹ̀ olóòórùn dídùn. Ó dùn jù lọ pẹ̀lú ọbẹ̀ ayamase.'],
    ig: ['Osikapa Ofada 5kg', 'Osikapa obodo na-esi ísì ụtọ. Ọ kacha atọ ụtọ na ofe ayamase.'],
  },
  'Kings Vegetable Oil': {
    pcm: ['Kings Vegetable Oil', 'Vegetable oil wey no get cholesterol, for frying and for cooking.'],
    ha: ['Man Girki na Kings', 'Man girki marar cholesterol, don soye-soye da girki.'],
    yo: ['Òróró Kings', 'Òróró tí kò ní cholesterol, fún dídín nǹkan àti sísè oúnjẹ.'],
    ig: ['Mmanụ Esi Nri Kings', 'Mmanụ esi nri na-enweghị cholesterol, maka ighe ihe na isi nri.'],
  },
  'Dangote Sugar 1kg': {
    pcm: ['Dangote Sugar 1kg', 'Sugar wey dem don refine, fine fine grain.'],
    ha: ['Sukarin Dangote 1kg', 'Sukari tatacce mai ƙananan ƙwayoyi.'],
    yo: ['Ṣúgà Dangote 1kg', 'Ṣúgà oníhóró wẹ́wẹ́ tí a ti fọ̀ mọ́.'],
    ig: ['Shuga Dangote 1kg', 'Shuga a nụchara anụcha, nke nwere mkpụrụ nta nta.'],
  },
  'Peak Full Cream Milk Powder 800g': {
    pcm: ['Peak Full Cream Milk Powder 800g', 'E rich, e creamy. Peak, e dey inside you!'],
    ha: ['Madarar Gari ta Peak 800g', 'Mai kauri da daɗi. Peak, tana cikinka!'],
    yo: ['Mílíìkì Ìyẹ̀fun Peak 800g', 'Ó ní ọ̀rá, ó sì dùn. Peak, ó wà nínú rẹ!'],
    ig: ['Mmiri Ara Ntụ Peak 800g', 'Ọ bara ụba, na-atọkwa ụtọ. Peak, ọ dị n’ime gị!'],
  },
  'Suya Spice (Yaji) 500g': {
    pcm: ['Suya Pepper (Yaji) 500g', 'Original Northern yaji for suya, kilishi and oda tins.'],
    ha: ['Yajin Suya 500g', 'Ainihin yajin Arewa don suya, kilishi da sauransu.'],
    yo: ['Ata Súyà (Yaji) 500g', 'Yaji ojúlówó láti Àríwá fún súyà, kìlìṣì àti bẹ́ẹ̀ bẹ́ẹ̀ lọ.'],
    ig: ['Ose Suya (Yaji) 500g', 'Ezigbo yaji si Ugwu maka suya, kilishi na ndị ọzọ.'],
  },
  'Dudu-Osun Black Soap (Pack of 6)': {
    pcm: [
      'Dudu-Osun Black Soap (6 for One Pack)',
      'Natural African black soap wey get honey, shea butter and palm kernel oil inside.',
    ],
    ha: [
      'Baƙin Sabulun Dudu-Osun (Guda 6)',
      'Baƙin sabulun Afirka na halitta, da zuma da man kaɗanya a ciki.',
    ],
    yo: ['Ọṣẹ Dúdú Dudu-Osun (Mẹ́fà)', 'Ọṣẹ dúdú àdánidá ti Áfíríkà pẹ̀lú oyin, òrí àti àdín.'],
    ig: [
      'Ncha Ojii Dudu-Osun (Mkpụrụ 6)',
      'Ncha ojii Afrịka sitere n’okike, nwere mmanụ aṅụ, okwuma na mmanụ akụ.',
    ],
  },
  'Raw Shea Butter 500g': {
    pcm: [
      'Raw Shea Butter 500g',
      'Shea butter wey dem no refine, from Northern Naija, for your skin and hair.',
    ],
    ha: ['Man Kaɗanya 500g', 'Man kaɗanya na asali daga Arewacin Najeriya, don fata da gashi.'],
    yo: ['Òrí 500g', 'Òrí àdánidá láti Àríwá Nàìjíríà fún awọ ara àti irun.'],
    ig: ['Okwuma 500g', 'Okwuma sitere n’okike si Ugwu Naịjirịa, maka akpụkpọ ahụ na ntutu.'],
  },
  'itel A70': {
    pcm: [
      'itel A70',
      'Smartphone wey no cost, with 6.6" HD+ screen and 5000mAh battery. E good well well as first phone.',
    ],
    ha: [
      'Wayar itel A70',
      'Wayar salula mai araha, da allon 6.6" HD+ da batir 5000mAh. Ta dace a matsayin waya ta farko.',
    ],
    yo: [
      'Fóònù itel A70',
      'Fóònù alágbèéká tí kò wọ́n, pẹ̀lú ojú 6.6" HD+ àti bátírì 5000mAh. Ó dára fún fóònù àkọ́kọ́.',
    ],
    ig: [
      'Ekwentị itel A70',
      'Ekwentị dị ọnụ ala nwere ihuenyo 6.6" HD+ na batrị 5000mAh. Ọ dị mma dịka ekwentị mbụ.',
    ],
  },
  'Oraimo 20000mAh Power Bank': {
    pcm: [
      'Oraimo 20000mAh Power Bank',
      'Power bank wey dey charge fast for when NEPA take light: e fit charge phone reach four times.',
    ],
    ha: [
      'Cajar Oraimo Mai Ajiya 20000mAh',
      'Caja mai sauri don lokacin da NEPA ta ɗauke wuta: tana cika waya sau huɗu.',
    ],
    yo: [
      'Ṣájà Oraimo Power Bank 20000mAh',
      'Power bank tó ń ṣájà kíákíá fún ìgbà tí NEPA bá gba iná: ó lè ṣájà fóònù ní ẹ̀ẹ̀mẹrin.',
    ],
    ig: [
      'Chaja Oraimo Power Bank 20000mAh',
      'Power bank na-echaji ngwa ngwa maka mgbe NEPA bupụrụ ọkụ: ọ na-echaji ekwentị ugboro anọ.',
    ],
  },
  'Sayona Rechargeable Lantern': {
    pcm: [
      'Sayona Rechargeable Lantern',
      'LED lantern wey bright well well, e get USB. Full charge go give you light for twelve hours.',
    ],
    ha: [
      'Fitilar Caji ta Sayona',
      'Fitilar LED mai haske da mashigar USB. Awa goma sha biyu na haske idan ta cika.',
    ],
    yo: ['Àtùpà Ṣájà Sayona', 'Àtùpà LED tó mọ́lẹ̀ pẹ̀lú ihò USB. Wákàtí méjìlá ìmọ́lẹ̀ tí ó bá kún.'],
    ig: [
      'Oriọna Chaja Sayona',
      'Oriọna LED na-enye ìhè nke ọma, nwere USB. Awa iri na abụọ nke ìhè ma ọ juputa.',
    ],
  },
  'Jollof Party Pot': {
    pcm: [
      'Jollof Party Pot',
      'Heavy aluminium pot wey big reach for party jollof. Heat dey spread well, bottom no dey burn (unless na wetin you want).',
    ],
    ha: [
      'Tukunyar Jollof ta Biki',
      'Tukunyar aluminum mai nauyi, babba isasshe don jollof na biki. Zafi na bazuwa daidai, ƙasanta ba ya ƙonewa (sai in kana so).',
    ],
    yo: [
      'Ìkòkò Jọ̀lọ́ọ̀fù Àríyá',
      'Ìkòkò alumíníọ̀mù tó wúwo, tó tóbi fún jọ̀lọ́ọ̀fù àríyá. Ooru rẹ̀ ń pín dọ́gba, ìsàlẹ̀ rẹ̀ kì í jóná (àfi tí o bá fẹ́).',
    ],
    ig: [
      'Ite Jollof Oriri',
      'Ite aluminum dị arọ, buru ibu maka jollof oriri. Okpomọkụ na-agbasa nke ọma, ala ya anaghị ere ọkụ (ma ọ bụghị na ị chọrọ ya).',
    ],
  },
  'Treated Mosquito Net': {
    pcm: [
      'Treated Mosquito Net',
      'Mosquito net wey dem don treat with insecticide, e go last. E fit family bed.',
    ],
    ha: ['Gidan Sauro Mai Magani', 'Gidan sauro mai maganin ƙwari wanda zai daɗe, don gadon iyali.'],
    yo: ['Àwọ̀n Ẹ̀fọn Olóògùn', 'Àwọ̀n ẹ̀fọn tí a fi oògùn kòkòrò sí, tí ó máa pẹ́, fún ibùsùn ẹbí.'],
    ig: [
      'Ụgbụ Anwụnta Nwere Ọgwụ',
      'Ụgbụ anwụnta nwere ọgwụ ụmụ ahụhụ, nke na-adịte aka, maka akwa ezinụlọ.',
    ],
  },
  'Mortar and Pestle (Wooden)': {
    pcm: [
      'Mortar and Pestle (Wood)',
      'Mortar and pestle wey dem carve from wood, for pounded yam and pepper.',
    ],
    ha: ['Turmi da Taɓarya (Na Itace)', 'Turmi da taɓarya na itace da aka sassaƙa, don sakwara da barkono.'],
    yo: ['Odó àti Ọmọ Odó (Igi)', 'Odó àti ọmọ odó onígi tí a gbẹ́, fún iyán àti ata.'],
    ig: ['Ikwe na Aka Ikwe (Osisi)', 'Ikwe na aka ikwe osisi a pịrị apị, maka ji a sụrụ asụ na ose.'],
  },
  'Ankara Print Fabric (6 Yards)': {
    pcm: [
      'Ankara Fabric (6 Yards)',
      'Correct 100% cotton Hollandaise wax print, six yards. Di colour bright and e no dey fade.',
    ],
    ha: [
      'Atamfar Ankara (Yadi 6)',
      'Atamfa mai inganci ta auduga 100% ta Hollandaise, yadi shida. Launuka masu haske da ba sa ɓacewa.',
    ],
    yo: [
      'Aṣọ Ankara (Yaadi 6)',
      'Aṣọ Ankara Hollandaise òwú 100% tó dára jù, yaadi mẹ́fà. Àwọ̀ tó mọ́lẹ̀ tí kì í ṣá.',
    ],
    ig: [
      'Akwa Ankara (Yad 6)',
      'Akwa Ankara Hollandaise nke owu 100%, yad isii. Agba na-egbuke egbuke nke anaghị achapụ.',
    ],
  },
  'Binatone Standing Fan 18"': {
    pcm: [
      'Binatone Standing Fan 18"',
      'E get three speed, e dey turn wide, and im leg strong. E go drive heat comot.',
    ],
    ha: ['Fankar Tsaye ta Binatone 18"', 'Gudu uku, juyawa mai faɗi da ƙafa mai ƙarfi. Tana korar zafi.'],
    yo: ['Abẹ̀bẹ̀ Iná Binatone 18"', 'Ìyára mẹ́ta, ó ń yí kiri dáadáa, ìdí rẹ̀ sì lágbára. Ó ń lé ooru lọ.'],
    ig: [
      'Fan Guzoro Binatone 18"',
      'Ọsọ atọ, na-atụgharị n’obosara, nwekwa ntọala siri ike. Ọ na-achụpụ okpomọkụ.',
    ],
  },
};

/** `words` as the translation tables' rows for the thing `id`, in NFC. */
const rowsOf = (id: number, words: Words) =>
  (Object.entries(words) as [TranslatedLocale, Words[TranslatedLocale]][]).map(
    ([locale, [name, description]]) => ({
      id,
      locale,
      name: name.normalize('NFC'),
      description: description.normalize('NFC'),
    }),
  );

/** The categories' translations, by the seeded categories' ids (by slug); before the products, so no search refresh runs. */
export async function seedCategoryTranslations(tx: Tx, categoryId: Map<string, number>): Promise<void> {
  const rows = SEED_CATEGORIES.flatMap((category) => {
    const words = SEED_CATEGORY_TRANSLATIONS[category.name];
    const id = categoryId.get(category.slug);
    if (!words || id === undefined) throw new Error(`No seed translation for the category ${category.name}`);
    return rowsOf(id, words);
  });
  await tx
    .insert(catalogTables.categoryTranslations)
    .values(rows.map(({ id, ...row }) => ({ categoryId: id, ...row })));
}

/** The products' translations, by the seeded products' ids (by slug). */
export async function seedProductTranslations(tx: Tx, productId: Map<string, number>): Promise<void> {
  const rows = Object.entries(SEED_PRODUCT_TRANSLATIONS).flatMap(([name, words]) => {
    const id = SEED_PRODUCTS.some((p) => p.name === name) ? productId.get(slugify(name)) : undefined;
    if (id === undefined) throw new Error(`The seed translations name a product not seeded: ${name}`);
    return rowsOf(id, words);
  });
  await tx
    .insert(catalogTables.productTranslations)
    .values(rows.map(({ id, ...row }) => ({ productId: id, ...row })));
}
