import {
  alternatesOf,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  localisedPath,
  splitLocalePath,
} from './locales';

describe('storefront locales', () => {
  it('English is the default, at the paths the shop has always had', () => {
    expect(DEFAULT_LOCALE).toBe('en-NG');
    expect(splitLocalePath('/')).toEqual({ locale: 'en-NG', path: '/' });
    expect(splitLocalePath('/products/3?page=2#reviews')).toEqual({
      locale: 'en-NG',
      path: '/products/3?page=2#reviews',
    });
    expect(localisedPath('/cart', 'en-NG')).toBe('/cart');
  });

  it.each([
    ['/yo', 'yo', '/'],
    ['/yo/', 'yo', '/'],
    ['/pcm/products?q=garri', 'pcm', '/products?q=garri'],
    ['/ha/products/12#reviews', 'ha', '/products/12#reviews'],
    ['/ig/help/faq', 'ig', '/help/faq'],
    ['/ig?x=1', 'ig', '/?x=1'],
  ])('reads the language of %s', (path, locale, bare) => {
    expect(splitLocalePath(path)).toEqual({ locale, path: bare });
  });

  it('takes a prefix only as a whole segment', () => {
    expect(splitLocalePath('/young')).toEqual({ locale: 'en-NG', path: '/young' });
    expect(splitLocalePath('/en-NG/products')).toEqual({ locale: 'en-NG', path: '/en-NG/products' });
    expect(splitLocalePath('/products/yo')).toEqual({ locale: 'en-NG', path: '/products/yo' });
  });

  it('puts a page in each language, and back', () => {
    expect(localisedPath('/', 'yo')).toBe('/yo');
    expect(localisedPath('/?ref=1', 'ha')).toBe('/ha?ref=1');
    expect(localisedPath('/products?q=rice', 'pcm')).toBe('/pcm/products?q=rice');
    // A path already in a language is moved to the other one, not prefixed twice.
    expect(localisedPath('/yo/products/3', 'ig')).toBe('/ig/products/3');
    expect(localisedPath('/yo/products/3', 'en-NG')).toBe('/products/3');
    for (const locale of LOCALES)
      for (const path of ['/', '/products/7?page=2', '/help/shipping'])
        expect(splitLocalePath(localisedPath(path, locale))).toEqual({ locale, path });
  });

  it('gives every page all five languages and x-default, the same set from each of them', () => {
    const fromEnglish = alternatesOf('/products/7');
    expect(fromEnglish).toEqual([
      { hreflang: 'en-NG', path: '/products/7' },
      { hreflang: 'pcm', path: '/pcm/products/7' },
      { hreflang: 'ha', path: '/ha/products/7' },
      { hreflang: 'yo', path: '/yo/products/7' },
      { hreflang: 'ig', path: '/ig/products/7' },
      { hreflang: 'x-default', path: '/products/7' },
    ]);
    for (const { path } of fromEnglish) expect(alternatesOf(path)).toEqual(fromEnglish);
  });

  it('names each language in its own words', () => {
    expect(LOCALES.map((locale) => LOCALE_NAMES[locale])).toEqual([
      'English',
      'Naijá (Pidgin)',
      'Hausa',
      'Yorùbá',
      'Igbo',
    ]);
    expect(isLocale('yo')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
