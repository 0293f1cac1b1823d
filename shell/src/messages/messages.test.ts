import type { MessageDescriptor } from 'react-intl';
import { catalogueProblems } from 'shared-contracts/testing/messages';
import { cartLabel, navbarMessages } from '../features/navbar/navbar.messages';
import { footerMessages } from '../features/footer/footer.messages';
import { suggestionMessages } from '../features/language/suggestion.messages';
import pcm from './pcm.json';
import ha from './ha.json';
import yo from './yo.json';
import ig from './ig.json';

const descriptors: MessageDescriptor[] = [
  ...[navbarMessages, footerMessages, suggestionMessages].flatMap((group) => Object.values(group)),
  cartLabel,
];

describe("the shell's words in every language", () => {
  it('has every message in Pidgin, Hausa, Yoruba and Igbo, with the same arguments as the English, in NFC', () => {
    expect(catalogueProblems(descriptors, { pcm, ha, yo, ig })).toEqual([]);
  });

  it('keeps the English words of docs/storefront.md', () => {
    const english = Object.fromEntries(descriptors.map(({ id, defaultMessage }) => [id, defaultMessage]));
    expect(english).toMatchObject({
      'shell.navbar.home': 'Home',
      'shell.navbar.categories': 'Categories',
      'shell.navbar.allCategories': 'All Categories',
      'shell.navbar.wishlist': 'Wishlist',
      'shell.navbar.login': 'Login',
      'shell.navbar.signUp': 'Sign Up',
      'shell.footer.returns': 'Returns & Exchanges',
    });
  });
});
