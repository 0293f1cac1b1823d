import { suggestedLocale } from './suggested-locale';

describe('the language offered to a first visit', () => {
  it("offers the browser's first language the shop speaks, when it is one of the four", () => {
    expect(suggestedLocale('en-NG', ['yo-NG', 'yo', 'en'], '')).toBe('yo');
    expect(suggestedLocale('en-NG', ['fr-FR', 'ha'], 'kasuwa_browser=abc')).toBe('ha');
    expect(suggestedLocale('yo', ['pcm'], '')).toBe('pcm');
  });

  it('offers nothing to a browser that prefers English, speaks none of them, is already there, or has chosen', () => {
    expect(suggestedLocale('en-NG', ['en-GB', 'yo'], '')).toBeNull();
    expect(suggestedLocale('en-NG', ['fr-FR', 'de'], '')).toBeNull();
    expect(suggestedLocale('ig', ['ig-NG'], '')).toBeNull();
    expect(suggestedLocale('en-NG', ['yo'], 'a=1; kasuwa_locale=en-NG')).toBeNull();
  });
});
