import { mailboxKey } from './mailbox.js';

describe('mailboxKey: the mailbox an address delivers to', () => {
  it.each([
    ['Ada@Example.ng', 'ada@example.ng'],
    ['  ada@example.ng ', 'ada@example.ng'],
    ['ada+1@example.ng', 'ada@example.ng'],
    ['ada+news+2@example.ng', 'ada@example.ng'],
    ['ADA+Promo@EXAMPLE.NG', 'ada@example.ng'],
    // Gmail ignores dots in the name, and googlemail.com is the same mailbox.
    ['a.d.a@gmail.com', 'ada@gmail.com'],
    ['A.D.A+x@GoogleMail.com', 'ada@gmail.com'],
    ['ada.obi+shop@gmail.com', 'adaobi@gmail.com'],
  ])('%s → %s', (email, key) => expect(mailboxKey(email)).toBe(key));

  it('keeps dots elsewhere: they make another mailbox', () => {
    expect(mailboxKey('ada.obi@example.ng')).toBe('ada.obi@example.ng');
    expect(mailboxKey('ada.obi@example.ng')).not.toBe(mailboxKey('adaobi@example.ng'));
  });

  it('keeps a name that is only a tag, and a text that is not an address, as they are (lower case)', () => {
    expect(mailboxKey('+tag@example.ng')).toBe('+tag@example.ng');
    expect(mailboxKey('not an address')).toBe('not an address');
  });

  it('reads the last @ as the domain’s', () => {
    expect(mailboxKey('"a@b"+x@Example.ng')).toBe('"a@b"@example.ng');
  });
});
