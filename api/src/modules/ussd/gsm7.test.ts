import { SCREEN_MAX, isGsm7, menuScreen, textScreen, toGsm7 } from './gsm7.js';
import { replyOf } from './sessions.js';

describe('screens in GSM-7', () => {
  it('write Naira as N and take tone marks, dots below and hooked letters off, keeping case', () => {
    expect(toGsm7('₦12,500')).toBe('N12,500');
    expect(toGsm7('Ìrẹsì Ọ̀fadà')).toBe('Iresi Ofada');
    expect(toGsm7('Ɗankwali ƙwai ɓera ƴaƴa')).toBe('Dankwali kwai bera yaya');
    expect(toGsm7('Men’s “Agbada” – blue…')).toBe('Men\'s "Agbada" - blue...');
    expect(toGsm7('Rice 🍚 5kg')).toBe('Rice 5kg');
    for (const text of ['Ìrẹsì', '₦5,000', 'Ɓ ɓ Ƙ ƙ', '[x]{y}~|^\\€'])
      expect(isGsm7(toGsm7(text))).toBe(true);
  });

  it('are refused as GSM-7 when they hold what a handset may not show', () => {
    expect(isGsm7('N12,500\n1 Shop')).toBe(true);
    expect(isGsm7('₦12,500')).toBe(false);
    expect(isGsm7('ẹ')).toBe(false);
    expect(isGsm7('[')).toBe(false);
  });

  it('shorten the names of a menu alike to fit 160 characters, keeping keys and prices', () => {
    const long = 'Samsung Galaxy A15 128GB Dual SIM Smartphone with a very long name indeed';
    const screen = menuScreen(
      'Phones',
      [1, 2, 3, 4, 5].map((n) => ({ key: String(n), name: long, note: 'N189,000' })),
      ['0 More', '00 Back'],
    );
    expect(screen.length).toBeLessThanOrEqual(SCREEN_MAX);
    expect(screen.split('\n')).toHaveLength(8);
    for (const n of [1, 2, 3, 4, 5]) expect(screen).toMatch(new RegExp(`^${n} Samsung.* N189,000$`, 'm'));
    expect(screen.endsWith('0 More\n00 Back')).toBe(true);
    expect(textScreen('x'.repeat(400)).length).toBe(SCREEN_MAX);
  });

  it("read the caller's reply as what follows the text of the hop before", () => {
    expect(replyOf('', '')).toBe('');
    expect(replyOf('1', '')).toBe('1');
    expect(replyOf('1*2*00', '1*2')).toBe('00');
    expect(replyOf('1*2', '1*2*3')).toBe('2');
  });
});
