import { foldText, slugWords } from './text';

describe('text folded for search and URLs', () => {
  it('takes off accents, tone marks and dots below, and folds Hausa’s hooked letters', () => {
    expect(foldText("Men's Crème")).toBe('mens creme');
    expect(foldText('Ìrẹsì ọ̀fẹ́ ní Èkó')).toBe('iresi ofe ni eko');
    expect(foldText('Ɗankwali, ƙwallo, ɓaure, ƴaƴa')).toBe('dankwali, kwallo, baure, yaya');
    expect(foldText('Mmanụ nkwụ, ekwentị, ṅụọ')).toBe('mmanu nkwu, ekwenti, nuo');
  });

  it('makes the words of a URL', () => {
    expect(slugWords('Home & Garden')).toBe('home-garden');
    expect(slugWords('Tecno Camon 30 Pro')).toBe('tecno-camon-30-pro');
    expect(slugWords("Men's Ɗankwali (Kano)")).toBe('mens-dankwali-kano');
    expect(slugWords('  ---  ')).toBe('');
  });
});
