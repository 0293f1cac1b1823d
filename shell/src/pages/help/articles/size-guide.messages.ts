import { defineMessages } from 'react-intl';

/** /size-guide */
export const sizeGuideMessages = defineMessages({
  intro: {
    id: 'shell.help.sizeGuide.intro',
    defaultMessage:
      'Measure yourself over light clothing and compare with the tables. Between two sizes, take the larger.',
  },
  clothing: { id: 'shell.help.sizeGuide.clothing', defaultMessage: 'Clothing' },
  clothingTable: {
    id: 'shell.help.sizeGuide.clothingTable',
    defaultMessage: 'Clothing sizes in centimetres',
  },
  size: { id: 'shell.help.sizeGuide.size', defaultMessage: 'Size' },
  chest: { id: 'shell.help.sizeGuide.chest', defaultMessage: 'Chest (cm)' },
  waist: { id: 'shell.help.sizeGuide.waist', defaultMessage: 'Waist (cm)' },
  hips: { id: 'shell.help.sizeGuide.hips', defaultMessage: 'Hips (cm)' },
  shoes: { id: 'shell.help.sizeGuide.shoes', defaultMessage: 'Shoes' },
  shoesTable: { id: 'shell.help.sizeGuide.shoesTable', defaultMessage: 'Shoe sizes' },
  usMen: { id: 'shell.help.sizeGuide.usMen', defaultMessage: 'US (men)' },
  footLength: { id: 'shell.help.sizeGuide.footLength', defaultMessage: 'Foot length (cm)' },
});
