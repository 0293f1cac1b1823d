import { render, screen } from '@testing-library/react';
import { renderInShop } from 'shop-sdk/testing/render';
import type { SignedInUser } from 'shared-contracts';
import { BreakableEmail, ProfileDetails } from './profile-details';

/** The paragraph's children as the shopper's browser holds them: text pieces and the break points between them. */
const pieces = (element: Element) =>
  [...element.childNodes].map((node) =>
    node.nodeType === Node.TEXT_NODE ? node.textContent : `<${node.nodeName.toLowerCase()}>`,
  );

describe('BreakableEmail', () => {
  it('offers line breaks before the @ and the dots only, keeping the address whole', () => {
    const { container } = render(
      <p>
        <BreakableEmail email="ngozi.adaeze.okonkwo-eze@mail.example.com.ng" />
      </p>,
    );
    const paragraph = container.querySelector('p') as HTMLParagraphElement;
    expect(paragraph).toHaveTextContent('ngozi.adaeze.okonkwo-eze@mail.example.com.ng');
    expect(pieces(paragraph)).toEqual([
      'ngozi',
      '<wbr>',
      '.adaeze',
      '<wbr>',
      '.okonkwo-eze',
      '<wbr>',
      '@mail',
      '<wbr>',
      '.example',
      '<wbr>',
      '.com',
      '<wbr>',
      '.ng',
    ]);
  });

  it('adds no break to an address without dots before its @ and none after it', () => {
    const { container } = render(
      <p>
        <BreakableEmail email="ada@localhost" />
      </p>,
    );
    expect(pieces(container.querySelector('p') as HTMLParagraphElement)).toEqual([
      'ada',
      '<wbr>',
      '@localhost',
    ]);
  });
});

const profile = (over: Partial<SignedInUser> = {}): SignedInUser => ({
  id: 1,
  email: 'ada@kasuwa.test',
  username: 'adaobi',
  first_name: 'Ada',
  last_name: 'Obi',
  phone: '+2348031234567',
  role: 'REGULAR',
  date_joined: '2026-01-01T00:00:00.000Z',
  email_verified_at: '2026-01-01T00:05:00.000Z',
  phone_verified_at: null,
  cart: { id: 1, cart_items: [] },
  ...over,
});

/** Each label with the value beside it, in the order shown. */
const details = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('ProfileDetails', () => {
  it("shows the shopper's name, email, username and phone in the shop's format, and no role", () => {
    renderInShop(<ProfileDetails profile={profile()} />);
    expect(details()).toEqual([
      ['Name', 'Ada Obi'],
      ['Email', 'ada@kasuwa.test'],
      ['Email status', 'Confirmed'],
      ['Username', 'adaobi'],
      ['Phone', '+234 803 123 4567'],
    ]);
  });

  it('shows an account made with a phone number: no email yet, the number verified', () => {
    renderInShop(
      <ProfileDetails
        profile={profile({
          email: null,
          email_verified_at: null,
          phone_verified_at: '2026-01-01T00:05:00.000Z',
        })}
      />,
    );
    expect(details()).toEqual([
      ['Name', 'Ada Obi'],
      ['Email', 'Not added yet'],
      ['Username', 'adaobi'],
      ['Phone', '+234 803 123 4567 (verified)'],
    ]);
  });

  it('says when the email is not confirmed yet', () => {
    renderInShop(<ProfileDetails profile={profile({ email_verified_at: null })} />);
    expect(details()).toContainEqual(['Email status', 'Not confirmed yet']);
  });

  it('says what is missing, and names an admin as such', () => {
    renderInShop(
      <ProfileDetails profile={profile({ first_name: '', last_name: '', phone: null, role: 'ADMIN' })} />,
    );
    expect(details()).toEqual([
      ['Name', '—'],
      ['Email', 'ada@kasuwa.test'],
      ['Email status', 'Confirmed'],
      ['Username', 'adaobi'],
      ['Phone', 'Not set'],
      ['Role', 'Administrator'],
    ]);
  });
});
