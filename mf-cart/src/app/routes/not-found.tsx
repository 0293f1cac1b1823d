import { NotFoundPage } from 'shared-contracts/ui/not-found';

/** A path the cart's subtree was given that names none of its pages. */
export default function CartNotFoundPage() {
  return (
    <NotFoundPage message="There is no such page here." back={{ to: '/cart', label: 'Go to your cart' }} />
  );
}
