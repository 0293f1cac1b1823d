import { catalogueProblems } from '../testing/messages';
import * as shared from '../shared.messages';
import type { MessageDescriptor } from 'react-intl';
import { messages } from '../messages';
import pcm from './pcm.json';
import ha from './ha.json';
import yo from './yo.json';
import ig from './ig.json';

describe('the words every package shares, in every language', () => {
  it('has every message in Pidgin, Hausa, Yoruba and Igbo, with the same arguments as the English, in NFC', () => {
    const descriptors = Object.values(shared).flatMap((value) =>
      'id' in value
        ? [value as MessageDescriptor]
        : Object.values(value as Record<string, MessageDescriptor>),
    );
    expect(descriptors.length).toBeGreaterThan(50);
    expect(catalogueProblems(descriptors, { pcm, ha, yo, ig })).toEqual([]);
  });

  it('says in English exactly the words of docs/storefront.md (`messages`), each once', () => {
    const english = Object.fromEntries(
      Object.entries(shared.sharedMessages).map(([key, { defaultMessage }]) => [key, defaultMessage]),
    );
    expect(english).toEqual(messages);
  });

  it('says in English exactly the rules’ words the schemas answer (the API too)', () => {
    const english = Object.fromEntries(
      Object.entries(shared.ruleMessages).map(([key, { defaultMessage }]) => [key, defaultMessage]),
    );
    expect(english).toEqual({
      fullName: 'Full name is required',
      street: 'Street address is required',
      state: 'Choose one of the 36 states or FCT',
      phone: 'Phone must be +234 followed by 10 digits, or 0 followed by 10 digits',
      secondPhone: 'Second phone must be +234 followed by 10 digits, or 0 followed by 10 digits',
      controlCharacters: 'Must not contain control characters',
    });
  });
});
