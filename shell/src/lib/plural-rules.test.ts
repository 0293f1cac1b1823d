import { shouldPolyfill } from '@formatjs/intl-pluralrules/should-polyfill.js';
import { TRANSLATED_LOCALES } from 'shared-contracts/locales';
import { hasPluralRules } from './plural-rules';

describe('hasPluralRules', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(TRANSLATED_LOCALES)('agrees with the polyfill on %s where the engine has the rules', (locale) => {
    expect(hasPluralRules(locale)).toBe(true);
    expect(shouldPolyfill(locale)).toBeUndefined();
  });

  it.each(TRANSLATED_LOCALES)('agrees with the polyfill on %s where the engine lacks them', (locale) => {
    jest.spyOn(Intl.PluralRules, 'supportedLocalesOf').mockReturnValue([]);
    expect(hasPluralRules(locale)).toBe(false);
    expect(shouldPolyfill(locale)).toBe(locale);
  });
});
