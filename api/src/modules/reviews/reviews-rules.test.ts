import { changesCatalog } from '../catalog/index.js';
import { HELD_FOR_LINK, HELD_FOR_WORDS, heldReason } from './moderation.js';

it('moves the catalogue cache on when a review or a decision changes a rating, not for a helpful vote', () => {
  expect(changesCatalog('PUT', '/api/products/:productId/reviews/mine', 200)).toBe(true);
  expect(changesCatalog('PATCH', '/api/admin/reviews/:id', 200)).toBe(true);
  expect(changesCatalog('PUT', '/api/products/:productId/reviews/mine', 403)).toBe(false);
  expect(changesCatalog('POST', '/api/reviews/:reviewId/helpful', 200)).toBe(false);
  expect(changesCatalog('GET', '/api/products/:productId/reviews', 200)).toBe(false);
});

describe('what holds a review for the admin', () => {
  it.each([
    ['see https://cheap.example for more', HELD_FOR_LINK],
    ['buy at www.deals.ng today', HELD_FOR_LINK],
    ['whatsapp me on mystore.com', HELD_FOR_LINK],
    ['This is shit', HELD_FOR_WORDS],
    ['what a F*CKING phone', HELD_FOR_WORDS],
    ['the seller na werey', HELD_FOR_WORDS],
  ])('%s', (text, reason) => expect(heldReason('Title', text)).toBe(reason));

  it.each([
    'Scunthorpe is where I live; it arrived in 3 days.',
    'Works fine. 5 > 3 and "quotes" & all',
    'I pressed it and it clicked. Version 2.0 is better.',
  ])('lets through %s', (text) => expect(heldReason('Good', text)).toBeNull());

  it.each([
    'order from evil[.]example instead',
    'order from evil(.)example instead',
    'evil{.}example has it cheaper',
    'evil [dot] example has it cheaper',
    'evil (dot) shop has it cheaper',
    'go to evil dot com for the real one',
    'EVIL DOT NG sells it for less',
    'hxxp://evil.example/deal',
    'hxxps://evil.example/deal',
    'h**p://evil.example/deal',
    'https ://evil.example/deal',
    'www .evil .com',
    'www. evil. com',
    'find us: evil .com',
    'evil。com',
  ])('holds an obfuscated link: %s', (text) => expect(heldReason('Title', text)).toBe(HELD_FOR_LINK));

  it.each([
    'I paid N5,000. Great.',
    'version 2.0 fixed the battery',
    'e.g. the blue one',
    'It fits, i.e. size 42. Me and my wife both wear it.',
    'Came in 2 days. Co-workers loved it.',
    'A polka dot dress, lovely.',
    'Rated 4.5/5 (I expected more).',
    'Battery (dot matrix display) lasts all day.',
    'The www of it all: works. Net result, happy.',
  ])('lets through ordinary prose: %s', (text) => expect(heldReason('Good', text)).toBeNull());
});
