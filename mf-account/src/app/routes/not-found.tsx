import { SectionNotFound } from 'shop-sdk/ui/section-not-found';

/** A path under the account's prefixes that names none of its pages. */
export default function AccountNotFoundPage() {
  return (
    <SectionNotFound
      message="There is no such page in your account."
      back={{ to: '/account', label: 'Go to My Account' }}
    />
  );
}
