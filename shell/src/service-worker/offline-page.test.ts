import { NOT_SAVED_TITLE, offlinePageHtml, pageTitle } from './offline-page';

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
