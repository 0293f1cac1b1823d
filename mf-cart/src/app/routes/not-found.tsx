import { SectionNotFound } from 'shop-sdk/ui/section-not-found';

/** A path the cart's subtree was given that names none of its pages. */
export default function CartNotFoundPage() {
  return (
    <SectionNotFound message="There is no such page here." back={{ to: '/cart', label: 'Go to your cart' }} />
  );
}
