import { screen, within } from '@testing-library/react';
import { renderInShop } from 'shop-sdk/testing/render';
import { Navbar } from '../navbar/navbar';
import ha from '../../messages/ha.json';
import { HeaderLanguages, LanguageRow } from './language-links';

describe('the language picker', () => {
  it("links every language, named in itself, to this page in that language through the choice's route", () => {
    renderInShop(<LanguageRow />, { url: '/products?search=rice&page=2', locale: 'yo' });
    const links = within(screen.getByRole('list', { name: 'Language' })).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')]),
    ).toEqual([
      ['English', '/language/en-NG?to=%2Fproducts%3Fsearch%3Drice%26page%3D2', 'en-NG'],
      ['Naijá (Pidgin)', '/language/pcm?to=%2Fproducts%3Fsearch%3Drice%26page%3D2', 'pcm'],
      ['Hausa', '/language/ha?to=%2Fproducts%3Fsearch%3Drice%26page%3D2', 'ha'],
      ['Yorùbá', '/language/yo?to=%2Fproducts%3Fsearch%3Drice%26page%3D2', 'yo'],
      ['Igbo', '/language/ig?to=%2Fproducts%3Fsearch%3Drice%26page%3D2', 'ig'],
    ]);
    expect(screen.getByRole('link', { name: 'Yorùbá' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  });

  it("shows the page's language's code in the header and opens to the others without script (a disclosure)", () => {
    const { container } = renderInShop(<HeaderLanguages />, { locale: 'ig' });
    const details = container.querySelector('details');
    const summary = details?.querySelector('summary');
    expect(summary?.querySelector('[aria-hidden="true"]:not(svg)')?.textContent).toBe('IG');
    expect(summary).toHaveAccessibleName('Language: Igbo');
    expect(within(details as HTMLElement).getAllByRole('link', { hidden: true })).toHaveLength(5);
  });

  it("puts the header in the page's language", () => {
    renderInShop(<Navbar />, { locale: 'ha', messages: ha });
    const main = screen.getByRole('navigation', { name: 'Babban menu' });
    expect(within(main).getByRole('link', { name: 'Gida' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Shiga' })).toBeInTheDocument();
    expect(within(main).getByRole('combobox', { name: 'Nemi kayayyaki' })).toHaveAttribute(
      'placeholder',
      'Nemi kayayyaki...',
    );
  });
});
