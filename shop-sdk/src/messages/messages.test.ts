import type { MessageDescriptor } from 'react-intl';
import { catalogueProblems } from 'shared-contracts/testing/messages';
import * as sdk from '../sdk.messages';
import pcm from './pcm.json';
import ha from './ha.json';
import yo from './yo.json';
import ig from './ig.json';

const descriptors = Object.values(sdk).flatMap((value) =>
  'id' in value ? [value as MessageDescriptor] : Object.values(value as Record<string, MessageDescriptor>),
);

describe("the SDK's words in every language", () => {
  it('has every message in Pidgin, Hausa, Yoruba and Igbo, with the same arguments as the English, in NFC', () => {
    expect(descriptors.length).toBeGreaterThan(20);
    expect(catalogueProblems(descriptors, { pcm, ha, yo, ig })).toEqual([]);
  });

  it('keeps the English words of docs/storefront.md §4.2 and §11.2', () => {
    expect(
      Object.fromEntries(descriptors.map(({ id, defaultMessage }) => [id, defaultMessage])),
    ).toMatchObject({
      'sdk.toast.viewCart': 'View cart',
      'sdk.wishlist.added': 'Added to wishlist!',
      'sdk.offline.changeKept': "You're offline. We'll send this change when your connection returns.",
      'sdk.offline.lineChanged': 'Your cart now has {quantity} of {name}: it changed while you were offline.',
    });
  });
});
