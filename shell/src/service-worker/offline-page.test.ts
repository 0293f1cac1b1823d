import { NOT_SAVED_TITLE, offlinePageHtml, pageTitle } from './offline-page';
import { OFFLINE_WORDS } from './offline-words';

describe('the page for a page not saved on the device', () => {
  it('says what happened, offers to try again and lists the saved pages', () => {
    const html = offlinePageHtml('https://kasuwa.ng/help/faq', [
      { url: 'https://kasuwa.ng/', title: 'Kasuwa | Shop online in Nigeria' },
      { url: 'https://kasuwa.ng/products/7', title: 'Ankara <Wrap> & Scarf' },
    ]);
    document.documentElement.innerHTML = html;
    expect(document.querySelector('h1')?.textContent).toBe(NOT_SAVED_TITLE);
    expect(document.querySelector('a.again')?.getAttribute('href')).toBe('https://kasuwa.ng/help/faq');
    const saved = [...document.querySelectorAll('li a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(saved).toEqual([
      ['Kasuwa | Shop online in Nigeria', 'https://kasuwa.ng/'],
      ['Ankara <Wrap> & Scarf', 'https://kasuwa.ng/products/7'],
    ]);
    // No script of its own: nothing else may be reachable.
    expect(html).not.toMatch(/<script/i);
  });

  it('has no list when nothing is saved', () => {
    expect(offlinePageHtml('https://kasuwa.ng/', [])).not.toContain('<ul>');
  });

  it('reads a saved page’s title, unescaped, or falls back to its path', () => {
    expect(
      pageTitle('<head><title>Ankara &amp; Adire | Kasuwa</title>', 'https://kasuwa.ng/products/3'),
    ).toBe('Ankara & Adire | Kasuwa');
    expect(pageTitle('<p>no title</p>', 'https://kasuwa.ng/products/3')).toBe('/products/3');
  });
});

describe('the offline page in the language of the page asked for', () => {
  it('is in Hausa for a page under /ha: its lang, words and way home', () => {
    const html = offlinePageHtml('https://kasuwa.ng/ha/cart', [
      { url: 'https://kasuwa.ng/ha', title: 'Kasuwa' },
    ]);
    document.documentElement.innerHTML = html;
    expect(html).toContain('<html lang="ha">');
    expect(document.querySelector('h1')?.textContent).toBe(OFFLINE_WORDS.ha.title);
    expect(document.querySelector('h1')?.textContent).toBe('Ba a ajiye wannan shafin a wannan naʼura ba');
    expect(document.querySelector('a.again')?.textContent).toBe('Sake gwadawa');
    expect(document.querySelector('a.brand')?.getAttribute('href')).toBe('/ha');
    expect(document.querySelector('h2')?.textContent).toBe(OFFLINE_WORDS.ha.savedPages);
  });

  it('is in English at an English address', () => {
    const html = offlinePageHtml('https://kasuwa.ng/young/cart', []);
    expect(html).toContain('<html lang="en-NG">');
    expect(html).toContain(`<h1>${NOT_SAVED_TITLE.replace("'", '&#39;')}</h1>`);
    expect(html).toContain('href="/" aria-label="Kasuwa home"');
  });

  it('has every language’s words, in NFC, without the ASCII apostrophe outside English', () => {
    for (const [locale, words] of Object.entries(OFFLINE_WORDS)) {
      expect(Object.keys(words)).toEqual(Object.keys(OFFLINE_WORDS['en-NG']));
      for (const text of Object.values(words)) {
        expect(text.trim()).not.toBe('');
        expect(text).toBe(text.normalize('NFC'));
        if (locale !== 'en-NG') expect(text).not.toContain("'");
      }
    }
  });
});
